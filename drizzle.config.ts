import type { Config } from 'drizzle-kit';

export default {
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  dialect: 'postgresql',
  casing: 'snake_case',
} satisfies Config;

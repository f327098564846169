import { z } from 'zod';

/** 运行环境（spec §1）：只有 prod 会把失败上报到错误日志接口。 */
export const APP_ENVS = ['local', 'sit', 'dev', 'uat', 'prod'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

// Empty strings count as unset, so `FOO=` in an .env file does not pass as a value.
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

export const envSchema = z.object({
  APP_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.enum(APP_ENVS).default('local')),
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('.data/pglite')),
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().default(3000)),
  STORAGE_DRIVER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['local', 's3']).default('local')),
  UPLOAD_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('.data/uploads')),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_HOST: optionalUrl,
  SMS_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['outbox']).default('outbox')),
  ACCOUNT_SITE_URL: optionalUrl,
  CHAT_URL: optionalUrl,
  TRACKING_SCRIPT_URL: optionalUrl,
  TRACKING_SCRIPT_TEST_URL: optionalUrl,
  SESSION_SECRET: optional,
});

export type Env = z.infer<typeof envSchema>;

/** Parses and validates an environment; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`环境变量无效：\n${lines.join('\n')}`);
  }
  return result.data;
}

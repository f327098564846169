import type { z } from '@/lib/zod';

/** An antd Form rule running one field's zod schema, so the form and the server share rules. */
export function zodRule(schema: z.ZodType) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

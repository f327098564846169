import type { FormRule } from 'antd';
import type { z } from '@/lib/zod';

/**
 * An antd form rule that checks one field with the same zod schema the server uses, so both
 * sides give the same Chinese message.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const result = schema.safeParse(value === '' || value === null ? undefined : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

import type { Rule } from 'antd/es/form';
import type { z } from '@/lib/zod';

/** An antd form rule from the same zod schema the server checks, with its Chinese message. */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: (_, value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success
        ? Promise.resolve()
        : Promise.reject(new Error(parsed.error.issues[0]?.message ?? '输入有误'));
    },
  };
}

import type { z } from './zod';

/** The part of an antd Form rule this module fills (lib/ does not import antd). */
export interface ValidatorRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * An antd Form rule that checks one field with the same zod schema the server uses, so the
 * form and the 400 answer say the same Chinese words. The value is checked as the form will
 * send it: a field that may stay empty sends undefined (normalize '' away where a widget
 * gives it).
 */
export function zodRule(schema: z.ZodType): ValidatorRule {
  return {
    validator: async (_, value) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

import type { z } from './zod';

/** The part of an antd Form rule this module fills (lib/ does not import antd). */
export interface ValidatorRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * An antd Form rule that checks one field with the same zod schema the server uses, so the
 * form and the 400 answer say the same Chinese words. A cleared field (antd gives '' or null)
 * is valid when the schema makes the field optional.
 */
export function zodRule(schema: z.ZodType): ValidatorRule {
  return {
    validator: async (_, value) => {
      const empty = value === '' || value === null || value === undefined;
      const parsed = schema.safeParse(
        empty && schema.safeParse(undefined).success ? undefined : value,
      );
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

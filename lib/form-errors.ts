/** The part of antd's `ValidateErrorEntity.errorFields` this module reads (lib/ does not import antd). */
export interface FieldErrors {
  errors: readonly string[];
}

/**
 * What a screen reader hears when a submit is refused: how many fields need fixing and what
 * each one wants, in form order, each message once (two fields may share 请输入…).
 */
export function formErrorSummary(fields: readonly FieldErrors[]): string {
  const failing = fields.filter((f) => f.errors.length > 0);
  if (failing.length === 0) return '';
  const messages = [...new Set(failing.map((f) => f.errors[0]!))];
  return `有 ${failing.length} 项需要修改：${messages.join('；')}`;
}

import { z } from 'zod';

// Validation messages are Chinese on both sides of the wire.
z.config(z.locales.zhCN());

export { z };

/** Joins a zod issue path into the field name shown to people, e.g. `items[0].qty`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
    .join('');
}

/** The first issue as one Chinese sentence naming the field; labels map paths to Chinese names. */
export function describeIssue(error: z.ZodError, labels: Record<string, string> = {}): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  const field = issuePath(issue.path);
  if (!field) return `参数错误：${issue.message}`;
  return `参数「${labels[field] ?? field}」错误：${issue.message}`;
}

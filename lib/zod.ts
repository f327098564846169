import type * as core from 'zod/v4/core';
import { zhCN } from 'zod/locales';
import * as z from './zod-namespace';

export { NUL_MSG } from './zod-namespace';

/** What a required field says when nothing was given and neither schema nor label names it. */
export const REQUIRED_MSG = '请填写此项';

/**
 * What a number field says when it got no number: `z.coerce.number()` turns a missing value and
 * text alike into NaN before any rule sees it, so one message has to serve both.
 */
export const NUMBER_MSG = '请填写数字';

const TYPE_NAMES: Record<string, string> = {
  string: '文字',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '是或否',
  date: '日期',
  array: '列表',
  object: '对象',
};

const FORMAT_NAMES: Record<string, string> = {
  email: '邮箱',
  url: '网址',
  date: '日期',
  datetime: '时间',
  time: '时间',
  uuid: '编号',
};

/** Bounds people can read; `.int()` alone bounds numbers by the safe-integer range. */
const readable = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER;

/** A missing value answers what the schema's own "empty" rule says (`min(1, '请输入收货人')`). */
function ownEmptyMessage(schema: core.$ZodType | undefined): string | undefined {
  for (const check of schema?._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; error?: core.$ZodErrorMap };
    if (def.check === 'min_length' && (def.minimum ?? 0) >= 1 && def.error) {
      const message = def.error({ code: 'too_small', origin: 'string', minimum: 1, input: '' });
      if (typeof message === 'string') return message;
      if (message?.message) return message.message;
    }
  }
  return undefined;
}

/** "须在 a–b 之间" when the failing number schema has both bounds, readable and inclusive. */
function numberRange(schema: unknown): string | undefined {
  if (!(schema instanceof z.ZodNumber)) return undefined;
  const exclusive = (schema.def.checks ?? []).some(
    (check) => (check._zod.def as { inclusive?: boolean }).inclusive === false,
  );
  const { minValue, maxValue } = schema;
  return !exclusive && readable(minValue) && readable(maxValue)
    ? `须在 ${minValue}–${maxValue} 之间`
    : undefined;
}

/**
 * The mall's wording for zod issues that a schema did not word itself: a missing field is
 * required (never "期望 string，实际接收 undefined"), lengths and ranges name their limits.
 * Anything it leaves (undefined) falls back to zod's zhCN locale.
 */
export function mallErrorMap(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) {
        return ownEmptyMessage(issue.inst as core.$ZodType | undefined) ?? REQUIRED_MSG;
      }
      if (issue.expected === 'number' && Number.isNaN(issue.input)) return NUMBER_MSG;
      return `应为${TYPE_NAMES[issue.expected] ?? '有效的值'}`;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `最多 ${max} 个字`;
      if (issue.origin === 'array' || issue.origin === 'set') return `最多 ${max} 项`;
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        return (
          (issue.inclusive ? numberRange(issue.schema) : undefined) ??
          (issue.inclusive ? `不能大于 ${max}` : `须小于 ${max}`)
        );
      }
      return '超出允许的范围';
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? REQUIRED_MSG : `至少 ${min} 个字`;
      if (issue.origin === 'array' || issue.origin === 'set') return `至少 ${min} 项`;
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        return (
          (issue.inclusive ? numberRange(issue.schema) : undefined) ??
          (issue.inclusive ? `不能小于 ${min}` : `须大于 ${min}`)
        );
      }
      return '低于允许的范围';
    }
    case 'invalid_format':
      return `${FORMAT_NAMES[issue.format] ?? ''}格式不正确`;
    case 'not_multiple_of':
      return `须为 ${String(issue.divisor)} 的倍数`;
    case 'invalid_value':
      return '不是可选的值';
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.join('、')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return '格式不正确';
    default:
      return undefined;
  }
}

// Validation messages are Chinese on both sides of the wire: the mall's own wording first,
// zod's zhCN locale for the rest.
z.config({ ...zhCN(), customError: mallErrorMap });

export { z };

/** Joins a zod issue path into the field name shown to people, e.g. `items[0].qty`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
    .join('');
}

/**
 * Each field's first message, keyed by its path (`tenantName`, `attendees[0].phone`), in the
 * order the schema checks them: what a form shows under its fields. Empty when the input passes.
 */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    messages[issuePath(issue.path)] ??= issue.message;
  }
  return messages;
}

/**
 * The first issue as one Chinese sentence naming the field; labels map paths to Chinese names.
 * A message that is already a whole request ("请输入收货人") stands alone; a bare required
 * field becomes "请填写<名称>" ("请填写<名称>（数字）" for a number); fragments ("最多 32 个字") get the field name in front.
 */
export function describeIssue(error: z.ZodError, labels: Record<string, string> = {}): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  const field = issuePath(issue.path);
  const name = labels[field] ?? `「${field}」`;
  if (issue.message === REQUIRED_MSG && field) return `请填写${name}`;
  if (issue.message === NUMBER_MSG && field) return `请填写${name}（数字）`;
  if (issue.message.startsWith('请')) return issue.message;
  if (!field) return `参数错误：${issue.message}`;
  return `参数「${labels[field] ?? field}」错误：${issue.message}`;
}

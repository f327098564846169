/**
 * Reading the ops audit log (ops_audit): what changed between a row's before and after, field
 * by field, so a reviewer sees "主色 #1d4ed8 → #0e8058" rather than two JSON documents.
 */

export interface AuditChange {
  /** The top-level field that changed; '' when before/after are not objects. */
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between before and after, in the order they first appear. A created
 * row (no before) lists every field it was created with; a deleted one every field it had.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = before ?? null;
  const to = after ?? null;
  if (!isRecord(from) && !isRecord(to)) {
    return same(from, to) ? [] : [{ field: '', before: from, after: to }];
  }
  const a = isRecord(from) ? from : {};
  const b = isRecord(to) ? to : {};
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((field) => !same(a[field] ?? null, b[field] ?? null))
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}

/** A value of a change as one line of text ('—' for none). */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Names of the actions the console writes; an action not listed shows as written. */
export const OPS_ACTION_LABELS: Record<string, string> = {
  'realm.create': '新建专区',
  'realm.update': '修改专区',
  'realm.publish': '发布专区',
  'realm.unpublish': '下线专区',
  'role.grant': '授予运营角色',
  'role.revoke': '收回运营角色',
  'category.create': '新增类目',
  'category.update': '修改类目',
  'category.move': '移动类目',
  'brand.create': '新增品牌',
  'brand.update': '修改品牌',
  'synonym.create': '新增搜索同义词',
  'synonym.update': '修改搜索同义词',
  'synonym.delete': '删除搜索同义词',
  'user.disable': '停用用户',
  'user.enable': '启用用户',
  'user.unlock': '解除登录限制',
};

export function opsActionLabel(action: string): string {
  return OPS_ACTION_LABELS[action] ?? action;
}

/** The dialog helper's error when a title or content is missing (spec §5, verbatim). */
export const DIALOG_MISSING_PARAMS = 'missing parameter title or content';

/** A title or content counts as missing when absent, null, false or a blank string. */
function isMissing(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** Throws Error('missing parameter title or content') unless both are given. */
export function assertDialogParams<T extends { title?: unknown; content?: unknown }>(
  params: T | null | undefined,
): asserts params is T & { title: NonNullable<T['title']>; content: NonNullable<T['content']> } {
  if (!params || isMissing(params.title) || isMissing(params.content)) {
    throw new Error(DIALOG_MISSING_PARAMS);
  }
}

/** The auth-tip dialog's default text (spec §8). */
export const AUTH_TIP_DEFAULT_TEXT = '公司认证审核通过后方可使用工作台';
/** The members-only dialog text (spec §6). */
export const MEMBERS_ONLY_TEXT = '仅优选会员可查看公告详情';
/** The file-view dialog text (spec §6). */
export const FILE_VIEW_TEXT = '仅采购商会员可查看或下载文件';
/** Certification notices of spec §5 reused by the auth-tip dialog's variants. */
export const AUTH_REJECTED_TEXT = '您提交的认证审批未通过，请修改后提交';
export const AUTH_APPROVING_TEXT = '您提交的认证正在审批中';

/** The support line shown under a dialog text; empty without a hotline. */
export function supportLine(hotline: string | null | undefined): string {
  const phone = hotline?.trim();
  return phone ? `如有疑问，请联系客服：${phone}` : '';
}

/** Re-authentication target of a rejected company (spec §4). */
export function reauthUrl(
  enterpriseId: number | string | null | undefined,
  type: number | string | null | undefined,
): string {
  const query = new URLSearchParams({
    enterpriseId: enterpriseId == null ? '' : String(enterpriseId),
    type: type == null ? '' : String(type),
  });
  return `/auth?${query.toString()}`;
}

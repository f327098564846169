import { PHONE_INVALID_MSG, PHONE_PATTERN } from './identity';

/** Spec §8: the answer to a stored lead, and to a repeat from the same mobile. */
export const LEAD_SUCCESS_TEXT = '申请成功，工作人员会尽快与您联系';
export const LEAD_REPEAT_TEXT = '请耐心等待工作人员与您联系';

/** The visit history sent with a lead keeps about 30 URLs (spec §4, §9). */
export const LEAD_BROWSE_LIMIT = 30;

export interface LeadFormInput {
  linkmanName?: string | null;
  mobile?: string | null;
  leadsName?: string | null;
  position?: string | null;
}

const blank = (value: string | null | undefined) => !value?.trim();

/** Spec §5 lead form rules in their order; the message of the first that fails, or null. */
export function validateLead(input: LeadFormInput): string | null {
  if (blank(input.linkmanName)) return '请输入您的姓名';
  if (blank(input.mobile)) return '请输入手机号';
  if (!PHONE_PATTERN.test(input.mobile!.trim())) return PHONE_INVALID_MSG;
  if (blank(input.leadsName)) return '请输入公司名称';
  if (blank(input.position)) return '请输入职位';
  return null;
}

/** The last `LEAD_BROWSE_LIMIT` distinct-in-a-row URLs, oldest first. */
export function trimBrowse(urls: readonly string[]): string[] {
  const kept: string[] = [];
  for (const url of urls) {
    const clean = url.trim();
    if (clean && kept[kept.length - 1] !== clean) kept.push(clean);
  }
  return kept.slice(-LEAD_BROWSE_LIMIT);
}

/**
 * The lead-widget page key of spec §2 for a pathname (a query or hash is ignored): closing the
 * widget and the title texts (HomeClues) are keyed by it. Keys map to themselves.
 */
export function leadPageKey(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  const parts = path.split('/').filter(Boolean);
  const [first, second, third] = parts;
  switch (first) {
    case 'product':
      return second === 'item' && third ? '/product/item/XXX' : '/product';
    case 'yeation':
      return second === 'more' ? '/yeation/more' : '/yeation';
    case 'bid':
      if (second === 'list') return '/bid/list';
      if (second === 'details' && third) return '/bid/details/XXX';
      return '/';
    case 'supplier':
      return second && second !== 'companyHallTab' ? '/supplier/XXX' : '/';
    case 'designs':
      if (!second) return '/designs';
      if (second === 'search-filiter' || second === 'filiter') return '/designs/filiter';
      if (second === 'design-case') return '/designs/design-case';
      return '/';
    case 'ecology':
      return '/ecology';
    default:
      return '/';
  }
}

import { badgeText } from '@/lib/badge';

/** The back-to-top button shows from this scroll offset on (spec §9). */
export const BACK_TO_TOP_THRESHOLD = 200;
/** The robot tip appears every 6 s and stays 3 s (spec §9). */
export const ROBOT_TIP_INTERVAL_MS = 6000;
export const ROBOT_TIP_VISIBLE_MS = 3000;
/** The cart badge caps at 99+ (spec §9). */
export const CART_BADGE_MAX = 99;
/** The fallback icon sits 100 px from the bottom, or 156 px above a shown back-to-top button. */
export const FALLBACK_ICON_BOTTOM = 100;
export const FALLBACK_ICON_BOTTOM_ABOVE_BACK_TOP = 156;

export function showsBackToTop(scrollY: number): boolean {
  return scrollY >= BACK_TO_TOP_THRESHOLD;
}

/** The badge text of the cart count; nothing for an empty cart. */
export function cartBadgeText(count: number | null | undefined): string {
  return badgeText(count, CART_BADGE_MAX);
}

/**
 * What a screen reader hears after the cart link's text, for a badge hidden from it: the name
 * starts with the words on screen (WCAG 2.5.3) and says what the number counts.
 */
export function cartCountSpoken(count: number | null | undefined): string {
  return `（${cartBadgeText(count) || '0'} 件商品）`;
}

export function fallbackIconBottom(backToTopShown: boolean): number {
  return backToTopShown ? FALLBACK_ICON_BOTTOM_ABOVE_BACK_TOP : FALLBACK_ICON_BOTTOM;
}

export interface ChatVisitor {
  clientId?: string | null;
  /** The page the visitor opens the chat from. */
  pageUrl: string;
  name?: string | null;
  phone?: string | null;
}

/** The external chat URL with the visitor parameters as query (existing ones are kept). */
export function chatUrlFor(base: string, visitor: ChatVisitor): string {
  const [withoutHash = '', hash] = base.split('#', 2);
  const query = new URLSearchParams();
  const add = (key: string, value: string | null | undefined) => {
    if (value) query.set(key, value);
  };
  add('clientId', visitor.clientId);
  add('url', visitor.pageUrl);
  add('name', visitor.name);
  add('phone', visitor.phone);
  const joined = query.toString();
  const separator = withoutHash.includes('?') ? (withoutHash.endsWith('?') ? '' : '&') : '?';
  return `${withoutHash}${joined ? separator + joined : ''}${hash === undefined ? '' : `#${hash}`}`;
}

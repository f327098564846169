import type { PopupExtra, PopupInfo } from '@/api/types';
import { resizedUrl } from './image-params';
import { TOP_TYPE, type TopType } from './roles';

/** Seconds a popup stays open when it configures no displayDuration (spec §9). */
export const POPUP_DEFAULT_SECONDS = 10;

/** The version-update announcement is the popup with this id (read via changePopupInfoApi). */
export const VERSION_UPDATE_POPUP_ID = 2;

/** What an image popup's <img> loads: a resized copy of our files for its 592 px column. */
export function popupImage(url: string): { src: string; srcSet?: string; sizes?: string } {
  const src = resizedUrl(url, 600);
  if (src === url) return { src };
  return {
    src,
    srcSet: `${src} 600w, ${resizedUrl(url, 1200)} 1200w`,
    sizes: '(max-width: 672px) calc(100vw - 80px), 592px',
  };
}

/** Page sections whose popups are configured under another scene name. */
const SCENE_ALIASES: Readonly<Record<string, string>> = {
  designs: 'design',
  designhall: 'design',
  activitys: 'activity',
};

/**
 * The popup scene of a page: 'home' for '/', else its first path segment in lower case
 * (scenes are lower-case names), with the design and activity sections aliased.
 */
export function popupScene(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const first = path
    .split('/')
    .find((segment) => segment !== '')
    ?.toLowerCase();
  if (!first) return 'home';
  return SCENE_ALIASES[first] ?? first;
}

/** The showroom (supplier enterprise id) a `/supplier/:tenantId…` page shows, else null. */
export function showroomTenantId(pathname: string): number | null {
  const match = /^\/supplier\/(\d{1,9})(?:[/?#]|$)/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/**
 * Who a popup is for (popups.audience). 'owner' is the supplier whose own showroom is being
 * viewed: prompts such as 完善企业展厅 mean nothing to its visitors.
 */
export type PopupAudience = 'all' | 'visitor' | 'user' | 'supplier' | 'buyer' | 'owner';

export interface PopupViewer {
  topType: TopType;
  /** The enterprise identity the user acts for. */
  enterpriseId: number | null;
}

/** The audiences a viewer belongs to on a page; `showroomId` is the showroom it shows, if any. */
export function popupAudiences(
  viewer: PopupViewer | null,
  showroomId: number | null = null,
): PopupAudience[] {
  if (!viewer) return ['all', 'visitor'];
  if (viewer.topType === TOP_TYPE.buyer) return ['all', 'user', 'buyer'];
  if (viewer.topType !== TOP_TYPE.supplier) return ['all', 'user'];
  const owner = showroomId !== null && viewer.enterpriseId === showroomId;
  return owner ? ['all', 'user', 'supplier', 'owner'] : ['all', 'user', 'supplier'];
}

/** The countdown of a popup in whole seconds: the configured displayDuration wins when positive. */
export function popupDurationSeconds(extra: PopupExtra | null | undefined): number {
  const configured = Number(extra?.displayDuration);
  return Number.isFinite(configured) && configured > 0
    ? Math.ceil(configured)
    : POPUP_DEFAULT_SECONDS;
}

/** displayMethod 1 makes closing the popup count as a click (spec §4). */
export function closeCountsAsClick(extra: PopupExtra | null | undefined): boolean {
  return Number(extra?.displayMethod) === 1;
}

export type PopupMode = 'image' | 'text';

/** A popup with a PC image shows only the image; otherwise its title, text and button. */
export function popupMode(extra: PopupExtra | null | undefined): PopupMode {
  return extra?.pcImgUrl ? 'image' : 'text';
}

/** How a popup ended: its button or image was clicked, or it was closed (by hand or countdown). */
export type PopupEnd = 'click' | 'close';

/** Whether ending a popup this way records its read state (spec §4). */
export function recordsRead(popup: PopupInfo, end: PopupEnd): boolean {
  return end === 'click' || (end === 'close' && closeCountsAsClick(popup.extraJson));
}

/** Popups queued for display, in order, without repeats and without ones already handled. */
export function popupQueue(
  popups: readonly PopupInfo[] | null | undefined,
  handled: ReadonlySet<PopupInfo['id']> = new Set(),
): PopupInfo[] {
  const seen = new Set<PopupInfo['id']>();
  const queue: PopupInfo[] = [];
  for (const popup of popups ?? []) {
    if (seen.has(popup.id) || handled.has(popup.id)) continue;
    seen.add(popup.id);
    queue.push({ ...popup, extraJson: popup.extraJson ?? {} });
  }
  return queue;
}

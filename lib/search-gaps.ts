/**
 * The queries ops should look at to grow the synonym table (server/services/search-gaps):
 * searches that found nothing, and searches that found products nobody clicked.
 */
export const SEARCH_GAP_KINDS = ['zero', 'lowClick'] as const;
export type SearchGapKind = (typeof SEARCH_GAP_KINDS)[number];

export const SEARCH_GAP_NAME: Record<SearchGapKind, string> = {
  zero: '无结果搜索词',
  lowClick: '低点击搜索词',
};

/** A query is low-click once searched this often with results… */
export const LOW_CLICK_MIN_SEARCHES = 5;
/** …and clicked on fewer than this share of those searches. */
export const LOW_CLICK_RATE = 0.1;

/** The window ops look back over, in days. */
export const SEARCH_GAP_DAYS = [7, 30, 90] as const;

/** A click-through rate as a percentage text (12.5%). */
export function clickRateText(searches: number, clicks: number): string {
  return searches ? `${Math.round((clicks / searches) * 1000) / 10}%` : '—';
}

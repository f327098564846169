import { LEAD_BROWSE_LIMIT, trimBrowse } from './lead';

/** The visit history keeps about this many URLs, newest last (spec §9). */
export const VISIT_HISTORY_CAP = LEAD_BROWSE_LIMIT;

/** Storage key of the visit history (local storage, so it spans sessions until a lead is sent). */
export const VISIT_HISTORY_KEY = 'visitHistory';

/** Adds a visited URL: a repeat of the newest entry is dropped, the oldest fall off the cap. */
export function appendVisit(history: readonly string[], url: string): string[] {
  return trimBrowse([...history, url]);
}

/** The lead's `browse` field: the visited URLs comma-joined. */
export function browseParam(history: readonly string[]): string {
  return history.join(',');
}

/** What storage holds, as a history (anything unreadable is an empty one). */
export function parseVisitHistory(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string')
      : [];
  } catch {
    return [];
  }
}

export type VisitStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface VisitHistoryStore {
  read: () => string[];
  record: (url: string) => string[];
  clear: () => void;
}

/** The visit history on a Web Storage; a full or missing storage only loses the new entry. */
export function createVisitHistory(
  storage: VisitStorage | undefined,
  key: string = VISIT_HISTORY_KEY,
): VisitHistoryStore {
  const read = () => parseVisitHistory(storage?.getItem(key));
  return {
    read,
    record: (url) => {
      const next = appendVisit(read(), url);
      try {
        storage?.setItem(key, JSON.stringify(next));
      } catch {
        // Quota exceeded: the lead is still sent with the history stored so far.
      }
      return next;
    },
    clear: () => storage?.removeItem(key),
  };
}

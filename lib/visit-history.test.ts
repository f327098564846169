import { describe, expect, it } from 'vitest';
import {
  VISIT_HISTORY_CAP,
  appendVisit,
  browseParam,
  createVisitHistory,
  parseVisitHistory,
  type VisitStorage,
} from './visit-history';

function memoryStorage(initial: Record<string, string> = {}): VisitStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('appendVisit', () => {
  it('adds the newest URL last', () => {
    expect(appendVisit(['/a'], '/b')).toEqual(['/a', '/b']);
  });

  it('drops a consecutive repeat but keeps a later revisit', () => {
    expect(appendVisit(['/a', '/b'], '/b')).toEqual(['/a', '/b']);
    expect(appendVisit(['/a', '/b'], '/a')).toEqual(['/a', '/b', '/a']);
  });

  it('keeps at most 30 URLs, dropping the oldest', () => {
    expect(VISIT_HISTORY_CAP).toBe(30);
    let history: string[] = [];
    for (let i = 1; i <= 35; i++) history = appendVisit(history, `/p/${i}`);
    expect(history).toHaveLength(30);
    expect(history[0]).toBe('/p/6');
    expect(history.at(-1)).toBe('/p/35');
  });

  it('ignores blank URLs and does not change the input', () => {
    const before = ['/a'];
    expect(appendVisit(before, '  ')).toEqual(['/a']);
    appendVisit(before, '/b');
    expect(before).toEqual(['/a']);
  });
});

describe('browseParam', () => {
  it('joins the URLs with commas', () => {
    expect(browseParam(['http://x/a', 'http://x/b?c=1'])).toBe('http://x/a,http://x/b?c=1');
    expect(browseParam([])).toBe('');
  });
});

describe('parseVisitHistory', () => {
  it('reads a stored list and rejects anything else', () => {
    expect(parseVisitHistory('["/a","/b"]')).toEqual(['/a', '/b']);
    expect(parseVisitHistory('["/a",3,null]')).toEqual(['/a']);
    expect(parseVisitHistory('{"a":1}')).toEqual([]);
    expect(parseVisitHistory('not json')).toEqual([]);
    expect(parseVisitHistory(null)).toEqual([]);
  });
});

describe('createVisitHistory', () => {
  it('records, reads and clears through the storage', () => {
    const storage = memoryStorage();
    const history = createVisitHistory(storage, 'visits');
    history.record('/a');
    history.record('/a');
    history.record('/b');
    expect(history.record('/c')).toEqual(['/a', '/b', '/c']);
    expect(JSON.parse(storage.data.get('visits') ?? '')).toEqual(['/a', '/b', '/c']);
    for (let i = 0; i < 40; i++) history.record(`/p/${i}`);
    expect(history.read()).toHaveLength(30);
    expect(history.read().at(-1)).toBe('/p/39');
    history.clear();
    expect(history.read()).toEqual([]);
    expect(storage.data.has('visits')).toBe(false);
  });

  it('survives a full storage and a missing one', () => {
    const full = memoryStorage({ visits: '["/a"]' });
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(createVisitHistory(full, 'visits').record('/b')).toEqual(['/a', '/b']);
    const none = createVisitHistory(undefined);
    expect(none.record('/a')).toEqual(['/a']);
    expect(none.read()).toEqual([]);
  });
});

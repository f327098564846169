import 'server-only';
import { sql } from 'drizzle-orm';
import type { SearchUnderstanding } from '@/lib/search-understanding';
import { publish } from '@/server/cache/bus';
import { busCached } from '@/server/cache/bus-cached';
import { db } from '@/server/db';
import { rowsOf } from '@/server/db/sql';
import { productSearch } from '@/server/db/schema';
import { matchQuery, nameWords, readQuery, type QueryTerm } from './query';
import { readVocabulary, type CategoryName, type Vocabulary } from './vocabulary';

// The vocabulary follows edits to categories, brands and synonyms within 10 s without a
// restart; an edit drops it at once in every process (invalidateVocabulary).
/** The trade's words, read at most every 10 s; an old copy is served while a new one loads. */
export const currentVocabulary: () => Promise<Vocabulary> = busCached('vocabulary', 10_000, () =>
  readVocabulary(db),
);

/** Drops the vocabulary in every process (a synonym, brand or category saved). */
export function invalidateVocabulary(): void {
  publish('vocabulary', {});
}

/**
 * Category intent: which categories a query names, and how surely: 5 by its words together,
 * 4 by name, 3 its kind, 2 its family, 1 its sector.
 */
export interface CategoryIntent {
  level1: number[];
  level2: number[];
  level3: number[];
  /** category id → score */
  scores: Map<number, number>;
}

function termIntent(term: QueryTerm, categories: readonly CategoryName[]): Map<number, number> {
  const scores = new Map<number, number>();
  const raise = (id: number, score: number) => scores.set(id, Math.max(scores.get(id) ?? 0, score));
  for (const meaning of term.meanings) {
    if (!/\p{Script=Han}/u.test(meaning)) continue;
    for (const c of categories) {
      if (c.name === meaning) raise(c.id, 4);
      else if (meaning.length > 1 && c.name.endsWith(meaning)) raise(c.id, 3);
      else if (c.level < 3 && meaning.length > 1 && c.name.startsWith(meaning)) {
        raise(c.id, c.level === 2 ? 2 : 1);
      } else if (meaning.endsWith(c.name) && c.level > 1) raise(c.id, 2);
    }
  }
  return scores;
}

/**
 * The query's words run together as typed and in reverse (实木 地板 → 实木地板, 地板实木), for
 * two or three words: a name holding one holds the words side by side.
 */
export function phrasesOf(terms: readonly QueryTerm[], vocab: Vocabulary): string[] {
  const words = terms.filter((t) => !t.spec).map((t) => t.text);
  if (words.length < 2 || words.length > 3) return [];
  const runs = [words.join(''), [...words].reverse().join('')];
  // shimu diban: the pinyin run together may spell a trade word (实木地板).
  return [...new Set(runs.flatMap((run) => [run, ...(vocab.byPinyin.get(run) ?? [])]))];
}

/**
 * The categories a query names. A category named by the word comes first (涂料 before 防水涂料);
 * one whose name ends with it is that kind of thing (木塑地板 is a 地板, 瓷砖胶 is not a 瓷砖);
 * a level-1 or level-2 name that begins with it is its family (卫浴 → 卫浴洁具), and so is a
 * category the word ends with (隔音窗 → 窗). Synonyms count as the word.
 */
export function categoryIntent(terms: readonly QueryTerm[], vocab: Vocabulary) {
  const { categories } = vocab;
  // Words that together name a category in either order (地板 实木 → 实木地板) name it surest.
  let scores = new Map<number, number>();
  const together = new Set(phrasesOf(terms, vocab).flatMap((p) => vocab.expansions.get(p) ?? [p]));
  for (const c of categories) if (together.has(c.name)) scores.set(c.id, 5);
  // The head of a Chinese query is its last word (玻璃门 is a 门, 森华 地板 a 地板): the last
  // term that names a category decides; the words before it only narrow.
  for (const term of [...terms].reverse()) {
    if (scores.size || term.spec) continue;
    scores = termIntent(term, categories);
  }
  const at = (level: number) =>
    categories.filter((c) => c.level === level && scores.has(c.id)).map((c) => c.id);
  return { level1: at(1), level2: at(2), level3: at(3), scores } satisfies CategoryIntent;
}

/** How a keyword is searched: the match query, what ranks, and what was understood. */
export interface SearchPlan {
  match: string | null;
  /** Per term, words whose presence in a product name ranks it higher. */
  nameWords: string[][];
  /** Brands the query names, whose products rank above others holding the words elsewhere. */
  brandIds: number[];
  /** The query's words side by side, in either order (phrasesOf). */
  phrases: string[];
  intent: CategoryIntent;
  /** Words to highlight in names (the query's words and the synonyms that matched). */
  highlight: string;
  understanding: SearchUnderstanding;
}

const EMPTY_INTENT: CategoryIntent = { level1: [], level2: [], level3: [], scores: new Map() };

const matching = (query: string) =>
  sql`${productSearch.searchVector} @@ to_tsquery('simple', ${query})`;

/**
 * Whether anything matches each query, in one statement. With LIMIT 1 the planner likes a scan
 * that stops at the first match (the whole table, or an index in some order): when nothing
 * matches, the very case the ladder is for, it reads every row. A materialized CTE is planned as
 * if every match were wanted, which picks the GIN bitmap; exists() then stops at its first row.
 */
async function anyMatches(queries: readonly string[]): Promise<boolean[]> {
  const ctes = sql.join(
    queries.map(
      (query, i) =>
        sql`${sql.identifier(`m${i}`)} as materialized (select 1 from ${productSearch} where ${matching(query)})`,
    ),
    sql`, `,
  );
  const found = sql.join(
    queries.map((_, i) => sql`exists (select 1 from ${sql.identifier(`m${i}`)})`),
    sql`, `,
  );
  const [row] = await rowsOf<{ found: boolean[] }>(
    db,
    sql`with ${ctes} select array[${found}] as found`,
  );
  return queries.map((_, i) => row?.found[i] === true);
}

/**
 * The existence checks of one plan: each query is checked once however many steps ask (the
 * sound and near-spelling readings are often the same), and `prefetch` checks several in one
 * round trip where the next steps will want them all.
 */
function matchChecks() {
  const known = new Map<string, Promise<boolean>>();
  const prefetch = (queries: readonly string[]) => {
    const wanted = [...new Set(queries)].filter((q) => !known.has(q));
    if (!wanted.length) return;
    const answers = anyMatches(wanted);
    for (const [i, query] of wanted.entries()) {
      const found = answers.then((all) => all[i]!);
      // A failed statement fails the checks that await it; one nobody awaits is no error.
      found.catch(() => undefined);
      known.set(query, found);
    }
  };
  return {
    prefetch,
    any(query: string): Promise<boolean> {
      prefetch([query]);
      return known.get(query)!;
    },
  };
}
type MatchChecks = ReturnType<typeof matchChecks>;

/**
 * Drops the least informative words until something matches: words that match nothing go
 * first; then, keeping any word that names a category, the word that says least: a brand or
 * a describing word before the thing (森华 涂料 → 涂料, 耐磨防潮 门 → 门), the shorter first.
 * Each step is an existence check on the index, never a count: counting a common word's
 * matches reads thousands of rows. Returns the kept terms, or null when no word matches alone.
 */
async function relax(
  terms: QueryTerm[],
  vocab: Vocabulary,
  checks: MatchChecks,
): Promise<QueryTerm[] | null> {
  const alone = terms.map((term) => matchQuery([term])!);
  checks.prefetch(alone);
  const found: { term: QueryTerm; names: boolean; order: number }[] = [];
  for (const [order, term] of terms.entries()) {
    if (await checks.any(alone[order]!)) {
      found.push({ term, names: categoryIntent([term], vocab).scores.size > 0, order });
    }
  }
  // A lone character (不, 的) matches too much to stand for the query.
  const meaningful = (list: typeof found) => list.some((k) => Array.from(k.term.text).length > 1);
  let kept = found;
  while (kept.length && meaningful(kept)) {
    if (kept.length < terms.length && (await checks.any(matchQuery(kept.map((k) => k.term))!))) {
      return kept.map((k) => k.term);
    }
    if (kept.length === 1) return null;
    const droppable = kept.filter((k) => !k.names);
    const pool = droppable.length ? droppable : kept;
    const least = pool.reduce((a, b) =>
      Array.from(b.term.text).length < Array.from(a.term.text).length ? b : a,
    );
    kept = kept.filter((k) => k !== least);
  }
  return null;
}

const textOf = (terms: readonly QueryTerm[]) => terms.map((t) => t.text).join(' ');

function planOf(
  terms: QueryTerm[],
  vocab: Vocabulary,
  understanding: SearchUnderstanding,
): SearchPlan {
  return {
    match: matchQuery(terms),
    nameWords: nameWords(terms),
    phrases: phrasesOf(terms, vocab),
    brandIds: [
      ...new Set(terms.flatMap((t) => t.meanings.flatMap((m) => vocab.brands.get(m) ?? []))),
    ],
    intent: categoryIntent(terms, vocab),
    highlight: [...new Set(terms.flatMap((t) => [t.text, ...t.meanings]))].join(' '),
    understanding,
  };
}

/**
 * Reads a keyword and widens it step by step until products match: as typed (words and
 * synonyms); then by sound and near spellings (diban, 瓷转, 涂科); then long words by their
 * characters (隔音窗); then without its least informative words, saying so. Each step costs
 * indexed existence checks only, and is used only when the one before found nothing.
 */
export async function planSearch(keyword: string): Promise<SearchPlan> {
  const vocab = await currentVocabulary();
  const strict = readQuery(keyword, vocab, 'strict');
  const asTyped = { query: keyword, dropped: [], shown: null, corrected: null };
  if (!strict.length) {
    return {
      match: null,
      nameWords: [],
      brandIds: [],
      phrases: [],
      intent: EMPTY_INTENT,
      highlight: '',
      understanding: asTyped,
    };
  }
  const checks = matchChecks();
  if (await checks.any(matchQuery(strict)!)) return planOf(strict, vocab, asTyped);
  // Most keywords match as typed; one that does not is read by sound and near spellings, and
  // then word by word, so those checks go together.
  const widest = readQuery(keyword, vocab, 'loose');
  const readings = [readQuery(keyword, vocab, 'sound'), widest];
  checks.prefetch([
    ...readings.map((terms) => matchQuery(terms)!),
    ...widest.map((t) => matchQuery([t])!),
  ]);
  for (const terms of readings) {
    if (!(await checks.any(matchQuery(terms)!))) continue;
    const read = terms.map((t) => t.corrected ?? t.text).join(' ');
    return planOf(terms, vocab, { ...asTyped, corrected: read === textOf(terms) ? null : read });
  }
  const kept = await relax(widest, vocab, checks);
  if (!kept) return planOf(strict, vocab, asTyped);
  const shown = textOf(kept);
  const dropped = widest.filter((t) => !kept.includes(t)).map((t) => t.text);
  return planOf(kept, vocab, { ...asTyped, shown, dropped });
}

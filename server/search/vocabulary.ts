import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { brands, categories, searchSynonyms } from '@/server/db/schema';
import { foldText } from './analyze-text';
import { fullPinyin, isHan, segmenter } from './words';

export interface CategoryName {
  id: number;
  pid: number;
  name: string;
  level: number;
}

export interface SynonymRow {
  kind: 'same' | 'broader';
  term: string;
  synonyms: string[];
}

/** What the search knows about the trade's words, read from categories, brands and synonyms. */
export interface Vocabulary {
  /** Categories shown at the front, folded names. */
  categories: CategoryName[];
  /** A word and the words it also finds (itself first); absent when it has no synonyms. */
  expansions: Map<string, string[]>;
  /** Full pinyin → the trade words spelt so (diban → 地板). */
  byPinyin: Map<string, string[]>;
  /** Every trade word, for the segmenter's dictionary. */
  words: string[];
  known: Set<string>;
  /** Folded brand name → brand ids. */
  brands: Map<string, number[]>;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/**
 * Synonym closure: `same` rows join their words into one group; a `broader` term also finds
 * each narrower word's group. One level of broader terms: 卫浴 ⊃ 马桶 = 坐便器.
 */
function expansionsOf(rows: readonly SynonymRow[]): Map<string, string[]> {
  const group = new Map<string, Set<string>>();
  for (const row of rows.filter((r) => r.kind === 'same')) {
    const words = [row.term, ...row.synonyms].map(foldText).filter(Boolean);
    const merged = new Set(words.flatMap((w) => [...(group.get(w) ?? [w])]));
    for (const w of merged) group.set(w, merged);
  }
  const out = new Map<string, string[]>();
  for (const [word, members] of group)
    out.set(word, [word, ...[...members].filter((m) => m !== word)]);
  for (const row of rows.filter((r) => r.kind === 'broader')) {
    const term = foldText(row.term);
    const found = new Set(out.get(term) ?? [term]);
    for (const narrower of row.synonyms.map(foldText).filter(Boolean)) {
      for (const w of group.get(narrower) ?? [narrower]) found.add(w);
    }
    out.set(term, [...found]);
  }
  return out;
}

/** The vocabulary of some categories, brands and synonym rows (pure; the seed and the server share it). */
export function buildVocabulary(input: {
  categories: readonly CategoryName[];
  brands: readonly { id: number; name: string }[];
  synonyms: readonly SynonymRow[];
}): Vocabulary {
  const folded = input.categories.map((c) => ({ ...c, name: foldText(c.name) }));
  const expansions = expansionsOf(input.synonyms);
  const words = [
    ...new Set(
      [
        ...folded.map((c) => c.name),
        ...input.brands.map((b) => foldText(b.name)),
        ...[...expansions.values()].flat(),
      ].filter(isHan),
    ),
  ];
  const byPinyin = new Map<string, string[]>();
  for (const word of words) {
    const spelt = fullPinyin(word);
    // Only all-Han words: the pinyin of 石塑 inside spc石塑地板 would name the wrong word.
    if (spelt && /^\p{Script=Han}+$/u.test(word)) addTo(byPinyin, spelt, word);
  }
  segmenter().addWords(words);
  const brands = new Map<string, number[]>();
  for (const b of input.brands) addTo(brands, foldText(b.name), b.id);
  return { categories: folded, expansions, byPinyin, words, known: new Set(words), brands };
}

/** Reads the vocabulary from a database (the seed passes its own connection). */
export async function readVocabulary(db: Db): Promise<Vocabulary> {
  const [categoryRows, brandRows, synonymRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        pid: categories.pid,
        name: categories.name,
        level: categories.level,
      })
      .from(categories)
      .where(eq(categories.status, 1))
      .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id)),
    db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.status, 1)),
    db
      .select({
        kind: searchSynonyms.kind,
        term: searchSynonyms.term,
        synonyms: searchSynonyms.synonyms,
      })
      .from(searchSynonyms)
      .orderBy(asc(searchSynonyms.id)),
  ]);
  return buildVocabulary({ categories: categoryRows, brands: brandRows, synonyms: synonymRows });
}

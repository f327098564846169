import 'server-only';
import { readSpecs } from '@/lib/spec-normalize';
import { foldText, runsOf } from './analyze-text';
import type { Vocabulary } from './vocabulary';
import { bigrams, fullPinyin, isHan, PINYIN_PREFIX, segmenter } from './words';

/** Words too common to carry meaning in a query (的, 和 …). */
const STOP_WORDS = new Set(['的', '和', '与', '及', '或', '之', '等', '类', '用', '款']);
const LETTERS = /^[a-z]+$/;

/**
 * One word of a query and the ways a product may match it: any of `groups`, each an AND of
 * index tokens; a token ending in `:*` is a prefix. No token is weight-restricted: PostgreSQL
 * then answers from the GIN index alone, without reading the vectors.
 */
export interface QueryTerm {
  /** The word as the buyer typed it (folded). */
  text: string;
  /** The words it stands for: itself, its synonyms, or the Han words of its pinyin. */
  meanings: string[];
  groups: string[][];
  /** A trade word it was read as by sound or by one changed character (瓷转 → 瓷砖). */
  corrected?: string;
  /** A specification (800x800, 12mm), matched exactly. */
  spec?: boolean;
}

/**
 * How widely a query is read, each level including the one before: `strict` as typed (words
 * and synonyms); `sound` adds pinyin matches for Latin words and sound-alike or one-character-off
 * trade words for Han words (瓷转, 涂科); `loose` lets a long word match by its characters.
 */
export type QueryMode = 'strict' | 'sound' | 'loose';
const LEVEL: Record<QueryMode, number> = { strict: 0, sound: 1, loose: 2 };

/** Tokens that match a Han or mixed word through the index: its bigrams (a lone character itself). */
function wordGroup(word: string): string[] {
  const { han, latin } = runsOf(word);
  return [...new Set([...latin, ...han.flatMap(bigrams)])];
}

const expand = (vocab: Vocabulary, word: string) => vocab.expansions.get(word) ?? [word];
const chars = (word: string) => Array.from(word);

function term(text: string, meanings: readonly string[], extra: string[][] = []): QueryTerm {
  const unique = [...new Set(meanings)];
  return { text, meanings: unique, groups: [...unique.map(wordGroup), ...extra] };
}

/**
 * A Latin string cut into the pinyin of trade words (bolimen → 玻璃 门), fewest pieces first;
 * null when it cannot be cut so.
 */
export function splitPinyin(latin: string, vocab: Vocabulary): string[] | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= latin.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 30); start < end; start++) {
      const before = best[start];
      const words = before && vocab.byPinyin.get(latin.slice(start, end));
      if (words && (!best[end] || before.length + 1 < best[end]!.length)) {
        best[end] = [...before, words[0]!];
      }
    }
  }
  return best[latin.length] ?? null;
}

/** Trade words of the same length that differ by one character (涂科 → 涂料). */
function nearWords(word: string, vocab: Vocabulary): string[] {
  const letters = chars(word);
  if (letters.length < 2) return [];
  return vocab.words.filter((w) => {
    const other = chars(w);
    return other.length === letters.length && other.filter((c, i) => c !== letters[i]).length === 1;
  });
}

function latinTerms(word: string, vocab: Vocabulary, level: number, prefix: boolean): QueryTerm[] {
  const star = prefix ? ':*' : '';
  const own = [`${word}${star}`];
  if (!LETTERS.test(word)) return [{ text: word, meanings: [word], groups: [own] }];
  // A Latin word that spells trade words (diban → 地板) stands for them at once.
  const spelt = (vocab.byPinyin.get(word) ?? []).flatMap((w) => expand(vocab, w));
  // Initials and pinyin of names (cz, cizh…) only when the Latin reading found nothing.
  const pinyin = level >= LEVEL.sound ? [[`${PINYIN_PREFIX}${word}${star}`]] : [];
  const found = term(word, [word, ...spelt], [own, ...pinyin]);
  found.groups = found.groups.slice(1);
  if (spelt.length || prefix) return [found];
  const pieces = splitPinyin(word, vocab);
  if (!pieces || pieces.length < 2) return [found];
  // bolimen: the pinyin of several words, each a word of the query.
  return pieces.map((han) => term(han, expand(vocab, han)));
}

/**
 * A Han word of the query. Past `strict`, a word the trade does not know is also read by its
 * sound (瓷转 → 瓷砖) or, when it is not a dictionary word at all (a run of single characters,
 * or three characters or more), as a trade word one character away (涂科 → 涂料, 铝口板 →
 * 铝扣板); a known trade word (a brand, a category) is never read as another.
 */
function hanTerm(word: string, vocab: Vocabulary, level: number, unknown: boolean): QueryTerm {
  const own = expand(vocab, word);
  if (level < LEVEL.sound) return term(word, own);
  const spelt = fullPinyin(word);
  const trade = vocab.known.has(word);
  const sounds = trade ? [] : (vocab.byPinyin.get(spelt) ?? []).filter((w) => w !== word);
  const near =
    trade || sounds.length || !(unknown || chars(word).length > 2) ? [] : nearWords(word, vocab);
  const readings = [...sounds, ...near];
  const loose = level >= LEVEL.loose && chars(word).length > 2 ? [chars(word)] : [];
  const found = term(
    word,
    [...own, ...readings.flatMap((w) => expand(vocab, w))],
    [...(spelt.length > 1 ? [[`${PINYIN_PREFIX}${spelt}`]] : []), ...loose],
  );
  if (readings.length) found.corrected = readings[0];
  return found;
}

interface Unit {
  text: string;
  /** Joined from single characters: not a word the dictionary knows. */
  unknown: boolean;
}

/** The query's words, runs of single characters (an unknown word: 马通, 瓷转) joined again. */
function unitsOf(words: readonly string[]): Unit[] {
  const units: Unit[] = [];
  let joining = false;
  for (const word of words) {
    const single = isHan(word) && chars(word).length === 1;
    const last = units[units.length - 1];
    if (single && joining && last) {
      last.text += word;
      last.unknown = true;
    } else units.push({ text: word, unknown: false });
    joining = single;
  }
  return units;
}

/**
 * Reads a query into terms: specifications first, then words (the trade's dictionary keeps
 * compounds whole), each widened by its synonyms and, past `strict`, by sound. `prefix` lets the
 * last Latin word be half typed (suggestions).
 */
export function readQuery(
  raw: string,
  vocab: Vocabulary,
  mode: QueryMode = 'strict',
  prefix = false,
): QueryTerm[] {
  const level = LEVEL[mode];
  const { tokens: specs, rest } = readSpecs(raw);
  const units = unitsOf(
    segmenter()
      .queryWords(foldText(rest))
      .filter((w) => !STOP_WORDS.has(w)),
  );
  const terms = units.flatMap((unit, i) =>
    isHan(unit.text)
      ? [hanTerm(unit.text, vocab, level, unit.unknown)]
      : latinTerms(unit.text, vocab, level, prefix && i === units.length - 1),
  );
  for (const spec of specs) {
    terms.push({ text: spec, meanings: [spec], groups: [[spec]], spec: true });
  }
  return terms;
}

const quote = (token: string) => {
  const [word, weight] = token.split(':');
  return weight ? `'${word}':${weight}` : `'${word}'`;
};

/** A term as a tsquery: (g1 | g2 …), each group an AND of its tokens. */
function termQuery(term: QueryTerm): string {
  const groups = [...new Set(term.groups.map((g) => g.map(quote).join(' & ')))].filter(Boolean);
  return groups.length === 1 ? groups[0]! : `(${groups.map((g) => `(${g})`).join(' | ')})`;
}

/** Every term must match: the `to_tsquery('simple', …)` text, or null when nothing is left. */
export function matchQuery(terms: readonly QueryTerm[]): string | null {
  return terms.length ? terms.map(termQuery).join(' & ') : null;
}

/** Per term, the words a well-matched product name holds (the term or any of its meanings). */
export function nameWords(terms: readonly QueryTerm[]): string[][] {
  return terms.filter((t) => !t.spec).map((t) => [...new Set([t.text, ...t.meanings])]);
}

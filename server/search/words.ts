import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Jieba } from '@node-rs/jieba';
import { pinyin } from 'pinyin-pro';

// Chinese words for search. jieba's own dictionary plus the trade's words (category names,
// brands, attribute values, synonyms) keeps 实木地板, 抛光砖 and 螺纹钢 whole. HMM guessing is
// off on purpose: an unknown run falls apart into single characters, which the index also
// holds, instead of into invented words that cross a word boundary (免漆门 → 免 漆门).

const HAN = /\p{Script=Han}/u;
const WORD_CHARS = /^[\p{L}\p{N}]+$/u;
const NOT_WORD_CHARS = /[^\p{L}\p{N}]+/u;

export const isHan = (text: string) => HAN.test(text);

/** A user-dictionary line: the word with a frequency high enough to beat jieba's own splits. */
const dictLine = (word: string) => `${word} 200000\n`;

export interface Segmenter {
  /** Words of a text in search mode (long words and their dictionary parts), lower-cased. */
  words(text: string): string[];
  /** Words of a query: the longest dictionary words, no overlapping parts. */
  queryWords(text: string): string[];
  /** Adds trade words to the dictionary (category names, brands, synonyms). */
  addWords(words: Iterable<string>): void;
}

const clean = (words: string[]) =>
  words.map((w) => w.trim().toLowerCase()).filter((w) => w && WORD_CHARS.test(w));

let shared: Segmenter | undefined;

// Read here rather than through the package's dict.js, which also reads its 6 MB idf table and
// keeps both files for the life of the process: jieba needs the dictionary only to build its own
// tables (about 11 MB less resident memory). Output tracing follows this path: the standalone
// build holds dict.txt and not the idf table.
const DICT_FILE = path.join(process.cwd(), 'node_modules/@node-rs/jieba/dict.txt');

/**
 * The process's segmenter: jieba's 350,000 words are loaded once (~0.2 s, on first use) and
 * trade words are added to the same dictionary as they become known.
 */
export function segmenter(): Segmenter {
  if (shared) return shared;
  const jieba = Jieba.withDict(readFileSync(DICT_FILE));
  const known = new Set<string>();
  shared = {
    words: (text) => clean(jieba.cutForSearch(text, false)),
    queryWords: (text) => clean(jieba.cut(text, false)),
    addWords(words) {
      // A dictionary line is `word frequency`: a name with spaces or marks in it (a brand, a
      // category an operator typed) goes in as its runs of letters and digits, or jieba would
      // refuse the whole batch and every search after it.
      const runs = [...words].flatMap((w) => w.split(NOT_WORD_CHARS));
      const fresh = [...new Set(runs)].filter((w) => isHan(w) && w.length > 1 && !known.has(w));
      if (!fresh.length) return;
      fresh.forEach((w) => known.add(w));
      jieba.loadDict(Buffer.from(fresh.map(dictLine).join('')));
    },
  };
  return shared;
}

/** CJK bigrams of a word (a lone character stays whole): the recall fallback of the index. */
export function bigrams(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => `${chars[i]}${c}`);
}

/**
 * Pinyin index tokens carry this prefix, so a Latin word (led, spc) never meets the pinyin of
 * a name by chance and pinyin is matched only when the query asks for it, without weights.
 */
export const PINYIN_PREFIX = 'py';

/** Full pinyin without tones, run together (地板 → diban). */
export function fullPinyin(word: string): string {
  return pinyin(word, { toneType: 'none', type: 'array', nonZh: 'removed', v: true }).join('');
}

/** Pinyin initials (实木地板 → smdb). */
export function pinyinInitials(word: string): string {
  return pinyin(word, {
    pattern: 'first',
    toneType: 'none',
    type: 'array',
    nonZh: 'removed',
    v: true,
  }).join('');
}

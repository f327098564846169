import 'server-only';
import { readSpecs } from '@/lib/spec-normalize';
import { foldText, runsOf } from './analyze-text';
import type { Vocabulary } from './vocabulary';
import { bigrams, fullPinyin, isHan, segmenter } from './words';

/** Words too common to carry meaning in a query (的, 和 …). */
const STOP_WORDS = new Set(['的', '和', '与', '及', '或', '之', '等', '类', '用', '款']);
const LETTERS = /^[a-z]+$/;
const isSingleHan = (word: string | undefined) =>
  !!word && isHan(word) && Array.from(word).length === 1;

/**
 * One word of a query and the ways a product may match it: any of `groups`, each an AND of
 * index tokens. A token ending in `:ABC` matches the name, brand and attribute fields only,
 * `:D` only pinyin, `:*` is a prefix.
 */
export interface QueryTerm {
  /** The word as the buyer typed it (folded). */
  text: string;
  /** The words it stands for: itself, its synonyms, or the Han words of its pinyin. */
  meanings: string[];
  groups: string[][];
  /** A specification (800x800, 12mm), matched exactly. */
  spec?: boolean;
}

/** How far a query is widened when the plain reading finds nothing. */
export type QueryMode = 'strict' | 'pinyin';

/** Tokens that match a Han or mixed word through the index: its bigrams (a lone character itself). */
function wordGroup(word: string): string[] {
  const { han, latin } = runsOf(word);
  return [...new Set([...latin, ...han.flatMap(bigrams)])];
}

function hanTerm(text: string, meanings: readonly string[]): QueryTerm {
  return { text, meanings: [...meanings], groups: meanings.map(wordGroup) };
}

const expand = (vocab: Vocabulary, word: string) => vocab.expansions.get(word) ?? [word];

function latinTerm(word: string, vocab: Vocabulary, mode: QueryMode, prefix: boolean): QueryTerm {
  const star = prefix ? '*' : '';
  const groups = [[`${word}:${star}ABC`]];
  const meanings = [word];
  if (LETTERS.test(word)) {
    // A Latin word that spells trade words (diban → 地板) stands for them at once.
    for (const han of vocab.byPinyin.get(word) ?? []) {
      for (const m of expand(vocab, han)) {
        meanings.push(m);
        groups.push(wordGroup(m));
      }
    }
    // Initials and pinyin of names (cz, cizhuan) only when the Latin reading found nothing.
    if (mode === 'pinyin') groups.push([`${word}:${star}D`]);
  }
  return { text: word, meanings, groups };
}

/** A run of single Han characters that are not words: a typo (瓷转) read by its sound. */
function soundTerm(run: string, vocab: Vocabulary): QueryTerm {
  const spelt = fullPinyin(run);
  const words = (vocab.byPinyin.get(spelt) ?? []).flatMap((w) => expand(vocab, w));
  return {
    text: run,
    meanings: words.length ? words : [run],
    groups: [...words.map(wordGroup), [`${spelt}:D`]],
  };
}

/**
 * Reads a query into terms: specifications first, then words (the trade's dictionary keeps
 * compounds whole), each widened by its synonyms. In `pinyin` mode Latin words also match
 * pinyin and runs of single characters match by sound. `prefix` lets the last Latin word be
 * half typed (suggestions).
 */
export function readQuery(
  raw: string,
  vocab: Vocabulary,
  mode: QueryMode = 'strict',
  prefix = false,
): QueryTerm[] {
  const { tokens: specs, rest } = readSpecs(raw);
  const words = segmenter()
    .queryWords(foldText(rest))
    .filter((w) => !STOP_WORDS.has(w));
  const terms: QueryTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const last = i === words.length - 1;
    if (!isHan(word)) {
      terms.push(latinTerm(word, vocab, mode, prefix && last));
      continue;
    }
    if (mode === 'pinyin') {
      let run = word;
      while (Array.from(run).length === 1 && isSingleHan(words[i + 1])) run += words[++i];
      if (Array.from(run).length > 1) {
        const own = run === word ? expand(vocab, word) : [];
        const sound = soundTerm(run, vocab);
        terms.push({
          text: run,
          meanings: [...new Set([...own, ...sound.meanings])],
          groups: [...own.map(wordGroup), ...sound.groups],
        });
        continue;
      }
    }
    terms.push(hanTerm(word, expand(vocab, word)));
  }
  for (const spec of specs)
    terms.push({ text: spec, meanings: [spec], groups: [[spec]], spec: true });
  return terms;
}

const quote = (token: string) => {
  const [word, weight] = token.split(':');
  return weight ? `'${word}':${weight}` : `'${word}'`;
};

/** A term as a tsquery: (g1 | g2 …), each group an AND of its tokens. */
export function termQuery(term: QueryTerm): string {
  const groups = [...new Set(term.groups.map((g) => g.map(quote).join(' & ')))].filter(Boolean);
  return groups.length === 1 ? groups[0]! : `(${groups.map((g) => `(${g})`).join(' | ')})`;
}

/** Every term must match: the `to_tsquery('simple', …)` text, or null when nothing is left. */
export function matchQuery(terms: readonly QueryTerm[]): string | null {
  return terms.length ? terms.map(termQuery).join(' & ') : null;
}

/**
 * The tokens a well-matched product holds, any of them counting: whole words and their
 * synonyms, for ts_rank's weighing of name over brand over attributes.
 */
export function rankQuery(terms: readonly QueryTerm[]): string | null {
  const tokens = new Set<string>();
  for (const term of terms) {
    for (const m of term.meanings) {
      const { han, latin } = runsOf(m);
      for (const t of [...han, ...latin]) tokens.add(t);
    }
  }
  return tokens.size ? [...tokens].map((t) => `'${t}'`).join(' | ') : null;
}

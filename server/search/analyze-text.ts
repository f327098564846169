import 'server-only';
import { readSpecs } from '@/lib/spec-normalize';
import { bigrams, fullPinyin, isHan, PINYIN_PREFIX, pinyinInitials, segmenter } from './words';

// Index and query text go through the same steps: specifications read first (they need their
// dots and ×), then punctuation folded, then words. Every token is Han characters, [a-z0-9]
// or both, so PostgreSQL's parser keeps it as one lexeme.

const JOINER = /(?<=[\p{L}\p{N}])[-_·.'](?=[\p{L}\p{N}])/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_RUN = /[\p{L}\p{N}]+/gu;

/** NFKC, lower case, joiners dropped (Low-E → lowe, PVC-U → pvcu), other punctuation to spaces. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(JOINER, '').replace(NOT_WORD, ' ').trim();
}

/** The Han runs and the Latin/digit runs of a word (spc石塑地板 → spc, 石塑地板). */
export function runsOf(word: string): { han: string[]; latin: string[] } {
  return {
    han: word.match(HAN_RUN) ?? [],
    latin: (word.replace(HAN_RUN, ' ').match(LATIN_RUN) ?? []).filter(Boolean),
  };
}

export interface FieldOptions {
  /** Single Han characters too (name, brand, categories): a one-character query word finds them. */
  characters?: boolean;
}

/** Index tokens of a field: specifications, words, bigrams (and characters), Latin words. */
export function fieldTokens(text: string, options: FieldOptions = {}): string[] {
  const { tokens: specs, rest } = readSpecs(text);
  const out = new Set(specs);
  const folded = foldText(rest);
  // Bigrams across word boundaries too: older bigram queries (and odd splits) still find the text.
  for (const run of folded.match(HAN_RUN) ?? []) for (const b of bigrams(run)) out.add(b);
  for (const word of segmenter().words(folded)) {
    out.add(word);
    const { han, latin } = runsOf(word);
    for (const run of han) {
      for (const b of bigrams(run)) out.add(b);
      if (options.characters) for (const c of run) out.add(c);
    }
    for (const l of latin) out.add(l);
  }
  return [...out];
}

/** Pinyin tokens of a field: full pinyin and initials of its Han words of two characters or more (pydiban, pydb). */
export function pinyinTokens(text: string): string[] {
  const out = new Set<string>();
  for (const word of segmenter().words(foldText(readSpecs(text).rest))) {
    for (const run of runsOf(word).han) {
      if (run.length < 2) continue;
      out.add(fullPinyin(run));
      out.add(pinyinInitials(run));
    }
  }
  return [...out].filter((t) => t && !isHan(t)).map((t) => `${PINYIN_PREFIX}${t}`);
}

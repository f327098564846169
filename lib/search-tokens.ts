// Chinese keyword search without a Chinese parser: documents and queries are both cut into
// CJK bigrams plus whole Latin/digit words, stored as a 'simple' tsvector (see products.searchVector).

const HAN_RUN = /\p{Script=Han}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const HAN_CHAR = /\p{Script=Han}/u;

function tokenize(text: string): string[] {
  const normalized = text.normalize('NFKC').toLowerCase();
  const out: string[] = [];
  for (const chunk of normalized.split(HAN_RUN)) {
    for (const word of chunk.match(WORD) ?? []) out.push(word);
  }
  for (const run of normalized.match(HAN_RUN) ?? []) {
    const chars = Array.from(run);
    if (chars.length === 1) {
      out.push(run);
      continue;
    }
    for (let i = 0; i < chars.length - 1; i++) out.push(`${chars[i]}${chars[i + 1]}`);
  }
  return out;
}

function unique(tokens: string[]): string[] {
  return [...new Set(tokens)];
}

/** The tokens of some text: CJK bigrams (a lone CJK character stays whole) and Latin/digit words. */
export function searchTokens(...parts: (string | null | undefined)[]): string[] {
  return unique(parts.flatMap((p) => (p ? tokenize(p) : [])));
}

/** Space-joined tokens for a `search_text` column; `to_tsvector('simple', …)` indexes them as-is. */
export function toSearchText(...parts: (string | null | undefined)[]): string {
  return searchTokens(...parts).join(' ');
}

/**
 * A `to_tsquery('simple', …)` argument that ANDs the keyword's tokens; null when nothing is left.
 * Tokens hold only letters and digits, so tsquery operators in the input can never get through.
 * A lone CJK character becomes a prefix match, since documents index it mostly inside bigrams.
 */
export function toTsQuery(keyword: string | null | undefined): string | null {
  const tokens = searchTokens(keyword);
  if (tokens.length === 0) return null;
  return tokens
    .map((t) => (Array.from(t).length === 1 && HAN_CHAR.test(t) ? `'${t}':*` : `'${t}'`))
    .join(' & ');
}

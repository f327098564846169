// One reading of sizes, units and grades for search: the index and the query both go through
// specTokens, so 800x800 = 800×800 = 800*800 = 800 × 800 mm = 80x80cm, 2.0mm = 2mm,
// 25公斤 = 25kg and P.O 42.5 = PO42.5. Tokens hold only [a-z0-9] so that PostgreSQL's text
// parser keeps each one whole (a decimal point becomes `p`: 1.5mm → 1p5mm).

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const TIMES = String.raw`\s*[x×*＊]\s*`;
const LENGTH_UNIT = String.raw`(?:\s*(mm|毫米|cm|厘米))?`;

/** Length units to millimetres. */
const TO_MM: Record<string, number> = { mm: 1, 毫米: 1, cm: 10, 厘米: 10 };

/** Unit spellings after a number, to one short Latin unit; longest spellings first. */
const UNITS: [RegExp, string][] = [
  [/^(?:平方米|平方|平米|㎡|m2|m²)/, 'm2'],
  [/^(?:千瓦时|kwh|度)/, 'kwh'],
  [/^(?:千瓦|kw)/, 'kw'],
  [/^(?:公斤|千克|kg)/, 'kg'],
  [/^(?:mpa|兆帕)/, 'mpa'],
  [/^(?:mm|毫米)/, 'mm'],
  [/^(?:cm|厘米)/, 'cm'],
  [/^(?:吨|t(?![a-z]))/, 't'],
  [/^(?:瓦|w(?![a-z]))/, 'w'],
  [/^(?:升|l(?![a-z]))/, 'l'],
  [/^(?:米|m(?![a-z\d]))/, 'm'],
  [/^(?:克|g(?![a-z]))/, 'g'],
  [/^k(?![a-z])/, 'k'],
];

const DIMENSIONS = new RegExp(
  `${NUM}${LENGTH_UNIT}${TIMES}${NUM}${LENGTH_UNIT}(?:${TIMES}${NUM}${LENGTH_UNIT})?`,
  'gu',
);
const NUMBER_WITH_UNIT = new RegExp(`${NUM}\\s*(?=[^\\s\\d.])`, 'gu');
/** Cement grades: PO42.5, P.O 42.5, P·O42.5R, PC32.5. */
const CEMENT_GRADE = /\bp\s*[.·]?\s*([oc])\s*(\d+(?:\.\d+)?)(r?)/gu;
/** Formaldehyde grades: E0级, E1, ENF级. */
const E_GRADE = /\b(e0|e1|enf)(?![a-z\d])\s*级?/gu;

/** A number as a token part: trailing zeros dropped, the point spelt `p`. */
function numberToken(value: number): string {
  return String(Number(value.toFixed(3))).replace('.', 'p');
}

function dimensionToken(match: RegExpExecArray): string {
  const parts: [string | undefined, string | undefined][] = [
    [match[1], match[2]],
    [match[3], match[4]],
    [match[5], match[6]],
  ];
  // A unit written once (80x80cm) applies to every side.
  const unit = match[6] ?? match[4] ?? match[2];
  return parts
    .filter(([n]) => n !== undefined)
    .map(([n, u]) => numberToken(Number(n) * TO_MM[u ?? unit ?? 'mm']!))
    .join('x');
}

export interface SpecReading {
  /** Canonical tokens of the sizes, quantities and grades found. */
  tokens: string[];
  /** The text with those found parts removed, for word segmentation. */
  rest: string;
}

/** Reads the sizes (800x800), quantities with units (12mm, 25公斤) and grades (E0级, PO42.5) in a text. */
export function readSpecs(text: string): SpecReading {
  const tokens: string[] = [];
  let rest = text.normalize('NFKC').toLowerCase();
  rest = rest.replace(CEMENT_GRADE, (_, kind: string, grade: string, r: string) => {
    tokens.push(`p${kind}${numberToken(Number(grade))}${r}`);
    return ' ';
  });
  rest = rest.replace(E_GRADE, (_, grade: string) => {
    tokens.push(grade);
    return ' ';
  });
  rest = rest.replace(DIMENSIONS, (...args: unknown[]) => {
    const match = args.slice(0, 7) as unknown as RegExpExecArray;
    const token = dimensionToken(match);
    tokens.push(token);
    // The first two sides alone also match (1210x165x12 is found by 1210x165).
    const sides = token.split('x');
    if (sides.length === 3) tokens.push(sides.slice(0, 2).join('x'));
    return ' ';
  });
  let out = '';
  let last = 0;
  for (const match of rest.matchAll(NUMBER_WITH_UNIT)) {
    const start = match.index + match[0].length;
    const after = rest.slice(start);
    const unit = UNITS.find(([pattern]) => pattern.test(after));
    if (!unit) continue;
    const spelt = after.match(unit[0])![0];
    const value = Number(match[1]);
    const [amount, name] =
      unit[1] === 'cm' ? [value * 10, 'mm'] : [value, unit[1] === 'kw' ? 'kw' : unit[1]];
    tokens.push(`${numberToken(amount)}${name}`);
    out += `${rest.slice(last, match.index)} `;
    last = start + spelt.length;
  }
  out += rest.slice(last);
  return { tokens: [...new Set(tokens)], rest: out.replace(/\s+/g, ' ').trim() };
}

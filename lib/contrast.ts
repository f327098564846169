import type { ColorTokens } from './theme';

/** WCAG 2.x AA minimums: body text, then large text, focus indicators and control outlines. */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb`; anything else (names, alpha, rgb()) is not a checkable colour. */
export function parseHexColor(color: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: string): number {
  const rgb = parseHexColor(color);
  if (!rgb) throw new Error(`不是 #RRGGBB 颜色：${color}`);
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** Two decimals, rounded down, so a ratio shown as 4.50 really reaches 4.5. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

const toHex = (rgb: number[]) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color` itself when it reaches `min` against every background, else the lightest mix of
 * it with black that does (so a partner's pale theme colour still gives readable links).
 */
export function shadeForContrast(color: string, backgrounds: string[], min: number): string {
  const rgb = parseHexColor(color);
  if (!rgb) throw new Error(`不是 #RRGGBB 颜色：${color}`);
  for (let step = 0; step <= 100; step += 1) {
    const shade = toHex(rgb.map((v) => (v * (100 - step)) / 100));
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= min)) return shade;
  }
  return '#000000';
}

/** `color` laid over `base` at `weight` (0–1) opacity, as one opaque colour (a tint or shade). */
export function mixColors(color: string, base: string, weight: number): string {
  const [a, b] = [parseHexColor(color), parseHexColor(base)];
  if (!a || !b) throw new Error(`不是 #RRGGBB 颜色：${a ? base : color}`);
  return toHex(a.map((v, i) => v * weight + b[i]! * (1 - weight)));
}

const NAMES: Record<keyof ColorTokens, string> = {
  primary: '主题色',
  primaryBg: '主题浅色背景',
  link: '链接色',
  focusRing: '焦点框颜色',
  inverseText: '反白文字色',
  inverseMuted: '反白辅助色',
  inverseSubtle: '反白装饰色',
  text: '正文色',
  textSecondary: '正文次要色',
  muted: '正文辅助色',
  placeholder: '占位提示色',
  price: '价格色',
  danger: '危险色',
  dangerBg: '危险提示背景',
  success: '成功色',
  successBg: '成功提示背景',
  warning: '警示色',
  warningBg: '警示背景',
  warningBorder: '警示边框',
  info: '信息色',
  infoBg: '信息背景',
  badgeText: '徽标文字色',
  badgeBg: '徽标背景',
  gold: '金色文字',
  goldBg: '金色背景',
  premiumText: '高级会员文字色',
  premiumBg: '高级会员背景',
  footerText: '页脚文字色',
  footerBg: '页脚背景',
  footerBorder: '页脚分隔线',
  surfaceDark: '深色背景',
  bg: '页面背景',
  surface: '背景',
  fill: '浅色填充',
  border: '分隔线',
  divider: '分隔符',
  controlBorder: '控件边框',
  shadow: '阴影',
  shadowStrong: '浮层阴影',
  overlay: '遮罩',
  scrim: '深遮罩',
};

type Pair = [fg: keyof ColorTokens, bg: keyof ColorTokens, min: number];

/** Every foreground a page draws on each background it sits on. */
export const CONTRAST_PAIRS: readonly Pair[] = [
  ...(['text', 'textSecondary', 'muted'] as const).flatMap((fg): Pair[] => [
    [fg, 'surface', TEXT_CONTRAST],
    [fg, 'bg', TEXT_CONTRAST],
    [fg, 'fill', TEXT_CONTRAST],
  ]),
  ['text', 'primaryBg', TEXT_CONTRAST],
  ['placeholder', 'surface', TEXT_CONTRAST],
  // antd's disabled inputs sit on a grey close to `fill`, and axe still reads their placeholder.
  ['placeholder', 'fill', TEXT_CONTRAST],
  ['link', 'surface', TEXT_CONTRAST],
  ['link', 'bg', TEXT_CONTRAST],
  ['link', 'fill', TEXT_CONTRAST],
  ['link', 'primaryBg', TEXT_CONTRAST],
  ['price', 'surface', TEXT_CONTRAST],
  ['price', 'fill', TEXT_CONTRAST],
  ['price', 'primaryBg', TEXT_CONTRAST],
  ['danger', 'surface', TEXT_CONTRAST],
  ['danger', 'dangerBg', TEXT_CONTRAST],
  ['success', 'surface', TEXT_CONTRAST],
  ['success', 'successBg', TEXT_CONTRAST],
  ['warning', 'surface', TEXT_CONTRAST],
  ['warning', 'warningBg', TEXT_CONTRAST],
  ['info', 'surface', TEXT_CONTRAST],
  ['info', 'infoBg', TEXT_CONTRAST],
  ['badgeText', 'badgeBg', TEXT_CONTRAST],
  ['gold', 'goldBg', TEXT_CONTRAST],
  ['premiumText', 'premiumBg', TEXT_CONTRAST],
  ['inverseText', 'primary', TEXT_CONTRAST],
  ['inverseText', 'danger', TEXT_CONTRAST],
  ['inverseText', 'surfaceDark', TEXT_CONTRAST],
  ['inverseText', 'footerBg', TEXT_CONTRAST],
  ['footerText', 'footerBg', TEXT_CONTRAST],
  ['focusRing', 'surface', NON_TEXT_CONTRAST],
  ['focusRing', 'bg', NON_TEXT_CONTRAST],
  ['controlBorder', 'surface', NON_TEXT_CONTRAST],
];

/**
 * The colour pairs of a theme that miss WCAG AA, as messages an operator can act on,
 * e.g. "正文辅助色 #8a8f99 与背景 #ffffff 对比度 3.24:1，低于 4.5:1". Empty when all pass.
 */
export function themeContrastProblems(tokens: ColorTokens): string[] {
  const problems: string[] = [];
  const unreadable = new Set<keyof ColorTokens>();
  for (const [fg, bg, min] of CONTRAST_PAIRS) {
    const bad = [fg, bg].filter((k) => !parseHexColor(tokens[k]));
    if (bad.length) {
      for (const k of bad) {
        if (!unreadable.has(k)) problems.push(`${NAMES[k]} ${tokens[k]} 不是 #RRGGBB 颜色`);
        unreadable.add(k);
      }
      continue;
    }
    const ratio = contrastRatio(tokens[fg], tokens[bg]);
    if (ratio < min) {
      problems.push(
        `${NAMES[fg]} ${tokens[fg]} 与${NAMES[bg]} ${tokens[bg]} 对比度 ${formatRatio(ratio)}:1，低于 ${min}:1`,
      );
    }
  }
  return problems;
}

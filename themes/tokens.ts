import defaultAlgorithm from 'antd/es/theme/themes/default';
import seedToken from 'antd/es/theme/themes/seed';
import { NON_TEXT_CONTRAST, TEXT_CONTRAST, mixColors, shadeForContrast } from '@/lib/contrast';
import type { ColorTokens } from '@/lib/theme';

// The neutral and status colours every realm shares; each text colour reaches 4.5:1 on the
// backgrounds lib/contrast.ts pairs it with (themes/tokens.test.ts checks every theme).
const shared = {
  inverseText: '#ffffff',
  inverseMuted: 'rgb(255 255 255 / 80%)',
  inverseSubtle: 'rgb(255 255 255 / 18%)',
  text: '#1f2329',
  textSecondary: '#4e5969',
  muted: '#666b75',
  placeholder: '#666b75',
  price: '#cf1322',
  danger: '#cf1322',
  dangerBg: '#fff1f0',
  success: '#1a7f45',
  successBg: '#e8f7ee',
  warning: '#ad4e00',
  warningBg: '#fffbe6',
  warningBorder: '#ffe58f',
  info: '#0958d9',
  infoBg: '#e6f4ff',
  badgeText: '#ad4e00',
  badgeBg: '#fff3e0',
  gold: '#8a5a00',
  goldBg: '#fff3d6',
  premiumText: '#ffd88a',
  premiumBg: '#3b2b12',
  footerText: '#9aa1ad',
  footerBg: '#1c1f26',
  footerBorder: '#2c313a',
  surfaceDark: '#1f2329',
  bg: '#f5f6f8',
  surface: '#ffffff',
  fill: '#f2f3f5',
  border: '#eef0f3',
  divider: '#dcdfe6',
  controlBorder: '#8c929c',
  shadow: 'rgb(15 23 42 / 8%)',
  shadowStrong: 'rgb(15 23 42 / 16%)',
  overlay: 'rgb(0 0 0 / 16%)',
  scrim: 'rgb(0 0 0 / 45%)',
} satisfies Omit<ColorTokens, 'primary' | 'primaryBg' | 'link' | 'focusRing'>;

const cache = new Map<string, ColorTokens>();

/**
 * A realm's colour tokens from its theme colour (the one colour a theme row stores). Links
 * and focus rings take the theme colour, darkened only as far as contrast requires.
 */
export function themeColors(themeColor: string): ColorTokens {
  let tokens = cache.get(themeColor);
  if (!tokens) {
    const primaryBg = mixColors(themeColor, shared.surface, 0.08);
    const light = [shared.surface, shared.bg];
    tokens = {
      ...shared,
      primary: themeColor,
      primaryBg,
      link: shadeForContrast(themeColor, [...light, shared.fill, primaryBg], TEXT_CONTRAST),
      focusRing: shadeForContrast(themeColor, light, NON_TEXT_CONTRAST),
    };
    cache.set(themeColor, tokens);
  }
  return tokens;
}

// antd's preset colours (<Tag color="green">, status tags) draw text in shade 7 on shade 1, and
// several of those pairs are below 4.5:1 (green #389e0d on #f6ffed is 3.37:1): shade 7 of each
// preset is darkened until it reads on shade 1 and on white. They go to antd as tokens, because
// antd's client writes its own variables for the ConfigProvider and those win over :root.
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;
const palette = defaultAlgorithm(seedToken) as unknown as Record<string, string>;
// antd keeps each shade under two names (gold7 and gold-7), both written as --ant-gold-7.
const READABLE_PRESETS = Object.fromEntries(
  PRESETS.flatMap((p) => {
    const shade = shadeForContrast(
      palette[`${p}7`]!,
      [palette[`${p}1`]!, shared.surface],
      TEXT_CONTRAST,
    );
    return [
      [`${p}7`, shade],
      [`${p}-7`, shade],
    ];
  }),
);

/**
 * antd's side of the same tokens, for ConfigProvider and for the CSS variables of its
 * zero-runtime stylesheet: antd's own greys and red are below 4.5:1 on white.
 */
export function antdToken(tokens: ColorTokens) {
  // antd lightens the primary for hover; white labels on it fall under 4.5:1 (4.34 on the
  // main blue), so the hover shade is darkened until they read.
  const { colorPrimaryHover } = defaultAlgorithm({ ...seedToken, colorPrimary: tokens.primary });
  return {
    colorPrimary: tokens.primary,
    colorPrimaryHover: shadeForContrast(colorPrimaryHover, [shared.inverseText], TEXT_CONTRAST),
    colorPrimaryBg: tokens.primaryBg,
    colorLink: tokens.link,
    colorSuccess: tokens.success,
    colorSuccessBg: tokens.successBg,
    colorWarning: tokens.warning,
    colorWarningBg: tokens.warningBg,
    ...READABLE_PRESETS,
    colorError: tokens.danger,
    colorTextPlaceholder: tokens.placeholder,
    colorTextDescription: tokens.muted,
    colorTextTertiary: tokens.muted,
    colorBorder: tokens.controlBorder,
  };
}

const antdTokens = new Map<string, ReturnType<typeof antdToken>>();

/**
 * antdToken of a realm's theme colour, worked out once per colour per process: deriving antd's
 * palettes takes ~5 ms, and the root provider asks on every page render.
 */
export function antdTokenOf(themeColor: string): ReturnType<typeof antdToken> {
  let token = antdTokens.get(themeColor);
  if (!token) antdTokens.set(themeColor, (token = antdToken(themeColors(themeColor))));
  return token;
}

// `focusRing` → `--mall-focus-ring`
const cssName = (key: string) => `--mall-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The `--mall-*` custom properties CSS modules read, one per token. */
export function mallVariables(tokens: ColorTokens): Record<string, string> {
  return Object.fromEntries(Object.entries(tokens).map(([k, v]) => [cssName(k), v]));
}

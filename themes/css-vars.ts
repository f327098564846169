// antd's own token pipeline (seed → map → alias tokens), imported from the modules that hold
// it: antd's entry points and @ant-design/cssinjs set up React contexts, which server
// components refuse.
import derivative from 'antd/es/theme/themes/default';
import seedToken from 'antd/es/theme/themes/seed';
import formatToken from 'antd/es/theme/util/alias';
import { antdTokenOf, mallVariables, themeColors } from './tokens';

// Mirrors how antd turns its global token into CSS variables (cssinjs transformToken):
// these tokens stay unitless, the motion seeds and breakpoints are not variables.
const UNITLESS = new Set([
  'lineHeight',
  'lineHeightSM',
  'lineHeightLG',
  'lineHeightHeading1',
  'lineHeightHeading2',
  'lineHeightHeading3',
  'lineHeightHeading4',
  'lineHeightHeading5',
  'opacityLoading',
  'fontWeightStrong',
  'zIndexPopupBase',
  'zIndexBase',
  'opacityImage',
]);
const SKIPPED = new Set(['motionBase', 'motionUnit']);

// cssinjs's token2CSSVar naming (`colorPrimaryHover` → `--ant-color-primary-hover`).
function token2CSSVar(token: string, prefix: string): string {
  return `--${prefix}-${token}`
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z0-9]+)/g, '$1-$2')
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .toLowerCase();
}
const isBreakpoint = (key: string) => key.startsWith('screen');

/**
 * antd's global token for a design token (what ConfigProvider `theme.token` receives), as
 * `--ant-*` declarations: seeds feed the derivative, the rest override alias tokens.
 */
export function antdVariables(designToken: Record<string, string>): Record<string, string> {
  const token = formatToken({
    ...derivative({ ...seedToken, ...designToken }),
    override: designToken,
  }) as unknown as Record<string, unknown>;
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(token)) {
    if (SKIPPED.has(key) || isBreakpoint(key)) continue;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    vars[token2CSSVar(key, 'ant')] =
      typeof value === 'number' && !UNITLESS.has(key) ? `${value}px` : String(value);
  }
  return vars;
}

const cache = new Map<string, string>();

/** Where pages link the stylesheet of a theme colour (app/v1/api/mall/theme-css). */
export const themeStylesheetHref = (themeColor: string) =>
  `/v1/api/mall/theme-css?color=${encodeURIComponent(themeColor.replace(/^#/, '').toLowerCase())}`;

/**
 * The stylesheet that themes antd's zero-runtime CSS and our CSS modules (`--mall-*`) for
 * one theme colour, computed once per colour per process (never per request).
 */
export function themeStylesheet(themeColor: string): string {
  let css = cache.get(themeColor);
  if (!css) {
    const tokens = themeColors(themeColor);
    const vars = antdVariables(antdTokenOf(themeColor));
    const all = {
      ...vars,
      ...mallVariables(tokens),
      '--mall-primary-hover': vars['--ant-color-primary-hover'],
    };
    css = `:root{${Object.entries(all)
      .map(([k, v]) => `${k}:${v};`)
      .join('')}}`;
    cache.set(themeColor, css);
  }
  return css;
}

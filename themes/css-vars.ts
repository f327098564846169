// antd's own token pipeline (seed → map → alias tokens), imported from the modules that hold
// it: antd's entry points and @ant-design/cssinjs set up React contexts, which server
// components refuse.
import derivative from 'antd/es/theme/themes/default';
import seedToken from 'antd/es/theme/themes/seed';
import formatToken from 'antd/es/theme/util/alias';

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

/** The antd global token of a theme colour, as `--ant-*` declarations. */
export function antdVariables(colorPrimary: string): Record<string, string> {
  const token = formatToken({
    ...derivative({ ...seedToken, colorPrimary }),
    override: { colorPrimary },
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

/**
 * The stylesheet that themes antd's zero-runtime CSS for one colour, computed once per
 * colour per process (never per request). Our own CSS reads `--mall-primary`.
 */
export function themeStylesheet(colorPrimary: string): string {
  let css = cache.get(colorPrimary);
  if (!css) {
    const vars = antdVariables(colorPrimary);
    const body = Object.entries(vars)
      .map(([k, v]) => `${k}:${v};`)
      .join('');
    css = `:root{${body}--mall-primary:${vars['--ant-color-primary']};--mall-primary-hover:${vars['--ant-color-primary-hover']};--mall-primary-bg:${vars['--ant-color-primary-bg']};}`;
    cache.set(colorPrimary, css);
  }
  return css;
}

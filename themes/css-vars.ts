import { token2CSSVar } from '@ant-design/cssinjs';
// Imported directly: antd's entry points are client modules, which server components cannot call.
import getDesignToken from 'antd/es/theme/getDesignToken';

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
const isBreakpoint = (key: string) => key.startsWith('screen');

/** The antd global token of a theme colour, as `--ant-*` declarations. */
export function antdVariables(colorPrimary: string): Record<string, string> {
  const token = getDesignToken({ token: { colorPrimary } }) as unknown as Record<string, unknown>;
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

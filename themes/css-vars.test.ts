import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdVariables, themeStylesheet, themeStylesheetHref } from './css-vars';
import { contrastRatio } from '@/lib/contrast';
import { antdToken, themeColors } from './tokens';

// antd's prebuilt stylesheet carries the default theme's variable block; ours must match it.
function distDefaultBlock(): Record<string, string> {
  const css = readFileSync(path.join(process.cwd(), 'node_modules/antd/dist/antd.css'), 'utf8');
  const match = /\.css-var-[\w-]+\{(--ant-blue:[^}]*)\}/.exec(css);
  if (!match?.[1]) throw new Error('antd.css has no variable block');
  const vars: Record<string, string> = {};
  for (const decl of match[1].split(';')) {
    const i = decl.indexOf(':');
    if (i > 0) vars[decl.slice(0, i)] = decl.slice(i + 1);
  }
  return vars;
}

describe('antdVariables', () => {
  it('reproduces antd.css default variables for the default colour', () => {
    const dist = distDefaultBlock();
    const ours = antdVariables({ colorPrimary: '#1677ff' });
    expect(Object.keys(ours).sort()).toEqual(Object.keys(dist).sort());
    // The prebuilt file was generated with motion off and a popup base of 0; we keep the
    // runtime defaults (animations, popups above positioned content) on purpose.
    const runtimeOnly = /^--ant-(motion-duration-|z-index-popup-base)/;
    for (const [k, v] of Object.entries(dist)) {
      if (runtimeOnly.test(k)) continue;
      expect([k, ours[k]?.toLowerCase()]).toEqual([k, v.toLowerCase()]);
    }
    expect(ours['--ant-z-index-popup-base']).toBe('1000');
  });

  it('derives the primary palette from the theme colour', () => {
    const vars = antdVariables({ colorPrimary: '#0f8a5f' });
    expect(vars['--ant-color-primary']).toBe('#0f8a5f');
    expect(vars['--ant-color-primary-hover']).not.toBe(
      antdVariables({ colorPrimary: '#1677ff' })['--ant-color-primary-hover'],
    );
  });
});

describe('themeStylesheet', () => {
  it('is a :root block with the mall aliases, cached per colour', () => {
    const css = themeStylesheet('#c2410c');
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain('--mall-primary:#c2410c;');
    expect(themeStylesheet('#c2410c')).toBe(css);
  });

  it('is linked by a URL that names only the colour', () => {
    expect(themeStylesheetHref('#C2410C')).toBe('/v1/api/mall/theme-css?color=c2410c');
  });
});

describe('themeStylesheet tokens', () => {
  it('carries the contrast-checked colours to antd and to our CSS', () => {
    const css = themeStylesheet('#1d4ed8');
    expect(css).toContain('--ant-color-error:#cf1322;');
    expect(css).toContain('--ant-color-text-placeholder:#666b75;');
    expect(css).toContain('--ant-color-text-description:#666b75;');
    expect(css).toContain('--mall-muted:#666b75;');
    expect(css).toContain('--mall-focus-ring:#1d4ed8;');
  });
});

describe('antd preset colours', () => {
  it('draw tag text (shade 7) at 4.5:1 on the tag background (shade 1) and on white', () => {
    const vars = antdVariables(antdToken(themeColors('#0e8058')));
    const presets = ['blue', 'cyan', 'green', 'orange', 'gold', 'red', 'volcano', 'lime'];
    for (const p of presets) {
      const text = vars[`--ant-${p}-7`]!;
      expect(contrastRatio(text, vars[`--ant-${p}-1`]!), p).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, '#ffffff'), p).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('give success and warning tags our tinted backgrounds, not a grey derived from dark text', () => {
    const vars = antdVariables(antdToken(themeColors('#1d4ed8')));
    expect(vars['--ant-color-success-bg']).toBe('#e8f7ee');
    expect(vars['--ant-color-warning-bg']).toBe('#fffbe6');
  });
});

import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_CONTRAST, themeContrastProblems } from '@/lib/contrast';
import { builtinThemes } from './builtin';
import { antdToken, antdTokenOf, mallVariables, themeColors } from './tokens';

describe('built-in themes', () => {
  it.each(builtinThemes.map((t) => [t.code, t.themeColor] as const))(
    '%s passes WCAG AA on every text/background pair',
    (_code, color) => {
      expect(themeContrastProblems(themeColors(color))).toEqual([]);
    },
  );

  it.each(builtinThemes.map((t) => [t.code, t.themeColor] as const))(
    '%s keeps white button labels readable on the hovered primary fill',
    (_code, color) => {
      const { colorPrimaryHover } = antdToken(themeColors(color));
      expect(contrastRatio(colorPrimaryHover, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );
});

describe('themeColors', () => {
  it('keeps a dark enough theme colour for links and focus rings', () => {
    const tokens = themeColors('#1d4ed8');
    expect(tokens.link).toBe('#1d4ed8');
    expect(tokens.focusRing).toBe('#1d4ed8');
  });

  it('darkens a pale theme colour for links and focus rings, never the fill', () => {
    const tokens = themeColors('#40a9ff');
    expect(tokens.primary).toBe('#40a9ff');
    expect(tokens.link).not.toBe('#40a9ff');
    expect(tokens.focusRing).not.toBe('#40a9ff');
  });
});

describe('antdToken and mallVariables', () => {
  it('derive antd and CSS from the same tokens', () => {
    const tokens = themeColors('#c2410c');
    expect(antdToken(tokens)).toMatchObject({
      colorPrimary: '#c2410c',
      colorError: tokens.danger,
      colorTextPlaceholder: tokens.placeholder,
      colorTextDescription: tokens.muted,
    });
    const vars = mallVariables(tokens);
    expect(vars['--mall-muted']).toBe(tokens.muted);
    expect(vars['--mall-focus-ring']).toBe(tokens.focusRing);
  });
});

describe('antdTokenOf', () => {
  it('works out a colour once and answers the same tokens after', () => {
    const first = antdTokenOf('#0f766e');
    expect(first).toEqual(antdToken(themeColors('#0f766e')));
    expect(antdTokenOf('#0f766e')).toBe(first);
    expect(antdTokenOf('#c2410c').colorPrimary).toBe('#c2410c');
  });
});

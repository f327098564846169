import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatRatio,
  parseHexColor,
  relativeLuminance,
  shadeForContrast,
  themeContrastProblems,
} from './contrast';
import type { ColorTokens } from './theme';
import { themeColors } from '@/themes/tokens';

describe('contrast', () => {
  it('follows the WCAG 2 formulas', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    // The figures the axe audit reported.
    expect(formatRatio(contrastRatio('#666b75', '#ffffff'))).toBe('5.35');
    expect(formatRatio(contrastRatio('#9aa1ad', '#1c1f26'))).toBe('6.34');
  });

  it('rounds down, so a shown ratio never overstates', () => {
    expect(formatRatio(4.499)).toBe('4.49');
  });

  it('reads only #rgb and #rrggbb', () => {
    expect(parseHexColor('#abc')).toEqual([170, 187, 204]);
    expect(parseHexColor('rgb(0 0 0)')).toBeNull();
    expect(parseHexColor('#12345678')).toBeNull();
  });

  it('darkens a colour only as far as the ratio needs', () => {
    expect(shadeForContrast('#1d4ed8', ['#ffffff'], 4.5)).toBe('#1d4ed8');
    const shade = shadeForContrast('#ffc53d', ['#ffffff', '#f5f6f8'], 4.5);
    expect(contrastRatio(shade, '#f5f6f8')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#f5f6f8')).toBeLessThan(4.8);
  });
});

describe('themeContrastProblems', () => {
  const base = themeColors('#1d4ed8');

  it('names the failing pair in Chinese', () => {
    const tokens: ColorTokens = { ...base, muted: '#8a8f99' };
    expect(themeContrastProblems(tokens)).toEqual([
      '正文辅助色 #8a8f99 与背景 #ffffff 对比度 3.24:1，低于 4.5:1',
      '正文辅助色 #8a8f99 与页面背景 #f5f6f8 对比度 3.00:1，低于 4.5:1',
      '正文辅助色 #8a8f99 与浅色填充 #f2f3f5 对比度 2.92:1，低于 4.5:1',
    ]);
  });

  it('holds focus rings and control borders to 3:1', () => {
    const problems = themeContrastProblems({
      ...base,
      focusRing: '#9cc0ff',
      controlBorder: '#d9d9d9',
    });
    expect(problems).toContain('焦点框颜色 #9cc0ff 与背景 #ffffff 对比度 1.84:1，低于 3:1');
    expect(problems.some((p) => p.startsWith('控件边框 #d9d9d9'))).toBe(true);
  });

  it('checks white text on a pale theme colour', () => {
    const problems = themeContrastProblems(themeColors('#40a9ff'));
    expect(problems).toEqual([
      expect.stringMatching(/^反白文字色 #ffffff 与主题色 #40a9ff 对比度/),
    ]);
  });

  it('reports a colour it cannot read once', () => {
    expect(themeContrastProblems({ ...base, muted: 'grey' })).toEqual([
      '正文辅助色 grey 不是 #RRGGBB 颜色',
    ]);
  });
});

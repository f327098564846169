import { describe, expect, it } from 'vitest';
import { readSpecs } from './spec-normalize';

const tokens = (text: string) => readSpecs(text).tokens;

describe('readSpecs', () => {
  it('reads every spelling of a size as one token', () => {
    for (const text of ['800x800', '800×800', '800*800', '800 × 800 mm', '800X800mm', '80x80cm']) {
      expect(tokens(text)).toEqual(['800x800']);
    }
  });

  it('keeps three sides and also the first two', () => {
    expect(tokens('1210x165x12mm')).toEqual(['1210x165x12', '1210x165']);
  });

  it('reads quantities with units, dropping trailing zeros and spelling the point', () => {
    expect(tokens('2.0mm')).toEqual(['2mm']);
    expect(tokens('1.5毫米')).toEqual(['1p5mm']);
    expect(tokens('1.2厘米')).toEqual(['12mm']);
    expect(tokens('25公斤')).toEqual(tokens('25kg'));
    expect(tokens('20kg/袋')).toEqual(['20kg']);
    expect(tokens('2.5㎡')).toEqual(['2p5m2']);
    expect(tokens('1.6MPa')).toEqual(['1p6mpa']);
    expect(tokens('100kWh')).toEqual(['100kwh']);
    expect(tokens('3000K 12W')).toEqual(['3000k', '12w']);
  });

  it('reads grades', () => {
    for (const text of ['PO42.5', 'P.O 42.5', 'p·o42.5', 'P.O42.5']) {
      expect(tokens(text)).toEqual(['po42p5']);
    }
    expect(tokens('P.O 42.5R')).toEqual(['po42p5r']);
    expect(tokens('E0级')).toEqual(['e0']);
    expect(tokens('ENF级板材')).toEqual(['enf']);
  });

  it('leaves words and unit-less numbers in the rest', () => {
    expect(readSpecs('瓷砖 800x800 抛光砖')).toEqual({ tokens: ['800x800'], rest: '瓷砖 抛光砖' });
    expect(readSpecs('800×800抛光砖')).toEqual({ tokens: ['800x800'], rest: '抛光砖' });
    expect(readSpecs('HRB400E 螺纹钢 DN20 Wifi')).toEqual({
      tokens: [],
      rest: 'hrb400e 螺纹钢 dn20 wifi',
    });
    expect(readSpecs('65系列 3匹').tokens).toEqual([]);
  });
});

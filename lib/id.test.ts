import { describe, expect, it } from 'vitest';
import { idField, idNumber, MAX_ID, parseId } from './id';

describe('parseId', () => {
  it('reads ids 1…2³¹−1 from digits or numbers', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('0042')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    expect(parseId(77)).toBe(77);
  });

  it('refuses what names no row: zero, negative, beyond 2³¹−1, fractions and text', () => {
    for (const raw of [
      '0',
      '-1',
      '2147483648',
      '99999999999',
      '1e3',
      '1.5',
      ' 1',
      '0x10',
      '',
      'abc',
      '1\0',
    ]) {
      expect(parseId(raw), raw).toBeUndefined();
    }
    for (const raw of [0, -1, 1.5, MAX_ID + 1, Number.NaN, Infinity, null, undefined]) {
      expect(parseId(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('idField', () => {
  it('coerces query text and bounds the id like parseId', () => {
    expect(idField().parse('12')).toBe(12);
    expect(idField().safeParse('99999999999').error?.issues[0]?.message).toBe(`不能大于 ${MAX_ID}`);
    expect(idField().safeParse('-3').success).toBe(false);
  });

  it('takes only JSON numbers as idNumber', () => {
    expect(idNumber().parse(12)).toBe(12);
    expect(idNumber().safeParse('12').success).toBe(false);
    expect(idNumber().safeParse(MAX_ID + 1).success).toBe(false);
  });

  it('says its own message for every failure when given one', () => {
    for (const raw of [undefined, 'x', '0', '1.5', '99999999999']) {
      expect(idField('请选择商品').safeParse(raw).error?.issues[0]?.message).toBe('请选择商品');
    }
  });
});

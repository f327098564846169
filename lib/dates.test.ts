import { describe, expect, it } from 'vitest';
import { isCalendarDay, shanghaiDayEnd, shanghaiDayStart } from './dates';

describe('isCalendarDay', () => {
  it('takes days that exist, leap days included', () => {
    for (const day of ['2026-01-01', '2028-02-29', '2000-02-29', '1900-01-01', '9999-12-31']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
  });

  it('refuses impossible days, other shapes and years before 1900', () => {
    for (const day of [
      '2026-13-45',
      '2026-02-31',
      '2027-02-29',
      '1900-02-29',
      '2026-00-10',
      '2026-04-31',
      '2026-1-1',
      '2026-01-01T00:00',
      ' 2026-01-01',
      '0000-01-01',
      '1899-12-31',
      '',
      '２０２６-01-01',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});

describe('Shanghai day bounds', () => {
  it('start at 00:00 and end at 23:59:59.999 China time', () => {
    expect(shanghaiDayStart('2026-12-01').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(shanghaiDayEnd('2026-12-01').toISOString()).toBe('2026-12-01T15:59:59.999Z');
  });
});

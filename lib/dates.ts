/**
 * Calendar days as the mall takes them in (`YYYY-MM-DD`, a day in Asia/Shanghai): one rule for
 * every date field, so `2026-13-45` and `2026-02-31` are refused instead of failing in the
 * database or being stored as another day.
 */

const DAY_PATTERN = /^(\d{4})-\d{2}-\d{2}$/;

/** Years a date field accepts; PostgreSQL stores them all, and no business date lies outside. */
const FIRST_YEAR = 1900;

/** A `YYYY-MM-DD` day that exists on the calendar, from 1900 on. */
export function isCalendarDay(text: string): boolean {
  const year = DAY_PATTERN.exec(text)?.[1];
  if (!year || Number(year) < FIRST_YEAR) return false;
  // Date.UTC rolls 02-31 over to March; a real day reads back unchanged.
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Start of a Shanghai calendar day (China keeps UTC+8 all year). */
export function shanghaiDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** Last millisecond of a Shanghai calendar day. */
export function shanghaiDayEnd(day: string): Date {
  return new Date(`${day}T23:59:59.999+08:00`);
}

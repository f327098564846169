const integer = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('zh-CN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Numbers are shown with thousands separators (spec §9). */
export function formatCount(n: number): string {
  return integer.format(n);
}

/** Integer fen → yuan text with separators and two decimals, e.g. 123456 → `1,234.56`. */
export function formatFen(fen: number): string {
  return money.format(fen / 100);
}

/** Yuan text such as `120` or `1,200.5` → integer fen, or undefined when it is not a number. */
export function yuanTextToFen(text: string | undefined | null): number | undefined {
  if (!text) return undefined;
  const n = Number(text.replace(/[,，\s¥￥]/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
}

const SHANGHAI_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as Asia/Shanghai wall-clock text, the same on server and browser:
 * `2026-11-25 20:10` (minute), `2026-11-25 20:10:05` (second) or `2026-11-25` (day).
 */
export function formatDateTime(
  at: string | number | Date | null | undefined,
  unit: 'day' | 'minute' | 'second' = 'minute',
): string {
  if (at === null || at === undefined || at === '') return '—';
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '—';
  const p = Object.fromEntries(
    SHANGHAI_PARTS.formatToParts(date).map((part) => [part.type, part.value]),
  );
  const day = `${p.year}-${p.month}-${p.day}`;
  if (unit === 'day') return day;
  const minute = `${day} ${p.hour}:${p.minute}`;
  return unit === 'second' ? `${minute}:${p.second}` : minute;
}

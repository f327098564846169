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

/** Multi-select filters (spec §5, §9): at most 50 choices unless a filter says otherwise. */
export const MULTI_SELECT_MAX = 50;

/** 'selected number cannot exceed N' (spec §5). */
export function multiSelectLimitMessage(max = MULTI_SELECT_MAX): string {
  return `选择数量不能超过${max}个`;
}

/** The limit message when `count` choices are too many, otherwise null. */
export function selectionError(count: number, max = MULTI_SELECT_MAX): string | null {
  return count > max ? multiSelectLimitMessage(max) : null;
}

/** Confirm is disabled while nothing is selected. */
export function canConfirm(selected: readonly unknown[]): boolean {
  return selected.length > 0;
}

export type ToggleResult<T> = { selected: T[]; error: null } | { selected: T[]; error: string };

/** Adds or removes a value; adding past the limit keeps the selection and returns the message. */
export function toggleSelection<T>(
  selected: readonly T[],
  value: T,
  max = MULTI_SELECT_MAX,
): ToggleResult<T> {
  if (selected.includes(value)) {
    return { selected: selected.filter((v) => v !== value), error: null };
  }
  const error = selectionError(selected.length + 1, max);
  if (error) return { selected: [...selected], error };
  return { selected: [...selected, value], error: null };
}

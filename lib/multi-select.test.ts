import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  MULTI_SELECT_MAX,
  multiSelectLimitMessage,
  selectionError,
  toggleSelection,
} from './multi-select';

describe('multi-select', () => {
  it('allows 50 by default and names the limit in the message', () => {
    expect(MULTI_SELECT_MAX).toBe(50);
    expect(selectionError(50)).toBeNull();
    expect(selectionError(51)).toBe('选择数量不能超过50个');
    expect(selectionError(4, 3)).toBe('选择数量不能超过3个');
    expect(multiSelectLimitMessage(10)).toBe('选择数量不能超过10个');
  });

  it('toggles values and refuses one past the limit', () => {
    expect(toggleSelection([1, 2], 3)).toEqual({ selected: [1, 2, 3], error: null });
    expect(toggleSelection([1, 2], 2)).toEqual({ selected: [1], error: null });
    const full = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(toggleSelection(full, 99)).toEqual({ selected: full, error: '选择数量不能超过50个' });
    expect(toggleSelection([1, 2], 3, 2).error).toBe('选择数量不能超过2个');
    expect(toggleSelection(full, 50).selected).toHaveLength(49);
  });

  it('disables confirm with nothing selected', () => {
    expect(canConfirm([])).toBe(false);
    expect(canConfirm([7])).toBe(true);
  });
});

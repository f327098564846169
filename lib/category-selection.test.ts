import { describe, expect, it } from 'vitest';
import {
  categoryCheckState,
  coveredLeaves,
  toggleCategory,
  type CategoryTreeNode,
} from './category-selection';

const tree: CategoryTreeNode[] = [
  {
    id: 1,
    subordinate: [
      { id: 11, subordinate: [{ id: 111 }, { id: 112 }] },
      { id: 12, subordinate: [] },
    ],
  },
  { id: 2 },
];
const node = (id: number) =>
  [tree[0]!, ...tree[0]!.subordinate!, ...tree[0]!.subordinate![0]!.subordinate!, tree[1]!].find(
    (n) => n.id === id,
  )!;

describe('toggleCategory (stored as SHOW_PARENT)', () => {
  it('stores a fully checked category as itself, not its subcategories', () => {
    let selected = toggleCategory(tree, [], 111, true);
    expect(selected).toEqual([111]);
    selected = toggleCategory(tree, selected, 112, true);
    expect(selected).toEqual([11]);
    selected = toggleCategory(tree, selected, 12, true);
    expect(selected).toEqual([1]);
  });

  it('unchecking under a stored category keeps the rest of it, one level down', () => {
    expect(toggleCategory(tree, [1], 111, false)).toEqual([112, 12]);
    expect(toggleCategory(tree, [1, 2], 11, false)).toEqual([12, 2]);
  });

  it('checks and unchecks a whole branch at once, in tree order', () => {
    expect(toggleCategory(tree, [2], 1, true)).toEqual([1, 2]);
    expect(toggleCategory(tree, [111, 2], 1, false)).toEqual([2]);
  });

  it('drops ids no longer in the tree and ignores an unknown toggle', () => {
    expect(toggleCategory(tree, [999, 111], 2, true)).toEqual([111, 2]);
    expect(toggleCategory(tree, [111], 999, true)).toEqual([111]);
  });
});

describe('categoryCheckState', () => {
  it('is checked under a stored ancestor, partial with some of it, unchecked with none', () => {
    const state = (selected: number[], id: number) =>
      categoryCheckState(coveredLeaves(tree, selected), node(id));
    expect(state([1], 111)).toBe('checked');
    expect(state([111], 11)).toBe('partial');
    expect(state([111], 1)).toBe('partial');
    expect(state([111], 12)).toBe('unchecked');
    expect(state([12], 12)).toBe('checked');
    expect(state([999], 2)).toBe('unchecked');
  });
});

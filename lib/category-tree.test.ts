import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryPath, type CategoryRow } from './category-tree';

const row = (id: number, pid: number, level: number, status = 1, sort = 0): CategoryRow => ({
  id,
  pid,
  name: `c${id}`,
  logo: null,
  status,
  level,
  sort,
});

const rows = [
  row(1, 0, 1, 1, 2),
  row(2, 0, 1, 1, 1),
  row(5, 1, 2),
  row(6, 1, 2, 0),
  row(50, 5, 3),
  row(60, 6, 3),
  row(500, 50, 4),
];

describe('buildCategoryTree', () => {
  it('nests by parent and orders by sort', () => {
    const tree = buildCategoryTree(rows);
    expect(tree.map((n) => n.id)).toEqual([2, 1]);
    expect(tree[1]?.subordinate.map((n) => n.id)).toEqual([5, 6]);
    expect(tree[1]?.hasChildren).toBe(1);
    expect(tree[0]?.hasChildren).toBe(0);
  });

  it('stops at 3 levels', () => {
    const leaf = buildCategoryTree(rows)[1]?.subordinate[0]?.subordinate[0];
    expect(leaf?.id).toBe(50);
    expect(leaf?.subordinate).toEqual([]);
    expect(leaf?.hasChildren).toBe(0);
  });

  it('drops hidden nodes and their children at the front', () => {
    const tree = buildCategoryTree(rows, true);
    expect(tree[1]?.subordinate.map((n) => n.id)).toEqual([5]);
    expect(JSON.stringify(tree)).not.toContain('"id":60');
  });
});

describe('categoryPath', () => {
  it('returns the ancestors of a node, root first', () => {
    expect(categoryPath(buildCategoryTree(rows), 50)?.map((n) => n.id)).toEqual([1, 5, 50]);
    expect(categoryPath(buildCategoryTree(rows), 999)).toBeUndefined();
  });
});

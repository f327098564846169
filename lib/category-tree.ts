/** A category row as stored. */
export interface CategoryRow {
  id: number;
  pid: number;
  name: string;
  logo: string | null;
  status: number;
  level: number;
  sort: number;
}

/** Category tree node of spec §3: hasChildren is 1 when there are children, subordinate holds them. */
export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  logo: string | null;
  status: number;
  level: number;
  hasChildren: 0 | 1;
  subordinate: CategoryNode[];
}

export const MAX_CATEGORY_LEVEL = 3;

/**
 * Nests rows under their parents (ordered by sort, then id), up to 3 levels.
 * With `frontOnly`, hidden nodes (status ≠ 1) and everything below them are left out.
 */
export function buildCategoryTree(rows: readonly CategoryRow[], frontOnly = false): CategoryNode[] {
  const byParent = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (frontOnly && row.status !== 1) continue;
    const list = byParent.get(row.pid) ?? [];
    list.push(row);
    byParent.set(row.pid, list);
  }
  const build = (pid: number, depth: number): CategoryNode[] =>
    (byParent.get(pid) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((row) => {
        const subordinate = depth < MAX_CATEGORY_LEVEL ? build(row.id, depth + 1) : [];
        return {
          id: row.id,
          pid: row.pid,
          name: row.name,
          logo: row.logo,
          status: row.status,
          level: row.level,
          hasChildren: subordinate.length > 0 ? 1 : 0,
          subordinate,
        };
      });
  return build(0, 1);
}

/** Finds a node and the chain of its ancestors (root first), e.g. for `/product/{a}_{b}_{c}`. */
export function categoryPath(
  tree: readonly CategoryNode[],
  id: number,
): CategoryNode[] | undefined {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.subordinate, id);
    if (below) return [node, ...below];
  }
  return undefined;
}

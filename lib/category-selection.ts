/**
 * A multi-level category checklist stored as antd's SHOW_PARENT did for the serve categories:
 * a category whose every subcategory is checked is stored as that category alone, so 地面材料
 * counts once against the limit, not once per kind of floor.
 */

export interface CategoryTreeNode {
  id: number;
  subordinate?: readonly CategoryTreeNode[];
}

export type CheckState = 'checked' | 'partial' | 'unchecked';

const childrenOf = (node: CategoryTreeNode) => node.subordinate ?? [];

/** The ids at the ends of a branch (the node itself when it has no children). */
function leavesOf(node: CategoryTreeNode): number[] {
  const children = childrenOf(node);
  return children.length === 0 ? [node.id] : children.flatMap(leavesOf);
}

function find(tree: readonly CategoryTreeNode[], id: number): CategoryTreeNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = find(childrenOf(node), id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every end category the stored ids cover (ids no longer in the tree cover nothing): worked out
 * once per change, then asked of each box (categoryCheckState).
 */
export function coveredLeaves(
  tree: readonly CategoryTreeNode[],
  selected: readonly number[],
): Set<number> {
  return new Set(
    selected.flatMap((id) => {
      const node = find(tree, id);
      return node ? leavesOf(node) : [];
    }),
  );
}

/** The stored form of a set of end categories, in tree order. */
function collapse(tree: readonly CategoryTreeNode[], leaves: ReadonlySet<number>): number[] {
  return tree.flatMap((node) => {
    const under = leavesOf(node);
    if (under.every((id) => leaves.has(id))) return [node.id];
    return childrenOf(node).length ? collapse(childrenOf(node), leaves) : [];
  });
}

/** How a category's box shows: all of it chosen, some of it, or none. */
export function categoryCheckState(
  covered: ReadonlySet<number>,
  node: CategoryTreeNode,
): CheckState {
  const under = leavesOf(node);
  const count = under.filter((id) => covered.has(id)).length;
  return count === 0 ? 'unchecked' : count === under.length ? 'checked' : 'partial';
}

/** The stored ids after checking or unchecking a category (with everything under it). */
export function toggleCategory(
  tree: readonly CategoryTreeNode[],
  selected: readonly number[],
  id: number,
  checked: boolean,
): number[] {
  const node = find(tree, id);
  if (!node) return [...selected];
  const covered = coveredLeaves(tree, selected);
  for (const leaf of leavesOf(node)) {
    if (checked) covered.add(leaf);
    else covered.delete(leaf);
  }
  return collapse(tree, covered);
}

/** The permission tree of spec §3 and the permission directive of spec §6. */
import type { PermissionNode } from '@/api/types';

/** Logged when two menu entries share an alias (spec §5). */
export function duplicateAliasMessage(alias: string): string {
  return `[permission] 菜单别名重复：${alias}`;
}

/** Every alias in the tree, depth first; a duplicate alias is logged with console.error. */
export function collectAliases(tree: readonly PermissionNode[]): Set<string> {
  const aliases = new Set<string>();
  const walk = (nodes: readonly PermissionNode[]) => {
    for (const node of nodes) {
      if (aliases.has(node.alias)) console.error(duplicateAliasMessage(node.alias));
      else aliases.add(node.alias);
      if (node.children?.length) walk(node.children);
    }
  };
  walk(tree);
  return aliases;
}

// One alias set per tree object: many guarded elements share the store's tree, and a duplicate
// is reported once per tree rather than once per element.
const aliasCache = new WeakMap<readonly PermissionNode[], Set<string>>();

function aliasesOf(tree: readonly PermissionNode[]): Set<string> {
  let aliases = aliasCache.get(tree);
  if (!aliases) {
    aliases = collectAliases(tree);
    aliasCache.set(tree, aliases);
  }
  return aliases;
}

/** Whether the alias is in the user's permission tree. */
export function hasPermission(tree: readonly PermissionNode[], alias: string): boolean {
  return aliasesOf(tree).has(alias);
}

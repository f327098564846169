import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { buildCategoryTree, type CategoryNode } from '@/lib/category-tree';
import { busCached } from '@/server/cache/bus-cached';
import { db } from '@/server/db';
import { categories } from '@/server/db/schema';

const columns = {
  id: categories.id,
  pid: categories.pid,
  name: categories.name,
  logo: categories.logo,
  status: categories.status,
  level: categories.level,
  sort: categories.sort,
};

// Every listing page and the shell's menus read the tree; category saves drop it in every
// process through the vocabulary topic (ops-catalog calls invalidateVocabulary).
/** Every category row (shown or not), as kept by this process for up to 10 s. */
export const allCategories = busCached('vocabulary', 10_000, () =>
  db.select(columns).from(categories),
);

/** The whole tree (findAll, all server types) or the shown part (findAllFront, web server types). */
export async function categoryTree(frontOnly: boolean): Promise<CategoryNode[]> {
  return buildCategoryTree(await allCategories(), frontOnly);
}

/** Direct children of a node, each flagged with hasChildren (findByPid). */
export async function categoryChildren(pid: number): Promise<CategoryNode[]> {
  const rows = await db
    .select(columns)
    .from(categories)
    .where(eq(categories.pid, pid))
    .orderBy(asc(categories.sort), asc(categories.id));
  const withChildren = new Set(
    (await db.selectDistinct({ pid: categories.pid }).from(categories)).map((r) => r.pid),
  );
  return rows.map((r) => ({
    ...r,
    hasChildren: withChildren.has(r.id) ? 1 : 0,
    subordinate: [],
  }));
}

/** Shown categories whose name contains the text, with the names of their ancestors (findFrontByName). */
export async function findFrontCategoriesByName(
  name: string,
): Promise<(CategoryNode & { pathNames: string[] })[]> {
  const needle = name.trim().toLowerCase();
  if (!needle) return [];
  const tree = await categoryTree(true);
  const found: (CategoryNode & { pathNames: string[] })[] = [];
  const walk = (nodes: CategoryNode[], trail: string[]) => {
    for (const node of nodes) {
      const pathNames = [...trail, node.name];
      if (node.name.toLowerCase().includes(needle)) found.push({ ...node, pathNames });
      walk(node.subordinate, pathNames);
    }
  };
  walk(tree, []);
  return found;
}

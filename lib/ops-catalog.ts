/**
 * Rules of the ops console's catalogue sections (类目, 品牌, 搜索同义词), shared by the forms and
 * the server: what a category, brand or synonym row may be, and where a category may move.
 */
import { MAX_CATEGORY_LEVEL } from './category-tree';
import { z } from './zod';

export const CATEGORY_NAME_MAX = 20;
export const CATEGORY_SORT_MAX = 9999;
export const BRAND_NAME_MAX = 30;
export const BRAND_LATIN_MAX = 64;
export const BRAND_WEBMAP_MAX = 64;
export const BRAND_DESCRIPTION_MAX = 500;
export const SYNONYM_WORD_MAX = 30;
export const SYNONYM_WORDS_MAX = 20;

export const LEVEL_NAME: Record<number, string> = { 1: '一级类目', 2: '二级类目', 3: '三级类目' };

export const OPS_CATALOG_MSG = {
  categoryNotFound: '类目不存在',
  parentNotFound: '上级类目不存在',
  parentTooDeep: `${LEVEL_NAME[MAX_CATEGORY_LEVEL]}下不能再添加类目`,
  moveUnderSelf: '不能把类目移动到它自己或它的下级类目之下',
  brandNotFound: '品牌不存在',
  synonymNotFound: '同义词不存在',
  logoNotOwn: '品牌 Logo 须为在此上传的 png 或 jpg 图片',
  userNotFound: '用户不存在',
  enterpriseNotFound: '企业不存在',
} as const;

/** Where a category of this level may go: under a category one level up (level 1: the top). */
export function moveTargetRule(level: number): string {
  return level === 1
    ? '一级类目只能在顶层调整顺序'
    : `${LEVEL_NAME[level]}只能移动到${LEVEL_NAME[level - 1]}之下`;
}

export interface TreeRow {
  id: number;
  pid: number;
  level: number;
}

/**
 * Why a new category may not go under `pid` (0: the top), or null. Products hold all three
 * levels (category1Id … category3Id), so the tree stays exactly three levels deep.
 */
export function checkCategoryParent(rows: readonly TreeRow[], pid: number): string | null {
  if (pid === 0) return null;
  const parent = rows.find((r) => r.id === pid);
  if (!parent) return OPS_CATALOG_MSG.parentNotFound;
  return parent.level >= MAX_CATEGORY_LEVEL ? OPS_CATALOG_MSG.parentTooDeep : null;
}

/** Ids of a category's descendants, nearest first. */
export function descendantIds(rows: readonly TreeRow[], id: number): number[] {
  const out: number[] = [];
  let frontier = [id];
  while (frontier.length) {
    const next = rows.filter((r) => frontier.includes(r.pid)).map((r) => r.id);
    out.push(...next.filter((n) => !out.includes(n) && n !== id));
    frontier = next.filter((n) => n !== id);
  }
  return out;
}

/** Ids of a category's ancestors, nearest first (a cycle in bad data stops the walk). */
export function ancestorIds(rows: readonly TreeRow[], id: number): number[] {
  const out: number[] = [];
  let node = rows.find((r) => r.id === id);
  while (node && node.pid !== 0 && node.pid !== id && !out.includes(node.pid)) {
    out.push(node.pid);
    node = rows.find((r) => r.id === node!.pid);
  }
  return out;
}

/**
 * Why category `id` may not move under `pid`, or null. It may never go under itself or its own
 * descendants (a cycle), and keeps its level: products name their level 1–3 categories, so a
 * level-3 category moves to another level-2 parent and its products follow.
 */
export function checkCategoryMove(
  rows: readonly TreeRow[],
  id: number,
  pid: number,
): string | null {
  const node = rows.find((r) => r.id === id);
  if (!node) return OPS_CATALOG_MSG.categoryNotFound;
  if (pid === id || descendantIds(rows, id).includes(pid)) return OPS_CATALOG_MSG.moveUnderSelf;
  if (pid === 0) return node.level === 1 ? null : moveTargetRule(node.level);
  const parent = rows.find((r) => r.id === pid);
  if (!parent) return OPS_CATALOG_MSG.parentNotFound;
  return parent.level === node.level - 1 ? null : moveTargetRule(node.level);
}

const categoryName = z
  .string({ error: '请输入类目名称' })
  .trim()
  .min(1, '请输入类目名称')
  .max(CATEGORY_NAME_MAX, `类目名称不能超过${CATEGORY_NAME_MAX}个字`);
const sort = z.coerce
  .number({ error: '请输入排序' })
  .int('排序须为整数')
  .min(0, `排序须在 0–${CATEGORY_SORT_MAX} 之间`)
  .max(CATEGORY_SORT_MAX, `排序须在 0–${CATEGORY_SORT_MAX} 之间`);

/** A category as the drawer edits it; `visible` false hides it and its subtree at the front. */
export const categoryFormSchema = z.object({
  name: categoryName,
  sort: sort.default(0),
  visible: z.boolean().default(true),
  isGreen: z.boolean().default(false),
});
export const categoryCreateSchema = categoryFormSchema.extend({
  pid: z.coerce.number({ error: '请选择上级类目' }).int().min(0),
});
export const categoryMoveSchema = z.object({
  pid: z.coerce.number({ error: '请选择新的上级类目' }).int().min(0),
  sort: sort.optional(),
});
export const CATEGORY_LABELS = {
  name: '类目名称',
  sort: '排序',
  visible: '前台显示',
  isGreen: '绿色建材',
  pid: '上级类目',
};
export type CategoryForm = z.output<typeof categoryFormSchema>;
export type CategoryCreate = z.output<typeof categoryCreateSchema>;

export const WEBMAP_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A brand as the drawer edits it. */
export const brandFormSchema = z.object({
  name: z
    .string({ error: '请输入品牌名称' })
    .trim()
    .min(1, '请输入品牌名称')
    .max(BRAND_NAME_MAX, `品牌名称不能超过${BRAND_NAME_MAX}个字`),
  brandName: z
    .string()
    .trim()
    .max(BRAND_LATIN_MAX, `英文名不能超过${BRAND_LATIN_MAX}个字符`)
    .default(''),
  webmap: z
    .string({ error: '请输入品牌网址标识' })
    .trim()
    .min(1, '请输入品牌网址标识')
    .max(BRAND_WEBMAP_MAX, `品牌网址标识不能超过${BRAND_WEBMAP_MAX}个字符`)
    .regex(WEBMAP_PATTERN, '品牌网址标识只能用小写字母、数字和短横线，如 senhua-floor'),
  initial: z
    .string({ error: '请选择首字母' })
    .trim()
    .regex(/^[A-Z]$/, '首字母须为 A–Z 中的一个大写字母'),
  logo: z.string({ error: '请上传品牌 Logo' }).trim().min(1, '请上传品牌 Logo').max(500),
  description: z
    .string()
    .trim()
    .max(BRAND_DESCRIPTION_MAX, `品牌介绍不能超过${BRAND_DESCRIPTION_MAX}个字`)
    .optional(),
  sort: sort.default(0),
  visible: z.boolean().default(true),
  isRecommend: z.boolean().default(false),
});
export const BRAND_LABELS = {
  name: '品牌名称',
  brandName: '英文名',
  webmap: '品牌网址标识',
  initial: '首字母',
  logo: '品牌 Logo',
  description: '品牌介绍',
  sort: '排序',
  visible: '前台显示',
  isRecommend: '推荐品牌',
};
export type BrandForm = z.output<typeof brandFormSchema>;

export const brandWebmapTaken = (webmap: string, holder: string) =>
  `品牌网址标识「${webmap}」已被品牌「${holder}」使用，请换一个`;

export const SYNONYM_KINDS = ['same', 'broader'] as const;
export type SynonymKind = (typeof SYNONYM_KINDS)[number];
export const SYNONYM_KIND_NAME: Record<SynonymKind, string> = {
  same: '等同（互相找到）',
  broader: '上位词（只单向找到下位词）',
};

/** The words of a synonym field: split on commas, 、, = and spaces; blanks and repeats dropped. */
export function synonymWords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、=;；\s]+/)
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
}

const synonymWord = z
  .string()
  .trim()
  .min(1)
  .max(SYNONYM_WORD_MAX, `每个同义词不能超过${SYNONYM_WORD_MAX}个字`);

export const synonymTermSchema = z
  .string({ error: '请输入搜索词' })
  .trim()
  .min(1, '请输入搜索词')
  .max(SYNONYM_WORD_MAX, `搜索词不能超过${SYNONYM_WORD_MAX}个字`);

/** A synonym row: 瓷砖 = 地砖 (same) or 卫浴 ⊃ 马桶, 花洒 (broader). */
export const synonymFormSchema = z
  .object({
    kind: z.enum(SYNONYM_KINDS, { error: '请选择同义词类型' }),
    term: synonymTermSchema,
    synonyms: z
      .array(synonymWord, { error: '请至少填写一个同义词' })
      .min(1, '请至少填写一个同义词')
      .max(SYNONYM_WORDS_MAX, `同义词最多 ${SYNONYM_WORDS_MAX} 个`),
  })
  .transform((row) => ({
    ...row,
    synonyms: [...new Set(row.synonyms)].filter((w) => w !== row.term),
  }))
  .refine((row) => row.synonyms.length > 0, {
    message: '同义词不能只有搜索词本身',
    path: ['synonyms'],
  });
export const SYNONYM_LABELS = { kind: '同义词类型', term: '搜索词', synonyms: '同义词' };
export type SynonymForm = z.output<typeof synonymFormSchema>;

export const synonymTaken = (term: string, kind: SynonymKind) =>
  `搜索词「${term}」已有一条${kind === 'same' ? '等同' : '上位词'}同义词，请编辑那一条`;

export const BULK_REVIEW_MAX = 50;
/** The products of a bulk review (商品审核 批量通过/驳回). */
export const bulkReviewIds = z
  .array(z.coerce.number().int().positive(), { error: '请选择要审核的商品' })
  .min(1, '请选择要审核的商品')
  .max(BULK_REVIEW_MAX, `一次最多审核 ${BULK_REVIEW_MAX} 个商品`);

export type CategoryNest<T> = T & { children?: CategoryNest<T>[] };

/**
 * Nests flat category rows for a tree table (by sort, then id). With a keyword, only the
 * categories whose name holds it are kept, with their ancestors to place them.
 */
export function nestCategories<T extends TreeRow & { name: string; sort: number }>(
  rows: readonly T[],
  keyword = '',
): CategoryNest<T>[] {
  let kept = rows;
  if (keyword) {
    const ids = new Set<number>();
    for (const row of rows.filter((r) => r.name.includes(keyword))) {
      ids.add(row.id);
      for (const a of ancestorIds(rows, row.id)) ids.add(a);
    }
    kept = rows.filter((r) => ids.has(r.id));
  }
  const build = (pid: number, seen: Set<number>): CategoryNest<T>[] =>
    kept
      .filter((r) => r.pid === pid && !seen.has(r.id))
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((r) => {
        const children = build(r.id, new Set([...seen, r.id]));
        return children.length ? { ...r, children } : { ...r };
      });
  return build(0, new Set());
}

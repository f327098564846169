import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  brandFormSchema,
  checkCategoryMove,
  checkCategoryParent,
  descendantIds,
  nestCategories,
  OPS_CATALOG_MSG,
  synonymFormSchema,
  synonymWords,
} from './ops-catalog';

// 1 装饰建材 > 5 地板 > 51 实木复合地板, 52 强化复合地板; 1 > 22 涂料; 2 保温材料 > 37 墙体保温 > 371
const tree = [
  { id: 1, pid: 0, level: 1 },
  { id: 5, pid: 1, level: 2 },
  { id: 51, pid: 5, level: 3 },
  { id: 52, pid: 5, level: 3 },
  { id: 22, pid: 1, level: 2 },
  { id: 2, pid: 0, level: 1 },
  { id: 37, pid: 2, level: 2 },
  { id: 371, pid: 37, level: 3 },
];

describe('category tree rules', () => {
  it('walks descendants and ancestors', () => {
    expect(descendantIds(tree, 1).sort()).toEqual([22, 5, 51, 52]);
    expect(descendantIds(tree, 51)).toEqual([]);
    expect(ancestorIds(tree, 51)).toEqual([5, 1]);
    expect(ancestorIds(tree, 1)).toEqual([]);
  });

  it('stops on a cycle in bad data', () => {
    const looped = [
      { id: 1, pid: 2, level: 1 },
      { id: 2, pid: 1, level: 2 },
    ];
    expect(ancestorIds(looped, 1)).toEqual([2]);
    expect(descendantIds(looped, 1)).toEqual([2]);
  });

  it('adds under the top, a level-1 or a level-2 category, never under a level-3 one', () => {
    expect(checkCategoryParent(tree, 0)).toBeNull();
    expect(checkCategoryParent(tree, 1)).toBeNull();
    expect(checkCategoryParent(tree, 5)).toBeNull();
    expect(checkCategoryParent(tree, 51)).toBe(OPS_CATALOG_MSG.parentTooDeep);
    expect(checkCategoryParent(tree, 999)).toBe(OPS_CATALOG_MSG.parentNotFound);
  });

  it('moves a category under another parent of the level above', () => {
    expect(checkCategoryMove(tree, 51, 37)).toBeNull();
    expect(checkCategoryMove(tree, 22, 2)).toBeNull();
    expect(checkCategoryMove(tree, 2, 0)).toBeNull();
  });

  it('refuses cycles: under itself or its own descendants', () => {
    expect(checkCategoryMove(tree, 5, 5)).toBe(OPS_CATALOG_MSG.moveUnderSelf);
    expect(checkCategoryMove(tree, 1, 51)).toBe(OPS_CATALOG_MSG.moveUnderSelf);
    expect(checkCategoryMove(tree, 1, 5)).toBe(OPS_CATALOG_MSG.moveUnderSelf);
  });

  it('keeps the level: products name all three levels', () => {
    expect(checkCategoryMove(tree, 51, 1)).toBe('三级类目只能移动到二级类目之下');
    expect(checkCategoryMove(tree, 51, 0)).toBe('三级类目只能移动到二级类目之下');
    expect(checkCategoryMove(tree, 22, 37)).toBe('二级类目只能移动到一级类目之下');
    expect(checkCategoryMove(tree, 2, 1)).toBe('一级类目只能在顶层调整顺序');
  });

  it('names a missing category or parent', () => {
    expect(checkCategoryMove(tree, 999, 1)).toBe(OPS_CATALOG_MSG.categoryNotFound);
    expect(checkCategoryMove(tree, 51, 999)).toBe(OPS_CATALOG_MSG.parentNotFound);
  });
});

describe('synonym rows', () => {
  it('splits the words on the separators people type', () => {
    expect(synonymWords('地砖，瓷片、墙砖 地砖\n釉面砖=抛光砖')).toEqual([
      '地砖',
      '瓷片',
      '墙砖',
      '釉面砖',
      '抛光砖',
    ]);
  });

  it('drops the term itself and repeats; a row of only the term is refused', () => {
    const ok = synonymFormSchema.parse({
      kind: 'same',
      term: '瓷砖',
      synonyms: ['地砖', '瓷砖', '地砖'],
    });
    expect(ok.synonyms).toEqual(['地砖']);
    const bad = synonymFormSchema.safeParse({ kind: 'same', term: '瓷砖', synonyms: ['瓷砖'] });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['synonyms'],
      message: '同义词不能只有搜索词本身',
    });
  });

  it('says which field is wrong in Chinese', () => {
    const res = synonymFormSchema.safeParse({ kind: 'same', term: '', synonyms: [] });
    expect(res.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['请输入搜索词', '请至少填写一个同义词']),
    );
    const long = synonymFormSchema.safeParse({ kind: 'x', term: '瓷'.repeat(31), synonyms: ['a'] });
    expect(long.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['请选择同义词类型', '搜索词不能超过30个字']),
    );
  });
});

describe('brand form', () => {
  const brand = { name: '森华', webmap: 'senhua', initial: 'S', logo: '/files/public/x.png' };

  it('takes a brand with a lower-case web name and one capital initial', () => {
    expect(brandFormSchema.parse(brand)).toMatchObject({ ...brand, brandName: '', visible: true });
  });

  it('refuses a web name with capitals or spaces, and an initial that is not A–Z', () => {
    const res = brandFormSchema.safeParse({ ...brand, webmap: 'Sen hua', initial: 's' });
    expect(res.error?.issues.map((i) => i.message)).toEqual([
      '品牌网址标识只能用小写字母、数字和短横线，如 senhua-floor',
      '首字母须为 A–Z 中的一个大写字母',
    ]);
  });
});

describe('nestCategories', () => {
  const rows = tree.map((r) => ({ ...r, name: `类目${r.id}`, sort: r.id === 52 ? 0 : 1 }));

  it('nests by parent, in sort order', () => {
    const nested = nestCategories(rows);
    expect(nested.map((n) => n.id)).toEqual([1, 2]);
    expect(nested[0]!.children!.find((c) => c.id === 5)!.children!.map((c) => c.id)).toEqual([
      52, 51,
    ]);
  });

  it('keeps matches with their ancestors only', () => {
    const nested = nestCategories(rows, '类目371');
    expect(nested).toHaveLength(1);
    expect(nested[0]!.children![0]!.children!.map((c) => c.id)).toEqual([371]);
  });
});

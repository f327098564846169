import 'server-only';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  CompanyHallTab,
  FactoryImage,
  FactoryVr,
  MemberLevel,
  Page,
  PageQuery,
  ProjectCase,
  Qualification,
  Showroom,
  ShowroomContact,
  SupplierListItem,
} from '@/api/types';
import { isTenantStatus, memberLevelOf } from '@/lib/identity';
import { toTsQuery } from '@/lib/search-tokens';
import { MEMBER_LEVELS, SUPPLIER_CHILD_TYPES } from '@/lib/supplier';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  areas,
  brands,
  categories,
  enterprises,
  productSearch,
  supplierFactoryImages,
  supplierFactoryVrs,
  supplierProjectCases,
  supplierQualifications,
  supplierShowrooms,
} from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { offsetOf, pageQuery, param, toPage } from './paging';

const SUPPLIER = 1;
const APPROVED = 1;
const SELECTED = 'supplier';
export const SHOWROOM_MISSING = '该供应商展厅不存在或已关闭';

const id = () => param(idField().optional());
const idList = z.preprocess(
  (value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  z.array(idField()).max(50),
);

/** supplier/paging (the /list directory). */
export const directoryInput = pageQuery(12).extend({
  keyword: param(z.string().trim().max(50).optional()),
  categoryId: id(),
  provinceId: id(),
  cityId: id(),
  childType: param(
    z.coerce
      .number()
      .int()
      .refine((c) => SUPPLIER_CHILD_TYPES.some((t) => t.code === c))
      .optional(),
  ),
  memberLevel: param(z.enum(MEMBER_LEVELS as [MemberLevel, ...MemberLevel[]]).optional()),
});
export type DirectoryInput = z.output<typeof directoryInput>;

/** yeation/supplierSearch (/yeation/more). */
export const supplierSearchInput = pageQuery(12).extend({
  keyword: param(z.string().trim().max(50).optional()),
  brandIds: idList,
  brandName: param(z.string().trim().max(64).optional()),
  categoryId: id(),
});
export type SupplierSearchInput = z.output<typeof supplierSearchInput>;

export const SUPPLIER_LABELS = {
  keyword: '关键词',
  categoryId: '分类',
  provinceId: '省份',
  cityId: '城市',
  childType: '企业类型',
  memberLevel: '会员等级',
  brandIds: '品牌',
  brandName: '品牌名称',
  tenantId: '供应商',
  pageNo: '页码',
  pageSize: '每页条数',
};

/** Level-2 category ids a category stands for: its own level-2 subtree (enterprises serve level 2). */
async function servedCategoryIds(categoryId: number): Promise<number[]> {
  const [row] = await db
    .select({ id: categories.id, pid: categories.pid, level: categories.level })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) return [];
  if (row.level === 2) return [row.id];
  if (row.level === 3) return [row.pid];
  const children = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.pid, row.id));
  return children.map((c) => c.id);
}

const serves = (ids: number[]) =>
  ids.length
    ? sql`${enterprises.serveCategoryIds} && ARRAY[${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}]::int[]`
    : sql`false`;

function keywordMatch(keyword: string | undefined): SQL | undefined {
  const query = toTsQuery(keyword);
  return query
    ? sql`${supplierShowrooms.searchVector} @@ to_tsquery('simple', ${query})`
    : undefined;
}

const listColumns = {
  id: enterprises.id,
  name: enterprises.name,
  shortName: supplierShowrooms.shortName,
  logo: enterprises.logo,
  childType: enterprises.childType,
  memberLevel: enterprises.memberLevel,
  tenantStatus: enterprises.tenantStatus,
  provinceId: enterprises.provinceId,
  cityId: enterprises.cityId,
  mainProducts: supplierShowrooms.mainProducts,
  brandIds: supplierShowrooms.brandIds,
  serveCategoryIds: enterprises.serveCategoryIds,
  foundedYear: supplierShowrooms.foundedYear,
  registeredCapital: supplierShowrooms.registeredCapital,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

/** Names the category, brand and area ids of a page of rows in three lookups. */
async function toListItems(rows: ListRow[]): Promise<SupplierListItem[]> {
  const categoryIds = [...new Set(rows.flatMap((r) => r.serveCategoryIds ?? []))];
  const brandIds = [...new Set(rows.flatMap((r) => r.brandIds ?? []))];
  const areaIds = [
    ...new Set(rows.flatMap((r) => [r.provinceId, r.cityId]).filter((x): x is number => !!x)),
  ];
  const [cats, brandRows, areaRows] = await Promise.all([
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(and(inArray(categories.id, categoryIds), eq(categories.status, 1)))
      : [],
    brandIds.length
      ? db
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(inArray(brands.id, brandIds))
      : [],
    areaIds.length
      ? db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, areaIds))
      : [],
  ]);
  const nameOf = (list: { id: number; name: string }[]) => new Map(list.map((x) => [x.id, x.name]));
  const catName = nameOf(cats);
  const brandName = nameOf(brandRows);
  const areaName = nameOf(areaRows);
  return rows.map((r) => ({
    id: r.id!,
    name: r.name!,
    shortName: r.shortName,
    logo: r.logo,
    childType: r.childType,
    memberLevel: memberLevelOf(r.memberLevel),
    tenantStatus: isTenantStatus(r.tenantStatus) ? r.tenantStatus : null,
    province: r.provinceId ? (areaName.get(r.provinceId) ?? null) : null,
    city: r.cityId ? (areaName.get(r.cityId) ?? null) : null,
    mainProducts: r.mainProducts ?? '',
    mainCategories: (r.serveCategoryIds ?? []).flatMap((c) => catName.get(c) ?? []).slice(0, 3),
    brandNames: (r.brandIds ?? []).flatMap((b) => brandName.get(b) ?? []),
    foundedYear: r.foundedYear,
    registeredCapital: r.registeredCapital,
  }));
}

/** Suppliers with a showroom (the only ones a card can link to), showroom rank first. */
async function pageOf(where: SQL | undefined, q: PageQuery): Promise<Page<SupplierListItem>> {
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(enterprises)
      .innerJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
      .where(where)
      .orderBy(sql`${supplierShowrooms.rank} desc nulls last`, asc(enterprises.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    countWithShowroom(where),
  ]);
  return toPage(await toListItems(rows), total, q);
}

async function countWithShowroom(where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enterprises)
    .innerJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
    .where(where);
  return row?.n ?? 0;
}

const approvedSupplier = and(eq(enterprises.type, SUPPLIER), eq(enterprises.status, APPROVED));

/** The qualified supplier directory: approved suppliers, filtered, showroom rank first. */
export async function supplierDirectory(q: DirectoryInput): Promise<Page<SupplierListItem>> {
  const where = and(
    approvedSupplier,
    keywordMatch(q.keyword),
    q.categoryId ? serves(await servedCategoryIds(q.categoryId)) : undefined,
    q.provinceId ? eq(enterprises.provinceId, q.provinceId) : undefined,
    q.cityId ? eq(enterprises.cityId, q.cityId) : undefined,
    q.childType ? eq(enterprises.childType, q.childType) : undefined,
    q.memberLevel ? eq(enterprises.memberLevel, q.memberLevel) : undefined,
  );
  return pageOf(where, q);
}

/** Selected suppliers (tenantStatus supplier) by keyword, brand and category (/yeation/more). */
export async function supplierSearch(q: SupplierSearchInput): Promise<Page<SupplierListItem>> {
  let brandIds = q.brandIds;
  if (q.brandName) {
    const named = await db
      .select({ id: brands.id })
      .from(brands)
      .where(or(eq(brands.name, q.brandName), eq(brands.brandName, q.brandName)));
    brandIds = [...brandIds, ...named.map((b) => b.id)];
    if (!brandIds.length) return toPage([], 0, q);
  }
  const where = and(
    approvedSupplier,
    eq(enterprises.tenantStatus, SELECTED),
    keywordMatch(q.keyword),
    brandIds.length
      ? sql`${supplierShowrooms.brandIds} && ARRAY[${sql.join(
          brandIds.map((b) => sql`${b}`),
          sql`, `,
        )}]::int[]`
      : undefined,
    q.categoryId ? serves(await servedCategoryIds(q.categoryId)) : undefined,
  );
  return pageOf(where, q);
}

/** The company hall's tabs: 全部 and each shown level-1 category with its selected suppliers. */
export async function companyHallTabs(): Promise<CompanyHallTab[]> {
  const roots = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.level, 1), eq(categories.status, 1)))
    .orderBy(asc(categories.sort), asc(categories.id));
  const children = await db
    .select({ id: categories.id, pid: categories.pid })
    .from(categories)
    .where(eq(categories.level, 2));
  const selected = and(approvedSupplier, eq(enterprises.tenantStatus, SELECTED));
  const counts = await Promise.all(
    roots.map(async (root) => {
      const ids = children.filter((c) => c.pid === root.id).map((c) => c.id);
      return countWithShowroom(and(selected, serves(ids)));
    }),
  );
  const all = await countWithShowroom(selected);
  return [
    { key: 0, name: '全部', count: all },
    ...roots.map((r, i) => ({ key: r.id, name: r.name, count: counts[i] ?? 0 })),
  ].filter((t) => t.key === 0 || t.count > 0);
}

/** The selected suppliers of one company-hall tab (0 for all). */
export async function companyHallPage(
  categoryId: number,
  q: PageQuery,
): Promise<Page<SupplierListItem>> {
  return supplierSearch({ ...q, brandIds: [], categoryId: categoryId || undefined });
}

// ---------------------------------------------------------------- showroom

/** The showroom of an approved supplier; 404 for anything else. */
export async function showroomOf(tenantId: number): Promise<Showroom> {
  const [row] = await db
    .select({
      ...listColumns,
      slogan: supplierShowrooms.slogan,
      intro: supplierShowrooms.intro,
      bannerUrl: supplierShowrooms.bannerUrl,
      employees: supplierShowrooms.employees,
      annualOutput: supplierShowrooms.annualOutput,
      viewCount: supplierShowrooms.viewCount,
    })
    .from(enterprises)
    .innerJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
    .where(and(eq(enterprises.id, tenantId), approvedSupplier));
  if (!row) throw notFound(SHOWROOM_MISSING);
  const of = (table: typeof supplierFactoryImages | typeof supplierFactoryVrs) =>
    db.$count(table, eq(table.enterpriseId, tenantId));
  const [[item], productCount, cases, qualifications, factory, vr] = await Promise.all([
    toListItems([row]),
    db.$count(productSearch, eq(productSearch.supplierId, tenantId)),
    db.$count(supplierProjectCases, eq(supplierProjectCases.enterpriseId, tenantId)),
    db.$count(supplierQualifications, eq(supplierQualifications.enterpriseId, tenantId)),
    of(supplierFactoryImages),
    of(supplierFactoryVrs),
  ]);
  return {
    ...item!,
    slogan: row.slogan,
    intro: row.intro,
    bannerUrl: row.bannerUrl,
    employees: row.employees,
    annualOutput: row.annualOutput,
    viewCount: row.viewCount,
    counts: { products: productCount, cases, qualifications, factory, vr },
  };
}

export async function showroomContact(tenantId: number): Promise<ShowroomContact> {
  const [row] = await db
    .select({
      contactName: supplierShowrooms.contactName,
      contactPhone: supplierShowrooms.contactPhone,
      contactEmail: supplierShowrooms.contactEmail,
      website: supplierShowrooms.website,
      province: supplierShowrooms.province,
      city: supplierShowrooms.city,
      address: supplierShowrooms.address,
    })
    .from(supplierShowrooms)
    .innerJoin(enterprises, eq(enterprises.id, supplierShowrooms.enterpriseId))
    .where(and(eq(supplierShowrooms.enterpriseId, tenantId), approvedSupplier));
  if (!row) throw notFound(SHOWROOM_MISSING);
  return row;
}

export async function factoryMap(tenantId: number): Promise<FactoryImage[]> {
  return db
    .select({
      id: supplierFactoryImages.id,
      title: supplierFactoryImages.title,
      description: supplierFactoryImages.description,
      imageUrl: supplierFactoryImages.imageUrl,
      images: supplierFactoryImages.images,
    })
    .from(supplierFactoryImages)
    .where(eq(supplierFactoryImages.enterpriseId, tenantId))
    .orderBy(asc(supplierFactoryImages.sort), asc(supplierFactoryImages.id));
}

export async function factoryVrs(tenantId: number): Promise<FactoryVr[]> {
  return db
    .select({
      id: supplierFactoryVrs.id,
      title: supplierFactoryVrs.title,
      coverUrl: supplierFactoryVrs.coverUrl,
      vrUrl: supplierFactoryVrs.vrUrl,
    })
    .from(supplierFactoryVrs)
    .where(eq(supplierFactoryVrs.enterpriseId, tenantId))
    .orderBy(asc(supplierFactoryVrs.sort), asc(supplierFactoryVrs.id));
}

export const projectCaseInput = pageQuery(9).extend({
  tenantId: idField(),
});

export async function projectCases(
  q: z.output<typeof projectCaseInput>,
): Promise<Page<ProjectCase>> {
  const where = eq(supplierProjectCases.enterpriseId, q.tenantId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(supplierProjectCases)
      .where(where)
      .orderBy(asc(supplierProjectCases.sort), desc(supplierProjectCases.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(supplierProjectCases, where),
  ]);
  return toPage(
    rows.map(({ enterpriseId: _e, sort: _s, ...r }) => r),
    total,
    q,
  );
}

export async function qualifications(tenantId: number): Promise<Qualification[]> {
  return db
    .select({
      id: supplierQualifications.id,
      kind: supplierQualifications.kind,
      name: supplierQualifications.name,
      fileUrl: supplierQualifications.fileUrl,
      fileType: supplierQualifications.fileType,
      issuedBy: supplierQualifications.issuedBy,
      validUntil: supplierQualifications.validUntil,
    })
    .from(supplierQualifications)
    .where(eq(supplierQualifications.enterpriseId, tenantId))
    .orderBy(asc(supplierQualifications.sort), asc(supplierQualifications.id));
}

/** Brands sold by selected suppliers, for the supplier search's brand filter. */
export async function selectedSupplierBrands(): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectDistinct({ id: brands.id, name: brands.name })
    .from(supplierShowrooms)
    .innerJoin(enterprises, eq(enterprises.id, supplierShowrooms.enterpriseId))
    .innerJoin(brands, sql`${brands.id} = any(${supplierShowrooms.brandIds})`)
    .where(and(approvedSupplier, eq(enterprises.tenantStatus, SELECTED)));
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id);
}

import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CertificateProduct } from '@/api/modules/certificates';
import type { Page } from '@/api/types';
import { buildCategoryTree, type CategoryNode } from '@/lib/category-tree';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { categories, greenCertificates, greenTowns, products } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { containsPattern, offsetOf, pageQuery, param, toPage } from './paging';

const VALID = 1;
export const GREEN_PAGE_SIZE = 12;

export interface GreenTown {
  id: number;
  name: string;
  logo: string;
  province: string;
  city: string | null;
  level: string | null;
  intro: string | null;
}

export interface GreenCategory {
  id: number;
  name: string;
  count: number;
}

export interface GreenHome {
  certificateCount: number;
  enterpriseCount: number;
  productCount: number;
  townCount: number;
  categories: GreenCategory[];
}

/** green/town/list: shown towns in their configured order. */
export async function greenTownList(): Promise<GreenTown[]> {
  const rows = await db
    .select({
      id: greenTowns.id,
      name: greenTowns.name,
      logo: greenTowns.coverUrl,
      province: greenTowns.province,
      city: greenTowns.city,
      level: greenTowns.level,
      intro: greenTowns.intro,
    })
    .from(greenTowns)
    .where(eq(greenTowns.status, VALID))
    .orderBy(asc(greenTowns.sort), asc(greenTowns.id));
  return rows;
}

const leaf = alias(categories, 'leaf');
const parent = alias(categories, 'parent');

/**
 * The second-level categories that hold certified products, with their counts: certificates
 * sit on third-level categories, which are too fine for the page's tabs.
 */
async function certifiedCategories(): Promise<GreenCategory[]> {
  return db
    .select({ id: parent.id, name: parent.name, count: sql<number>`count(*)::int` })
    .from(greenCertificates)
    .innerJoin(leaf, eq(leaf.id, greenCertificates.categoryId))
    .innerJoin(parent, eq(parent.id, leaf.pid))
    .where(and(eq(greenCertificates.status, VALID), eq(parent.status, 1)))
    .groupBy(parent.id, parent.name, parent.sort)
    .orderBy(asc(parent.sort), asc(parent.id));
}

/** green/homePage: the headline figures and the categories of certified products. */
export async function greenHomePage(): Promise<GreenHome> {
  const [[figures], towns, cats] = await Promise.all([
    db
      .select({
        certificateCount: sql<number>`count(*)::int`,
        enterpriseCount: sql<number>`count(distinct ${greenCertificates.enterpriseId})::int`,
        productCount: sql<number>`count(distinct ${greenCertificates.productId})::int`,
      })
      .from(greenCertificates)
      .where(eq(greenCertificates.status, VALID)),
    db.$count(greenTowns, eq(greenTowns.status, VALID)),
    certifiedCategories(),
  ]);
  return {
    certificateCount: figures?.certificateCount ?? 0,
    enterpriseCount: figures?.enterpriseCount ?? 0,
    productCount: figures?.productCount ?? 0,
    townCount: towns,
    categories: cats,
  };
}

export const greenShowQuery = pageQuery(GREEN_PAGE_SIZE).extend({
  categoryId: param(idField().optional()),
  keyword: param(z.string().trim().max(50).optional()),
});
export type GreenShowQuery = z.output<typeof greenShowQuery>;
export const GREEN_LABELS = {
  pageNo: '页码',
  pageSize: '每页条数',
  categoryId: '类目',
  keyword: '关键词',
};

const certificateColumns = {
  id: greenCertificates.id,
  name: greenCertificates.productName,
  productId: greenCertificates.productId,
  imgUrl: sql<string | null>`coalesce(${greenCertificates.coverUrl}, ${products.mainImage})`,
  certificateName: sql<string>`'绿色建材产品认证 ' || ${greenCertificates.level}`,
  certNo: greenCertificates.certNo,
  level: greenCertificates.level,
  tenantName: greenCertificates.enterpriseName,
  enterpriseId: greenCertificates.enterpriseId,
  categoryName: leaf.name,
  issuedBy: greenCertificates.issuedBy,
  issueDate: greenCertificates.issueDate,
  expireDate: greenCertificates.expireDate,
};

export type GreenCertificate = CertificateProduct & {
  productId: number | null;
  certNo: string;
  level: string;
  enterpriseId: number | null;
  categoryName: string;
  issuedBy: string;
  issueDate: string;
  expireDate: string;
};

function toCertificate<T extends { imgUrl: string | null }>({ imgUrl, ...r }: T) {
  return { ...r, imgUrl: imgUrl ?? undefined };
}

/**
 * greenShowData / certificates paging: certified products, newest certificate first, of a
 * category at any level (the certificate's own category, its parent or its grandparent).
 */
export async function greenShowData(q: GreenShowQuery): Promise<Page<GreenCertificate>> {
  const where = and(
    eq(greenCertificates.status, VALID),
    q.categoryId
      ? or(eq(leaf.id, q.categoryId), eq(leaf.pid, q.categoryId), eq(parent.pid, q.categoryId))
      : undefined,
    q.keyword ? ilike(greenCertificates.productName, containsPattern(q.keyword)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(certificateColumns)
      .from(greenCertificates)
      .innerJoin(leaf, eq(leaf.id, greenCertificates.categoryId))
      .leftJoin(parent, eq(parent.id, leaf.pid))
      .leftJoin(products, eq(products.id, greenCertificates.productId))
      .where(where)
      .orderBy(desc(greenCertificates.issueDate), desc(greenCertificates.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(greenCertificates)
      .innerJoin(leaf, eq(leaf.id, greenCertificates.categoryId))
      .leftJoin(parent, eq(parent.id, leaf.pid))
      .where(where),
  ]);
  return toPage(rows.map(toCertificate), count?.n ?? 0, q);
}

/** certificates/{id}: one certificate with its product. */
export async function greenCertificate(
  id: number,
): Promise<GreenCertificate & { fileUrl: string | null }> {
  const [row] = await db
    .select({ ...certificateColumns, fileUrl: greenCertificates.fileUrl })
    .from(greenCertificates)
    .innerJoin(leaf, eq(leaf.id, greenCertificates.categoryId))
    .leftJoin(products, eq(products.id, greenCertificates.productId))
    .where(and(eq(greenCertificates.id, id), eq(greenCertificates.status, VALID)));
  if (!row) throw notFound('认证证书不存在');
  return toCertificate(row);
}

/** gotuAuth/{id}: where the certificate can be checked (its certificate document). */
export async function certificateAuthUrl(id: number): Promise<string> {
  const cert = await greenCertificate(id);
  if (!cert.fileUrl) throw notFound('该证书暂无认证文件');
  return cert.fileUrl;
}

/** findAllGreenFront: the shown tree cut down to green categories and their ancestors. */
export async function greenCategoryTree(): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: categories.id,
      pid: categories.pid,
      name: categories.name,
      logo: categories.logo,
      status: categories.status,
      level: categories.level,
      sort: categories.sort,
      isGreen: categories.isGreen,
    })
    .from(categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const r of rows) {
    if (!r.isGreen) continue;
    for (let node = byId.get(r.id); node && !keep.has(node.id); node = byId.get(node.pid)) {
      keep.add(node.id);
    }
  }
  return buildCategoryTree(
    rows.filter((r) => keep.has(r.id)),
    true,
  );
}

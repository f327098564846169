import 'server-only';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { formatDateTime } from '@/lib/format';
import { TOP_TYPE } from '@/lib/roles';
import type {
  ProductCertificateInfo,
  ProductDetail,
  ProductDetailSku,
  RelatedProduct,
} from '@/api/types';
import { db } from '@/server/db';
import {
  areas,
  brands,
  categories,
  enterprises,
  favourites,
  greenCertificates,
  productCertificates,
  products,
  productSearch,
  rightsFiles,
  skuAgreements,
  skus,
  supplierShowrooms,
} from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { SessionUser } from '@/server/services/identity/session';

export const PRODUCT_GONE = '商品不存在或已下架';
export const RELATED_LIMIT = 10;

type SkuRow = typeof skus.$inferSelect;

function toWireSku(sku: SkuRow): ProductDetailSku {
  return {
    id: sku.id,
    price: sku.price,
    priceType: sku.priceType,
    extraPriceJson: JSON.stringify(sku.extraPriceJson),
    salesAttributes: sku.salesAttributes,
    stock: sku.stock,
    skuAgreementsDtoList: [],
  };
}

/** The supplier's own certificates of the product, then its current green-material ones. */
async function certificatesOf(productId: number): Promise<ProductCertificateInfo[]> {
  const [own, green] = await Promise.all([
    db
      .select({
        name: productCertificates.name,
        certNo: productCertificates.certNo,
        expiresAt: productCertificates.expiresAt,
      })
      .from(productCertificates)
      .where(eq(productCertificates.productId, productId))
      .orderBy(asc(productCertificates.id)),
    db
      .select({
        level: greenCertificates.level,
        certNo: greenCertificates.certNo,
        issuedBy: greenCertificates.issuedBy,
        expireDate: greenCertificates.expireDate,
      })
      .from(greenCertificates)
      .where(and(eq(greenCertificates.productId, productId), eq(greenCertificates.status, 1)))
      .orderBy(asc(greenCertificates.id)),
  ]);
  return [
    ...own.map((c) => ({
      name: c.name,
      certNo: c.certNo,
      issuedBy: null,
      expiresAt: formatDateTime(c.expiresAt, 'day'),
    })),
    ...green.map((c) => ({
      name: `绿色建材产品认证（${c.level}）`,
      certNo: c.certNo,
      issuedBy: c.issuedBy,
      expiresAt: c.expireDate,
    })),
  ];
}

/** An on-shelf product, or 404 `商品不存在或已下架`. */
export async function onShelfProduct(id: number) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 1)))
    .limit(1);
  if (!product) throw notFound(PRODUCT_GONE);
  return product;
}

async function relatedProducts(productId: number, category3Id: number): Promise<RelatedProduct[]> {
  // Ordered through the search copy's (category, sales) index: the first ten, not every product
  // of the category read and sorted (62 ms for 1,600 products at 100k).
  const rows = await db
    .select({ id: products.id, name: products.name, mainImage: products.mainImage })
    .from(productSearch)
    .innerJoin(products, eq(products.id, productSearch.id))
    .where(and(eq(productSearch.category3Id, category3Id), ne(productSearch.id, productId)))
    .orderBy(desc(productSearch.salesCount), asc(productSearch.id))
    .limit(RELATED_LIMIT);
  if (!rows.length) return [];
  const skuRows = await db
    .select()
    .from(skus)
    .where(
      and(
        inArray(
          skus.productId,
          rows.map((r) => r.id),
        ),
        eq(skus.status, 1),
      ),
    )
    .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id));
  return rows.map((r) => ({
    ...r,
    skuDtoList: skuRows.filter((s) => s.productId === r.id).map(toWireSku),
  }));
}

/**
 * The public part of a product's detail page: the same for every visitor, so the page can be
 * cached. Agreement prices and favourite state are added per user by `itemDetailFor`.
 */
export async function publicItemDetail(id: number): Promise<ProductDetail> {
  const product = await onShelfProduct(id);
  const [skuRows, supplierRow, brandRow, categoryRows, files, related, certificates] =
    await Promise.all([
      db
        .select()
        .from(skus)
        .where(and(eq(skus.productId, id), eq(skus.status, 1)))
        .orderBy(asc(skus.sort), asc(skus.id)),
      db
        .select({
          id: enterprises.id,
          name: enterprises.name,
          logo: enterprises.logo,
          memberLevel: enterprises.memberLevel,
          provinceId: enterprises.provinceId,
          cityId: enterprises.cityId,
          mainProducts: supplierShowrooms.mainProducts,
          foundedYear: supplierShowrooms.foundedYear,
          productCount: db.$count(productSearch, eq(productSearch.supplierId, product.supplierId)),
        })
        .from(enterprises)
        .leftJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
        .where(eq(enterprises.id, product.supplierId))
        .then((r) => r[0]),
      product.brandId === null
        ? Promise.resolve(undefined)
        : db
            .select({
              id: brands.id,
              name: brands.name,
              brandName: brands.brandName,
              logo: brands.logo,
              webmap: brands.webmap,
            })
            .from(brands)
            .where(eq(brands.id, product.brandId))
            .then((r) => r[0]),
      db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(
          inArray(categories.id, [product.category1Id, product.category2Id, product.category3Id]),
        ),
      db
        .select({
          id: rightsFiles.id,
          name: rightsFiles.name,
          fileType: rightsFiles.fileType,
          size: rightsFiles.size,
          rightType: rightsFiles.rightType,
        })
        .from(rightsFiles)
        .where(eq(rightsFiles.productId, id))
        .orderBy(asc(rightsFiles.id)),
      relatedProducts(id, product.category3Id),
      certificatesOf(id),
    ]);
  const areaIds = [supplierRow?.provinceId, supplierRow?.cityId].filter(
    (a): a is number => typeof a === 'number',
  );
  const areaRows = areaIds.length
    ? await db
        .select({ id: areas.id, name: areas.name })
        .from(areas)
        .where(inArray(areas.id, areaIds))
    : [];
  const areaName = (areaId: number | null | undefined) =>
    areaRows.find((a) => a.id === areaId)?.name ?? null;
  const categoryIds = [product.category1Id, product.category2Id, product.category3Id];

  return {
    id: product.id,
    name: product.name,
    model: product.model,
    unit: product.unit,
    mainImage: product.mainImage,
    images: product.images.length ? product.images : [product.mainImage],
    attributes: product.attributes,
    itemSalesAttributes: product.itemSalesAttributes,
    status: product.status,
    salesCount: product.salesCount,
    minOrderQty: product.minOrderQty,
    detailHtml: product.detailHtml,
    brand: brandRow ?? null,
    categoryIds,
    categoryNames: categoryIds.map((c) => categoryRows.find((r) => r.id === c)?.name ?? ''),
    supplier: {
      id: product.supplierId,
      name: supplierRow?.name ?? '',
      logo: supplierRow?.logo ?? null,
      memberLevel: supplierRow?.memberLevel ?? null,
      province: areaName(supplierRow?.provinceId),
      city: areaName(supplierRow?.cityId),
      mainProducts: supplierRow?.mainProducts ?? null,
      foundedYear: supplierRow?.foundedYear ?? null,
      productCount: Number(supplierRow?.productCount ?? 0),
      showroomUrl: `/supplier/${product.supplierId}`,
    },
    skuDtoList: skuRows.map(toWireSku),
    certificates,
    rightsFiles: files,
    related,
  };
}

/**
 * getItemDetail: the public detail plus what belongs to the caller — agreement prices of the
 * buyer's own enterprise (never another's) and whether the product is a favourite.
 */
export async function itemDetailFor(id: number, user: SessionUser | null): Promise<ProductDetail> {
  const detail = await publicItemDetail(id);
  if (!user) return detail;
  const skuIds = detail.skuDtoList.map((s) => s.id);
  const buyerEnterprise =
    user.topType === TOP_TYPE.buyer && user.enterpriseId !== null ? user.enterpriseId : null;
  const [agreements, fav] = await Promise.all([
    buyerEnterprise !== null && skuIds.length
      ? db
          .select({
            id: skuAgreements.id,
            skuId: skuAgreements.skuId,
            agreementNo: skuAgreements.agreementNo,
            price: skuAgreements.price,
            startAt: skuAgreements.startAt,
            endAt: skuAgreements.endAt,
          })
          .from(skuAgreements)
          .where(
            and(
              inArray(skuAgreements.skuId, skuIds),
              eq(skuAgreements.buyerEnterpriseId, buyerEnterprise),
            ),
          )
      : Promise.resolve([]),
    db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(and(eq(favourites.userId, user.id), eq(favourites.productId, id)))
      .limit(1),
  ]);
  const now = Date.now();
  const current = agreements.filter((a) => a.startAt.getTime() <= now && a.endAt.getTime() >= now);
  return {
    ...detail,
    isFavourite: fav.length > 0,
    skuDtoList: detail.skuDtoList.map((sku) => ({
      ...sku,
      skuAgreementsDtoList: current
        .filter((a) => a.skuId === sku.id)
        .map((a) => ({
          id: a.id,
          agreementNo: a.agreementNo,
          price: a.price,
          startAt: a.startAt.toISOString(),
          endAt: a.endAt.toISOString(),
        })),
    })),
  };
}

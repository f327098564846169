import { visibleStatus } from '@/lib/supplier-product';
import type { Random } from '@/lib/random';
import {
  favourites,
  PRICE_TYPES,
  productImages,
  products,
  rights,
  searchSynonyms,
  rightsFiles,
  skuAgreements,
  skus,
  type ExtraPrice,
  type KeyValue,
  type KeyValues,
} from '../schema/catalog';
import { productSearchColumns } from '../../search/product-index';
import { readVocabulary } from '../../search/vocabulary';
import { daysAgo, formatYuan, insertRows, type SeedContext } from './context';
import type { Leaf } from './data/catalog';
import { SYNONYMS } from './data/synonyms';
import { DEMO, type BrandInfo, type BuyerInfo, type SupplierInfo } from './identity';
import { productImageFeatures, seedImages, VARIANTS_PER_KIND } from './images';

/** The alternate theme's recommended categories; every 16 products, 3 land in them. */
export const RECOMMENDED_CATEGORY_IDS = [5, 22, 37] as const;
const PRODUCTS_PER_CHUNK = 2000;

export interface ProductSummary {
  id: number;
  name: string;
  supplierId: number;
  category3Id: number;
  isGreen: boolean;
  unit: string;
  image: string;
  /** SKUs that can go into a cart (type ≠ 4, priced). */
  buyable: { id: number; price: number; priceType: number; desc: string }[];
}

interface World {
  leaves: Leaf[];
  leavesByL2: Map<number, Leaf[]>;
  brands: Map<number, BrandInfo>;
  brandsByL1: Map<number, number[]>;
  /** Who sells each leaf: the suppliers of the industries it belongs to. */
  suppliersByLeaf: Map<number, SupplierInfo[]>;
  buyers: BuyerInfo[];
  /** How many of the demo supplier's products were built so far (for their review states). */
  demoProducts: number;
}

/**
 * Review states of the demo supplier's products, by their order among its products (the first
 * ones stay on shelf for the other screens): 待审核, 已驳回 with a reason, 已下架.
 */
const DEMO_REVIEW_STATES: Record<
  number,
  { onShelf: boolean; auditStatus: string; auditReason?: string }
> = {
  6: { onShelf: true, auditStatus: 'pending' },
  7: {
    onShelf: true,
    auditStatus: 'rejected',
    auditReason: '主图含有其他平台水印，请更换为清晰的商品实拍图后重新提交',
  },
  8: { onShelf: false, auditStatus: 'approved' },
};

type ProductRow = typeof products.$inferInsert;
type SkuRow = typeof skus.$inferInsert;

function roundPrice(yuan: number): number {
  if (yuan >= 1000) return Math.round(yuan / 10) * 10;
  if (yuan >= 20) return Math.round(yuan);
  return Math.round(yuan * 2) / 2;
}

// The first products pin the cases the price rules need (a type-4 first SKU, a 询价 product …).
const PINNED_TYPES: Record<number, number[]> = {
  0: [PRICE_TYPES.project, PRICE_TYPES.fixed],
  1: [PRICE_TYPES.range, PRICE_TYPES.agreement],
  2: [PRICE_TYPES.fixed],
  3: [PRICE_TYPES.agreement, PRICE_TYPES.project, PRICE_TYPES.range],
};

function priceTypes(r: Random, index: number, count: number): number[] {
  const types: number[] =
    PINNED_TYPES[index]?.slice(0, count) ??
    Array.from({ length: count }, () =>
      r.weighted([
        [PRICE_TYPES.fixed, 40],
        [PRICE_TYPES.range, 25],
        [PRICE_TYPES.agreement, 20],
        [PRICE_TYPES.project, 15],
      ] as const),
    );
  // Type 4 is never a product's only kind of price.
  if (!types.some((t) => t !== PRICE_TYPES.project)) types[types.length - 1] = PRICE_TYPES.fixed;
  return types;
}

function salesCombos(r: Random, sales: { key: string; values: string[] }[], count: number) {
  const [first, second] = sales;
  if (!first) return { item: [] as KeyValues[], combos: [[]] as KeyValue[][] };
  if (count === 4 && second && first.values.length >= 2 && second.values.length >= 2) {
    const a = r.sample(first.values, 2);
    const b = r.sample(second.values, 2);
    return {
      item: [
        { key: first.key, values: a },
        { key: second.key, values: b },
      ],
      combos: a.flatMap((x) =>
        b.map((y) => [
          { key: first.key, value: x },
          { key: second.key, value: y },
        ]),
      ),
    };
  }
  const n = Math.min(count, first.values.length);
  const values = r.sample(first.values, n);
  const ordered = first.values.filter((v) => values.includes(v));
  return {
    item: [{ key: first.key, values: ordered }],
    combos: ordered.map((v) => [{ key: first.key, value: v }]),
  };
}

function buildProduct(ctx: SeedContext, world: World, index: number, skuStart: number) {
  const r = ctx.rng.fork(`product-${index}`);
  const id = index + 1;
  const slot = index % 16;
  const special = RECOMMENDED_CATEGORY_IDS[slot];
  const leaf =
    special !== undefined ? r.pick(world.leavesByL2.get(special)!) : r.pick(world.leaves);
  const { l1, l2, name: l3Name } = leaf;
  const profile = l2.profile;

  const candidates = world.suppliersByLeaf.get(leaf.id)!;
  const demo = candidates.find((s) => s.id === DEMO.supplierEnterprise);
  const supplier = demo && r.chance(0.15) ? demo : r.pick(candidates);
  const brandIds = supplier.brandsByL1.get(l1.id) ?? world.brandsByL1.get(l1.id) ?? [];
  const brand = world.brands.get(r.pick(brandIds))!;

  const series = r.pick(profile.series);
  const word = r.pick(profile.words);
  const model = `${brand.brandName.slice(0, 2)}-${r.int(100, 9999)}`;
  const attributes: KeyValue[] = profile.attrs.map((a) => ({
    key: a.key,
    value: r.pick(a.values),
  }));
  const lead = attributes[0];
  const name = [brand.name, `${series}${l3Name}`, word, r.chance(0.4) && lead ? lead.value : '']
    .filter(Boolean)
    .join(' ');
  attributes.unshift({ key: '品牌', value: brand.name }, { key: '型号', value: model });
  attributes.push({ key: '产地', value: `${supplier.area.province}${supplier.area.city}` });

  const count = Math.max(
    PINNED_TYPES[index]?.length ?? 0,
    r.weighted([
      [1, 30],
      [2, 30],
      [3, 25],
      [4, 15],
    ] as const),
  );
  const { item, combos } = salesCombos(r, profile.sales, count);
  const types = priceTypes(r, index, combos.length);
  const [lo, hi] = profile.price;
  const base = lo * Math.pow(hi / lo, r.next());

  const skuRows: SkuRow[] = combos.slice(0, types.length).map((salesAttributes, k) => {
    const priceType = types[k]!;
    const yuan = roundPrice(base * (1 + k * 0.18));
    const inquiry = index === 2 || (index > 3 && r.chance(0.05));
    const extra: ExtraPrice = {};
    if (!inquiry && (priceType === PRICE_TYPES.range || priceType === PRICE_TYPES.project)) {
      extra.priceRange = `${formatYuan(yuan)}-${formatYuan(roundPrice(yuan * (1.2 + r.next() * 0.4)))}`;
    }
    if (priceType === PRICE_TYPES.project) extra.minOrder = r.pick([100, 500, 1000]);
    return {
      id: skuStart + k,
      productId: id,
      code: `${model}-${k + 1}`,
      price: inquiry ? (r.chance(0.5) ? null : 0) : Math.round(yuan * 100),
      priceType,
      extraPriceJson: extra,
      salesAttributes,
      stock: r.chance(0.05) ? 0 : r.int(20, 20000),
      status: 1,
      sort: k,
    };
  });
  const prices = skuRows
    .filter((s) => s.priceType !== PRICE_TYPES.project && s.price)
    .map((s) => s.price as number);

  const mainVariant = r.int(0, VARIANTS_PER_KIND - 1);
  const gallery = [
    mainVariant,
    ...r.sample(
      [0, 1, 2, 3].filter((v) => v !== mainVariant),
      r.int(1, 3),
    ),
  ];
  const images = gallery.map((v) => seedImages.product(l2.id, v));
  const recent = r.chance(0.03);
  const createdAt = recent
    ? daysAgo(ctx, 0, r.int(1, 60))
    : daysAgo(ctx, r.int(3, 700), r.int(0, 23));

  const demoState =
    supplier.id === DEMO.supplierEnterprise ? DEMO_REVIEW_STATES[++world.demoProducts] : undefined;
  const shown = r.chance(0.03) && index > 3 ? 0 : 1;
  const product: ProductRow = {
    id,
    supplierId: supplier.id,
    category1Id: l1.id,
    category2Id: l2.id,
    category3Id: leaf.id,
    brandId: brand.id,
    name,
    model,
    unit: profile.unit,
    attributes,
    itemSalesAttributes: item,
    mainImage: images[0]!,
    images,
    status: demoState ? visibleStatus(demoState) : shown,
    onShelf: demoState ? demoState.onShelf : shown === 1,
    auditStatus: demoState?.auditStatus ?? 'approved',
    auditReason: demoState?.auditReason ?? null,
    isGreen: Boolean(l2.green) || leaf.name.includes('竹') || r.chance(0.04),
    minPrice: prices.length ? Math.min(...prices) : null,
    salesCount: Math.floor(Math.pow(r.next(), 3) * 5000),
    viewCount: r.int(0, 20000),
    createdAt,
    updatedAt: createdAt,
    ...productSearchColumns({
      name,
      brandName: brand.name,
      brandLatin: brand.brandName,
      categoryNames: [l1.name, l2.name, l3Name],
      model,
      supplierName: supplier.name,
      attributes,
      salesAttributes: item,
    }),
  };
  return { product, skuRows, r };
}

export async function seedProducts(
  ctx: SeedContext,
  input: {
    count: number;
    leaves: Leaf[];
    brands: BrandInfo[];
    suppliers: SupplierInfo[];
    buyers: BuyerInfo[];
  },
): Promise<ProductSummary[]> {
  const suppliersByLeaf = new Map<number, SupplierInfo[]>();
  for (const leaf of input.leaves) {
    const sellers = input.suppliers.filter((s) => s.tenantStatus && s.leafIds.has(leaf.id));
    if (sellers.length) suppliersByLeaf.set(leaf.id, sellers);
  }
  const leaves = input.leaves.filter((leaf) => suppliersByLeaf.has(leaf.id));
  const leavesByL2 = new Map<number, Leaf[]>();
  for (const leaf of leaves)
    leavesByL2.set(leaf.l2.id, [...(leavesByL2.get(leaf.l2.id) ?? []), leaf]);
  const brandsByL1 = new Map<number, number[]>();
  for (const b of input.brands)
    for (const l1 of b.l1) brandsByL1.set(l1, [...(brandsByL1.get(l1) ?? []), b.id]);
  const world: World = {
    leaves,
    leavesByL2,
    brands: new Map(input.brands.map((b) => [b.id, b])),
    brandsByL1,
    suppliersByLeaf,
    buyers: input.buyers,
    demoProducts: 0,
  };

  await insertRows(
    ctx,
    'search_synonyms',
    searchSynonyms,
    SYNONYMS.map((row, i) => ({ id: i + 1, ...row })),
  );
  // The search columns are cut with the trade's words: categories, brands, synonyms.
  await readVocabulary(ctx.db);
  const features = await productImageFeatures();
  const summaries: ProductSummary[] = [];
  const agreementBuyers = [DEMO.buyerEnterprise, ...input.buyers.slice(1, 8).map((b) => b.id)];
  let skuId = 1;
  let imageId = 1;
  let agreementId = 1;
  let fileId = 1;
  for (let start = 0; start < input.count; start += PRODUCTS_PER_CHUNK) {
    const end = Math.min(input.count, start + PRODUCTS_PER_CHUNK);
    const productRows: ProductRow[] = [];
    const skuRows: SkuRow[] = [];
    const imageRows: (typeof productImages.$inferInsert)[] = [];
    const agreementRows: (typeof skuAgreements.$inferInsert)[] = [];
    const fileRows: (typeof rightsFiles.$inferInsert)[] = [];
    for (let i = start; i < end; i++) {
      const built = buildProduct(ctx, world, i, skuId);
      const { product, r } = built;
      skuId += built.skuRows.length;
      productRows.push(product);
      skuRows.push(...built.skuRows);
      product.images!.forEach((url, sort) => {
        const f = features.get(url);
        imageRows.push({
          id: imageId++,
          productId: product.id!,
          url,
          sort,
          phash: f?.phash ?? null,
          colorHistogram: f?.colorHistogram ?? null,
        });
      });
      for (const sku of built.skuRows) {
        if (sku.priceType !== PRICE_TYPES.agreement || !sku.price || !r.chance(0.3)) continue;
        for (const buyer of r.sample(agreementBuyers, r.int(1, 2))) {
          agreementRows.push({
            id: agreementId++,
            skuId: sku.id!,
            buyerEnterpriseId: buyer,
            agreementNo: `XY${ctx.now.getFullYear()}${String(agreementId).padStart(7, '0')}`,
            price: Math.round((sku.price * r.int(82, 95)) / 100),
            startAt: daysAgo(ctx, r.int(30, 200)),
            endAt: daysAgo(ctx, -r.int(60, 400)),
          });
        }
      }
      if (i < 4 || r.chance(0.05)) {
        fileRows.push(
          {
            id: fileId++,
            productId: product.id!,
            name: `${product.name} 检测报告.pdf`,
            fileKey: 'seed/notice-1.pdf',
            fileType: 'pdf',
            size: 2048,
            rightType: 1,
          },
          {
            id: fileId++,
            productId: product.id!,
            name: `${product.model} 产品手册.pdf`,
            fileKey: 'seed/notice-2.pdf',
            fileType: 'pdf',
            size: 2048,
            rightType: 2,
          },
        );
      }
      summaries.push({
        id: product.id!,
        name: product.name,
        supplierId: product.supplierId,
        category3Id: product.category3Id,
        isGreen: Boolean(product.isGreen),
        unit: product.unit,
        image: product.mainImage,
        buyable:
          product.status === 1
            ? built.skuRows
                .filter((s) => s.priceType !== PRICE_TYPES.project && s.price)
                .map((s) => ({
                  id: s.id!,
                  price: s.price as number,
                  priceType: s.priceType,
                  desc: (s.salesAttributes ?? []).map((a) => `${a.key}:${a.value}`).join(' '),
                }))
            : [],
      });
    }
    await insertRows(ctx, 'products', products, productRows);
    await insertRows(ctx, 'skus', skus, skuRows);
    await insertRows(ctx, 'product_images', productImages, imageRows);
    await insertRows(ctx, 'sku_agreements', skuAgreements, agreementRows);
    await insertRows(ctx, 'rights_files', rightsFiles, fileRows);
  }
  return summaries;
}

export async function seedRightsAndFavourites(
  ctx: SeedContext,
  summaries: ProductSummary[],
  buyers: BuyerInfo[],
): Promise<void> {
  const r = ctx.rng.fork('rights');
  const rows: (typeof rights.$inferInsert)[] = [];
  let id = 1;
  for (const enterpriseId of [DEMO.buyerEnterprise, 302, ...buyers.slice(1, 10).map((b) => b.id)]) {
    rows.push(
      {
        id: id++,
        enterpriseId,
        type: 1,
        equityId: 'FILE_VIEW',
        equityName: '资料查看次数',
        numCount: r.int(5, 200),
        expiresAt: daysAgo(ctx, -365),
      },
      {
        id: id++,
        enterpriseId,
        type: 2,
        equityId: 'FILE_DOWNLOAD',
        equityName: '资料下载次数',
        numCount: r.int(0, 50),
        expiresAt: daysAgo(ctx, -365),
      },
      {
        id: id++,
        enterpriseId,
        type: 3,
        equityId: 'SUPPLIER_CONTACT',
        equityName: '查看供应商联系方式',
        numCount: r.int(10, 100),
        expiresAt: daysAgo(ctx, -365),
      },
    );
  }
  await insertRows(ctx, 'rights', rights, rows);

  const onShelf = summaries.filter((p) => p.buyable.length > 0);
  const favRows: (typeof favourites.$inferInsert)[] = [];
  for (const [userId, n] of [
    [DEMO.buyerUser, 12],
    [DEMO.designerUser, 5],
    [DEMO.multiUser, 3],
  ] as const) {
    for (const p of r.sample(onShelf, n)) {
      favRows.push({ userId, productId: p.id, createdAt: daysAgo(ctx, r.int(0, 90)) });
    }
  }
  await insertRows(ctx, 'favourites', favourites, favRows);
}

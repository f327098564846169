import 'server-only';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { KeyValue, KeyValues } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { brands, categories, enterprises, products } from '@/server/db/schema';
import { fieldTokens, pinyinTokens } from './analyze-text';
import { readVocabulary } from './vocabulary';

/** Bumped when the tokens change; rows written by an older version are re-indexed on start. */
export const SEARCH_INDEX_VERSION = 2;

export interface ProductText {
  name: string;
  brandName?: string | null;
  /** The brand's Latin name (SENHUA). */
  brandLatin?: string | null;
  /** Level 1 to 3 names. */
  categoryNames: readonly string[];
  model?: string | null;
  supplierName?: string | null;
  attributes: readonly KeyValue[];
  salesAttributes: readonly KeyValues[];
}

export interface ProductSearchColumns {
  searchName: string;
  searchBrand: string;
  searchText: string;
  searchPinyin: string;
  searchVersion: number;
}

// Categories, brands and attribute values repeat across the catalogue: their tokens are cut
// once per process (bounded, so a long re-index cannot grow it without end).
const MEMO_LIMIT = 50_000;
const memo = new Map<string, string[]>();
function remembered(key: string, cut: () => string[]): string[] {
  let tokens = memo.get(key);
  if (!tokens) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    tokens = cut();
    memo.set(key, tokens);
  }
  return tokens;
}
const shared = (text: string) => remembered(`t:${text}`, () => fieldTokens(text));
const sharedWithCharacters = (text: string) =>
  remembered(`c:${text}`, () => fieldTokens(text, { characters: true }));
const sharedPinyin = (text: string) => remembered(`p:${text}`, () => pinyinTokens(text));

const joined = (tokens: Iterable<string>) => [...new Set(tokens)].join(' ');

/**
 * The search columns of a product (products.searchVector weighs them A to D). The segmenter must
 * know the trade's words first (readVocabulary or buildVocabulary), so 实木地板 stays whole.
 */
export function productSearchColumns(p: ProductText): ProductSearchColumns {
  const brand = [p.brandName, p.brandLatin].filter(Boolean).join(' ');
  const values = [
    ...p.attributes.filter((a) => a.key !== '品牌').map((a) => a.value),
    ...p.salesAttributes.flatMap((a) => a.values),
  ];
  return {
    searchName: joined(fieldTokens(p.name, { characters: true })),
    searchBrand: joined(sharedWithCharacters(brand)),
    searchText: joined([
      ...p.categoryNames.flatMap(sharedWithCharacters),
      ...(p.model ? fieldTokens(p.model) : []),
      ...[p.supplierName, ...values].flatMap((v) => (v ? shared(v) : [])),
    ]),
    searchPinyin: joined([
      ...pinyinTokens(p.name),
      ...[p.brandName, ...p.categoryNames].flatMap((t) => (t ? sharedPinyin(t) : [])),
    ]),
    searchVersion: SEARCH_INDEX_VERSION,
  };
}

const BATCH = 1000;

/**
 * Rewrites the search columns of every product indexed by an older tokenizer, in id order and
 * batches, so a database migrated from bigram search becomes searchable by words without a
 * reseed. Returns how many rows it wrote.
 */
export async function reindexProducts(db: Db): Promise<number> {
  await readVocabulary(db);
  const categoryNames = new Map(
    (await db.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [
      c.id,
      c.name,
    ]),
  );
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        model: products.model,
        attributes: products.attributes,
        salesAttributes: products.itemSalesAttributes,
        categoryIds: sql<
          number[]
        >`array[${products.category1Id}, ${products.category2Id}, ${products.category3Id}]`,
        brandName: brands.name,
        brandLatin: brands.brandName,
        supplierName: enterprises.name,
      })
      .from(products)
      .innerJoin(enterprises, eq(enterprises.id, products.supplierId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(gt(products.id, after), lt(products.searchVersion, SEARCH_INDEX_VERSION)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (!rows.length) {
      // Every row was rewritten: refresh the planner's statistics of the new vectors (the
      // search copy took them through its trigger).
      if (written) await db.execute(sql`analyze products, product_search`);
      return written;
    }
    const updates = rows.map((r) => ({
      id: r.id,
      ...productSearchColumns({
        ...r,
        categoryNames: r.categoryIds.map((id) => categoryNames.get(id) ?? ''),
      }),
    }));
    await db.execute(sql`
      update products p set
        search_name = u.search_name, search_brand = u.search_brand,
        search_text = u.search_text, search_pinyin = u.search_pinyin,
        search_version = u.search_version
      from json_to_recordset(${JSON.stringify(
        updates.map((u) => ({
          id: u.id,
          search_name: u.searchName,
          search_brand: u.searchBrand,
          search_text: u.searchText,
          search_pinyin: u.searchPinyin,
          search_version: u.searchVersion,
        })),
      )}::json) as u(id int, search_name text, search_brand text, search_text text, search_pinyin text, search_version smallint)
      where p.id = u.id`);
    written += rows.length;
    after = rows[rows.length - 1]!.id;
  }
}

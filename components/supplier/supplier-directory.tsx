import type { Advertise } from '@/api/modules/common';
import { AdSlot } from '@/components/content/ad-slot';
import { frontCategoryTree } from '@/components/product/listing/front-tree';
import {
  DIRECTORY_PAGE_SIZE,
  directoryUrl,
  MEMBER_LEVEL_NAMES,
  MEMBER_LEVELS,
  SUPPLIER_CHILD_TYPES,
  type DirectoryQuery,
} from '@/lib/supplier';
import { serverArea } from '@/server/services/area';
import { supplierDirectory } from '@/server/services/suppliers';
import { ChipRow, FilterRow, KeywordSearch } from './filter-panel';
import { RegionFilter } from './region-filter';
import styles from './supplier.module.css';
import { SupplierResults } from './supplier-results';

/** The qualified supplier directory (/list): keyword, category, region, type, member level. */
export async function SupplierDirectory({
  query,
  ads,
}: {
  query: DirectoryQuery;
  ads: Advertise[];
}) {
  const [page, tree, areas] = await Promise.all([
    supplierDirectory({ ...query, pageNo: query.page, pageSize: DIRECTORY_PAGE_SIZE }),
    frontCategoryTree(),
    serverArea(),
  ]);
  const root =
    tree.find((c) => c.id === query.categoryId) ??
    tree.find((c) => c.subordinate.some((s) => s.id === query.categoryId));
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>合格供方名录</h1>
      <section aria-label="筛选" className={styles.filters}>
        <KeywordSearch
          action="/list"
          keyword={query.keyword}
          keep={{
            categoryId: query.categoryId,
            provinceId: query.provinceId,
            cityId: query.cityId,
            childType: query.childType,
            memberLevel: query.memberLevel,
          }}
        />
        <ChipRow
          label="分类"
          chips={[
            {
              name: '全部',
              href: directoryUrl(query, { categoryId: undefined }),
              active: !query.categoryId,
            },
            ...tree.map((c) => ({
              name: c.name,
              href: directoryUrl(query, { categoryId: c.id }),
              active: root?.id === c.id,
            })),
          ]}
        />
        {root?.subordinate.length ? (
          <ChipRow
            label={root.name}
            listLabel={`${root.name}子类`}
            chips={root.subordinate.map((c) => ({
              name: c.name,
              href: directoryUrl(query, { categoryId: c.id }),
              active: query.categoryId === c.id,
            }))}
          />
        ) : null}
        <FilterRow label="所在地区">
          <RegionFilter query={query} areas={areas} />
        </FilterRow>
        <ChipRow
          label="企业类型"
          chips={[
            {
              name: '全部',
              href: directoryUrl(query, { childType: undefined }),
              active: !query.childType,
            },
            ...SUPPLIER_CHILD_TYPES.map((t) => ({
              name: t.name,
              href: directoryUrl(query, { childType: t.code }),
              active: query.childType === t.code,
            })),
          ]}
        />
        <ChipRow
          label="会员等级"
          chips={[
            {
              name: '全部',
              href: directoryUrl(query, { memberLevel: undefined }),
              active: !query.memberLevel,
            },
            ...MEMBER_LEVELS.map((level) => ({
              name: MEMBER_LEVEL_NAMES[level],
              href: directoryUrl(query, { memberLevel: level }),
              active: query.memberLevel === level,
            })),
          ]}
        />
      </section>
      <SupplierResults
        page={page}
        unit="家供应商"
        empty="没有符合条件的供应商，试试减少筛选条件或换个关键词"
        href={directoryUrl(query)}
      />
      <AdSlot ads={ads} />
    </main>
  );
}

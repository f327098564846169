import { Empty } from 'antd';
import Link from 'next/link';
import { frontCategoryTree } from '@/components/product/listing/front-tree';
import { formatCount } from '@/lib/format';
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
import { RegionFilter } from './region-filter';
import { SupplierCard } from './supplier-card';
import styles from './supplier.module.css';
import { UrlPagination } from './url-pagination';

function Chip({ href, active, children }: { href: string; active: boolean; children: string }) {
  return (
    <li>
      <Link href={href} aria-current={active ? 'true' : undefined} prefetch={false}>
        {children}
      </Link>
    </li>
  );
}

/** The qualified supplier directory (/list): keyword, category, region, type, member level. */
export async function SupplierDirectory({ query }: { query: DirectoryQuery }) {
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
        <div className={styles.filterRow}>
          <h2 className={styles.filterLabel}>搜索</h2>
          <form action="/list" className={styles.searchForm} role="search">
            <input
              name="keyword"
              defaultValue={query.keyword}
              aria-label="供应商名称、主营产品或品牌"
              placeholder="供应商名称、主营产品或品牌"
              maxLength={50}
            />
            {(['categoryId', 'provinceId', 'cityId', 'childType', 'memberLevel'] as const).map(
              (key) =>
                query[key] ? (
                  <input key={key} type="hidden" name={key} value={String(query[key])} />
                ) : null,
            )}
            <button type="submit">搜索</button>
          </form>
        </div>
        <div className={styles.filterRow}>
          <h2 className={styles.filterLabel}>分类</h2>
          <ul className={styles.chips} aria-label="分类">
            <Chip href={directoryUrl(query, { categoryId: undefined })} active={!query.categoryId}>
              全部
            </Chip>
            {tree.map((c) => (
              <Chip
                key={c.id}
                href={directoryUrl(query, { categoryId: c.id })}
                active={root?.id === c.id}
              >
                {c.name}
              </Chip>
            ))}
          </ul>
        </div>
        {root?.subordinate.length ? (
          <div className={styles.filterRow}>
            <h2 className={styles.filterLabel}>{root.name}</h2>
            <ul className={styles.chips} aria-label={`${root.name}子类`}>
              {root.subordinate.map((c) => (
                <Chip
                  key={c.id}
                  href={directoryUrl(query, { categoryId: c.id })}
                  active={query.categoryId === c.id}
                >
                  {c.name}
                </Chip>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={styles.filterRow}>
          <h2 className={styles.filterLabel}>所在地区</h2>
          <RegionFilter query={query} areas={areas} />
        </div>
        <div className={styles.filterRow}>
          <h2 className={styles.filterLabel}>企业类型</h2>
          <ul className={styles.chips} aria-label="企业类型">
            <Chip href={directoryUrl(query, { childType: undefined })} active={!query.childType}>
              全部
            </Chip>
            {SUPPLIER_CHILD_TYPES.map((t) => (
              <Chip
                key={t.code}
                href={directoryUrl(query, { childType: t.code })}
                active={query.childType === t.code}
              >
                {t.name}
              </Chip>
            ))}
          </ul>
        </div>
        <div className={styles.filterRow}>
          <h2 className={styles.filterLabel}>会员等级</h2>
          <ul className={styles.chips} aria-label="会员等级">
            <Chip
              href={directoryUrl(query, { memberLevel: undefined })}
              active={!query.memberLevel}
            >
              全部
            </Chip>
            {MEMBER_LEVELS.map((level) => (
              <Chip
                key={level}
                href={directoryUrl(query, { memberLevel: level })}
                active={query.memberLevel === level}
              >
                {MEMBER_LEVEL_NAMES[level]}
              </Chip>
            ))}
          </ul>
        </div>
      </section>
      <div className={styles.toolbar}>
        <p role="status">共 {formatCount(page.total)} 家供应商</p>
      </div>
      {page.records.length ? (
        <ul className={styles.grid} aria-label="供应商列表">
          {page.records.map((s) => (
            <SupplierCard key={s.id} supplier={s} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Empty description="没有符合条件的供应商，试试减少筛选条件或换个关键词" />
        </div>
      )}
      <div className={styles.pagination}>
        <UrlPagination
          href={directoryUrl(query)}
          current={page.pageNo}
          total={page.total}
          pageSize={page.pageSize}
        />
      </div>
    </main>
  );
}

import Link from 'next/link';
import { UrlPagination } from '@/components/keep-alive/url-pagination';
import {
  FAVOURITE_PAGE_SIZE,
  FAVOURITE_TAB_LABELS,
  FAVOURITE_TABS,
  favouriteHref,
  parseFavouriteQuery,
} from '@/lib/favourites';
import { formatDateTime } from '@/lib/format';
import { workbenchHref, type WorkbenchSide } from '@/lib/workbench-nav';
import { favouriteCounts, favouritePage } from '@/server/services/favourite-centre';
import { workbenchViewer } from '@/server/services/workbench-viewer';
import styles from './account.module.css';
import { RemoveFavourite } from './remove-favourite';
import frame from './workbench.module.css';

type Query = Record<string, string | string[] | undefined>;

/** 我的收藏 of 采购中心 and 个人中心: one tab per kind, paged, each removable. */
export async function FavouriteList({ side, query }: { side: WorkbenchSide; query: Query }) {
  const viewer = await workbenchViewer(side);
  if (!viewer.allowed) return null;
  const { tab, pageNo } = parseFavouriteQuery(query);
  const [page, counts] = await Promise.all([
    favouritePage(viewer.user.id, tab, pageNo, FAVOURITE_PAGE_SIZE),
    favouriteCounts(viewer.user.id),
  ]);
  const path = workbenchHref(side, 'favourites');
  return (
    <section className={frame.panel} aria-labelledby="favourites-title">
      <h1 id="favourites-title" className={frame.pageTitle}>
        我的收藏
      </h1>
      <ul className={styles.filters} aria-label="收藏类型">
        {FAVOURITE_TABS.map((t) => (
          <li key={t}>
            <Link
              className={styles.filterLink}
              href={t === 'product' ? path : `${path}?tab=${t}`}
              aria-current={t === tab ? 'page' : undefined}
              prefetch={false}
            >
              {FAVOURITE_TAB_LABELS[t]}（{counts[t]}）
            </Link>
          </li>
        ))}
      </ul>
      {page.records.length === 0 ? (
        <p className={styles.empty}>还没有收藏的{FAVOURITE_TAB_LABELS[tab]}</p>
      ) : (
        <ul className={styles.list} aria-label={`收藏的${FAVOURITE_TAB_LABELS[tab]}`}>
          {page.records.map((f) => (
            <li key={f.id} className={styles.item} data-testid="favourite-item">
              {f.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- stored images of any host
                <img className={styles.thumb} src={f.image} alt="" loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden />
              )}
              <div className={styles.itemBody}>
                <h2 className={styles.itemTitle}>
                  <Link href={favouriteHref(tab, f.id)} prefetch={false}>
                    {f.title}
                  </Link>
                </h2>
                <p className={styles.muted}>收藏于 {formatDateTime(f.createdAt)}</p>
              </div>
              <RemoveFavourite tab={tab} id={f.id} title={f.title} />
            </li>
          ))}
        </ul>
      )}
      <UrlPagination
        path={path}
        params={{ tab: tab === 'product' ? undefined : tab }}
        pageNo={pageNo}
        total={page.total}
        pageSize={FAVOURITE_PAGE_SIZE}
      />
    </section>
  );
}

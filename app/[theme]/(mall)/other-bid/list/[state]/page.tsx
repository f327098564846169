import type { Metadata } from 'next';
import Link from 'next/link';
import { KeepAliveScroll, ListFilters, UrlPagination } from '@/components/keep-alive';
import { ListEmpty } from '@/components/opportunity/list-empty';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { formatDay } from '@/lib/opportunity-rules';
import { opportunityHref } from '@/lib/opportunity-tabs';
import { openBidAreas } from '@/server/services/bids';
import { parseListStateParams } from '@/server/services/list-params';
import { openBidsPage, openBidsQuery } from '@/server/services/opportunity';

// A cached page per list state: proxy.ts carries the query in the state segment (see
// lib/cached-list), so nothing here reads the request; per-user parts are client islands.
export const revalidate = 60;
export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}

type Props = { params: Promise<{ state: string }> };

export async function generateMetadata({ params: route }: Props): Promise<Metadata> {
  const { area } = parseListStateParams(openBidsQuery, (await route).state);
  return { title: area ? `${area}公开招标公告` : '公开招标公告' };
}

const PATH = '/other-bid/list';
const KIND_LABEL = { pdf: 'PDF原文', content: '公告全文', url: '外部链接' } as const;

/** /other-bid/list?area&title&pageNo: open bid notices collected from outside. */
export default async function OtherBidListPage({ params: route }: Props) {
  const q = parseListStateParams(openBidsQuery, (await route).state);
  const [page, areas] = await Promise.all([openBidsPage(q), openBidAreas()]);
  const params = { area: q.area, title: q.title };
  return (
    <PageFrame
      crumbs={[{ label: '招标信息', href: '/bid/list' }, { label: '公开招标' }]}
      title={q.area ? `${q.area}公开招标公告` : '公开招标公告'}
    >
      <KeepAliveScroll />
      <ListFilters
        key={JSON.stringify(params)}
        path={PATH}
        values={params}
        fields={[
          { name: 'title', label: '公告标题', type: 'text', placeholder: '输入项目名称' },
          {
            name: 'area',
            label: '地区',
            type: 'select',
            allLabel: '全部地区',
            options: areas.map((a) => ({ value: a.area, label: a.area })),
          },
        ]}
      />
      <p className={styles.muted} role="status">
        共 {page.total} 条公告 · <Link href="/other-bid/area">按地区浏览</Link>
      </p>
      {page.records.length ? (
        <ul className={styles.rows} aria-label="公开招标列表">
          {page.records.map((b) => (
            <li key={b.id} className={styles.row}>
              <div className={styles.rowMain}>
                <Link className={styles.rowTitle} href={opportunityHref.openBid(b)}>
                  {b.title}
                </Link>
                <div className={styles.meta}>
                  <span>{b.area}</span>
                  <span>{b.source}</span>
                  <span>发布：{formatDay(b.publish_time)}</span>
                </div>
              </div>
              {b.original_type ? (
                <span className={`${styles.tag} ${styles.tagClosed}`}>
                  {KIND_LABEL[b.original_type]}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <ListEmpty text="没有符合条件的公告，换个地区或关键词试试" />
      )}
      <div className={styles.pagination}>
        <UrlPagination
          path={PATH}
          params={params}
          pageNo={q.pageNo}
          total={page.total}
          pageSize={q.pageSize}
        />
      </div>
    </PageFrame>
  );
}

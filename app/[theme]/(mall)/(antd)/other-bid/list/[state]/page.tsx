import type { Metadata } from 'next';
import Link from 'next/link';
import { ListFilterBar } from '@/components/opportunity/list-filter-bar';
import { ListRow, ListSection } from '@/components/opportunity/list-section';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { listPageState } from '@/lib/list-page-state';
import { formatDay } from '@/lib/opportunity-rules';
import { opportunityHref } from '@/lib/opportunity-tabs';
import { openBidAreas } from '@/server/services/bids';
import { parseListState } from '@/lib/cached-list';
import { parseListStateParams } from '@/server/services/list-params';
import { listMetadata } from '@/server/services/seo';
import { openBidsPage, openBidsQuery } from '@/server/services/opportunity';

// A cached page per list state: proxy.ts carries the query in the state segment (see
// lib/cached-list), so nothing here reads the request; per-user parts are client islands.
export const revalidate = 60;
export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}

type Props = { params: Promise<{ theme?: string; state: string }> };

export async function generateMetadata({ params: route }: Props): Promise<Metadata> {
  const { theme, state } = await route;
  const { area } = parseListStateParams(openBidsQuery, state);
  return listMetadata(theme, '/other-bid/list', parseListState(state), {
    title: area ? `${area}公开招标公告` : '公开招标公告',
  });
}

const KIND_LABEL = { pdf: 'PDF原文', content: '公告全文', url: '外部链接' } as const;

/** /other-bid/list?area&title&pageNo: open bid notices collected from outside. */
export default async function OtherBidListPage({ params: route }: Props) {
  const q = parseListStateParams(openBidsQuery, (await route).state);
  const state = listPageState('/other-bid/list', q, ['area', 'title']);
  const [page, areas] = await Promise.all([openBidsPage(q), openBidAreas()]);
  return (
    <PageFrame
      crumbs={[{ label: '招标信息', href: '/bid/list' }, { label: '公开招标' }]}
      title={q.area ? `${q.area}公开招标公告` : '公开招标公告'}
    >
      <ListFilterBar
        state={state}
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
      <ListSection
        state={state}
        page={page}
        status={
          <>
            共 {page.total} 条公告 · <Link href="/other-bid/area">按地区浏览</Link>
          </>
        }
        layout="rows"
        label="公开招标列表"
        empty="没有符合条件的公告，换个地区或关键词试试"
      >
        {(b) => (
          <ListRow
            key={b.id}
            href={opportunityHref.openBid(b)}
            title={b.title}
            meta={
              <>
                <span>{b.area}</span>
                <span>{b.source}</span>
                <span>发布：{formatDay(b.publish_time)}</span>
              </>
            }
          >
            {b.original_type ? (
              <span className={`${styles.tag} ${styles.tagClosed}`}>
                {KIND_LABEL[b.original_type]}
              </span>
            ) : null}
          </ListRow>
        )}
      </ListSection>
    </PageFrame>
  );
}

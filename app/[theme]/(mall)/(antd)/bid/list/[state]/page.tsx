import type { Metadata } from 'next';
import Link from 'next/link';
import { AdSlot } from '@/components/content/ad-slot';
import { StatusTag } from '@/components/opportunity/fact-list';
import { ListFilterBar } from '@/components/opportunity/list-filter-bar';
import { ListRow, ListSection } from '@/components/opportunity/list-section';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { QuickBidButton } from '@/components/opportunity/quick-bid-button';
import { SrmEntry } from '@/components/opportunity/srm-entry';
import { listPageState } from '@/lib/list-page-state';
import {
  BID_SORT_OPTIONS,
  BID_STATUS_LABEL,
  formatDay,
  NONRESIDENTIAL_TYPES,
} from '@/lib/opportunity-rules';
import { opportunityHref, srmBidHref } from '@/lib/opportunity-tabs';
import { parseListState } from '@/lib/cached-list';
import { parseListStateParams } from '@/server/services/list-params';
import { pageAds } from '@/server/services/ads';
import { bidListQuery, bidProjectPage, srmNoticePage } from '@/server/services/opportunity';
import { listMetadata } from '@/server/services/seo';

// A cached page per list state: proxy.ts carries the query in the state segment (see
// lib/cached-list), so nothing here reads the request; per-user parts are client islands.
export const revalidate = 60;
export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}

type Props = { params: Promise<{ theme?: string; state: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, state } = await params;
  return listMetadata(theme, '/bid/list', parseListState(state), { title: '招标信息' });
}

const typeLabel = (t: number | undefined) => NONRESIDENTIAL_TYPES.find((x) => x.value === t)?.label;

/** /bid/list?title&nonresidentialType&sortColumn&desc&pageNo — kept alive (spec §2). */
export default async function BidListPage({ params: route }: Props) {
  const { theme, state: listState } = await route;
  const q = parseListStateParams(bidListQuery, listState);
  const state = listPageState(
    '/bid/list',
    q,
    ['title', 'nonresidentialType', 'sortColumn', 'desc'],
    {
      sortColumn: 'first_publish_notice_time',
      desc: 'true',
    },
  );
  const [page, srm, ads] = await Promise.all([
    bidProjectPage(q),
    srmNoticePage({ current: 1, size: 8 }),
    pageAds(theme, 'bid-list'),
  ]);
  return (
    <PageFrame crumbs={[{ label: '招标信息' }]} title="招标信息" actions={<QuickBidButton />}>
      <ListFilterBar
        state={state}
        fields={[
          { name: 'title', label: '招标标题', type: 'text', placeholder: '输入项目或采购内容' },
          {
            name: 'nonresidentialType',
            label: '项目类型',
            type: 'select',
            allLabel: '全部',
            options: NONRESIDENTIAL_TYPES,
          },
          { name: 'sortColumn', label: '排序', type: 'select', options: BID_SORT_OPTIONS },
          {
            name: 'desc',
            label: '顺序',
            type: 'select',
            options: [
              { value: 'true', label: '由新到旧' },
              { value: 'false', label: '由旧到新' },
            ],
          },
        ]}
      />
      <div className={styles.columns}>
        <section aria-label="招标列表">
          <ListSection
            state={state}
            page={page}
            status={<>共 {page.total} 条招标</>}
            layout="rows"
            empty="没有符合条件的招标，换个关键词或项目类型试试"
          >
            {(b) => (
              <ListRow
                key={b.id}
                href={opportunityHref.bidProject(b)}
                title={b.title}
                meta={
                  <>
                    <span>招标单位：{b.tenderName}</span>
                    <span>{b.area}</span>
                    <span>{typeLabel(b.nonresidentialType)}</span>
                    <span>发布：{formatDay(b.firstPublishNoticeTime)}</span>
                    <span>报名截止：{formatDay(b.signUpDeadline)}</span>
                  </>
                }
              >
                <span
                  className={`${styles.tag} ${b.showType === 2 ? styles.tagPublic : styles.tagClosed}`}
                >
                  {b.showType === 2 ? '公开' : '会员'}
                </span>
                <StatusTag open={b.status === 1}>{BID_STATUS_LABEL[b.status ?? 1]}</StatusTag>
              </ListRow>
            )}
          </ListSection>
        </section>
        <aside>
          <section className={styles.panel} aria-label="SRM招标公告">
            <div className={styles.asideHead}>
              <h2>SRM招标公告</h2>
              <SrmEntry />
            </div>
            <ul className={styles.sideList}>
              {srm.records.map((n) => (
                <li key={n.id}>
                  <a href={srmBidHref(n)} target="_blank" rel="noopener" title={n.title}>
                    {n.title}
                  </a>
                  <span className={styles.muted}>
                    {n.companyName} · {formatDay(n.publishTime)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.panel} aria-label="公开招标">
            <h2>公开招标公告</h2>
            <p className={styles.muted}>汇集各地公共资源交易中心与政府采购网的招标公告。</p>
            <p>
              <Link href="/other-bid/list">查看公开招标 ›</Link>
            </p>
            <p>
              <Link href="/other-bid/area">按地区浏览 ›</Link>
            </p>
          </section>
          <AdSlot ads={ads} layout="panel" />
        </aside>
      </div>
    </PageFrame>
  );
}

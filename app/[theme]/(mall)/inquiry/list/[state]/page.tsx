import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from 'antd';
import { KeepAliveScroll, ListFilters, UrlPagination } from '@/components/keep-alive';
import { ListEmpty } from '@/components/opportunity/list-empty';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { formatDay } from '@/lib/opportunity-rules';
import { inquiryStatusLabel, opportunityHref } from '@/lib/opportunity-tabs';
import { parseListStateParams } from '@/server/services/list-params';
import { bargainingPage, bargainingQuery } from '@/server/services/opportunity';
import { seoMetadata } from '@/server/services/seo';

// A cached page per list state: proxy.ts carries the query in the state segment (see
// lib/cached-list), so nothing here reads the request; per-user parts are client islands.
export const revalidate = 60;
export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}

type Props = { params: Promise<{ state: string }> };

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/inquiry/list', { title: '询价公告' });
}

const PATH = '/inquiry/list';

/** /inquiry/list?key&status&quoteEndA&quoteEndB&pageNo — kept alive (spec §2). */
export default async function InquiryListPage({ params: route }: Props) {
  const q = parseListStateParams(bargainingQuery, (await route).state);
  const page = await bargainingPage(q);
  const params = { key: q.key, status: q.status, quoteEndA: q.quoteEndA, quoteEndB: q.quoteEndB };
  return (
    <PageFrame
      crumbs={[{ label: '询价公告' }]}
      title="询价公告"
      actions={
        <Button type="primary" href="/inquiry/find-rice">
          自助询价
        </Button>
      }
    >
      <KeepAliveScroll />
      <ListFilters
        key={JSON.stringify(params)}
        path={PATH}
        values={params}
        fields={[
          { name: 'key', label: '关键词', type: 'text', placeholder: '项目名称或采购单位' },
          {
            name: 'status',
            label: '状态',
            type: 'select',
            allLabel: '全部',
            options: [
              { value: '1', label: '进行中' },
              { value: '0', label: '已截止' },
            ],
          },
          { name: 'quoteEndA', label: '报价截止从', type: 'date' },
          { name: 'quoteEndB', label: '至', type: 'date' },
        ]}
      />
      <p className={styles.muted} role="status">
        共 {page.total} 条询价
      </p>
      {page.records.length ? (
        <ul className={styles.rows} aria-label="询价列表">
          {page.records.map((i) => {
            const label = inquiryStatusLabel(i.status);
            return (
              <li key={i.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <Link className={styles.rowTitle} href={opportunityHref.inquiry(i)}>
                    {i.purchaseProjectName}
                  </Link>
                  <div className={styles.meta}>
                    <span>采购单位：{i.purchaseUserName}</span>
                    <span>
                      {i.province} {i.city}
                    </span>
                    <span>发布：{formatDay(i.noticeStart)}</span>
                    <span>报价截止：{formatDay(i.quoteEnd)}</span>
                  </div>
                </div>
                <span
                  className={`${styles.tag} ${label === '进行中' ? styles.tagOpen : styles.tagClosed}`}
                >
                  {label}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <ListEmpty text="没有符合条件的询价，调整关键词或截止日期试试" />
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

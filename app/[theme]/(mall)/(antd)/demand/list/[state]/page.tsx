import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusTag } from '@/components/opportunity/fact-list';
import { ListFilterBar } from '@/components/opportunity/list-filter-bar';
import { ListSection } from '@/components/opportunity/list-section';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { resizedUrl } from '@/lib/image-params';
import { listPageState } from '@/lib/list-page-state';
import { DEMAND_SORT_OPTIONS, DEMAND_STATUS_LABEL, formatDay } from '@/lib/opportunity-rules';
import { opportunityHref } from '@/lib/opportunity-tabs';
import { demandFilterOptions } from '@/server/services/demand-detail';
import { parseListState } from '@/lib/cached-list';
import { parseListStateParams } from '@/server/services/list-params';
import { demandPage, demandQuery } from '@/server/services/opportunity';
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
  return listMetadata(theme, '/demand/list', parseListState(state), { title: '设计需求' });
}

/** /demand/list?categoryId&styleId&status&sortIng&pageNo: listed design demands. */
export default async function DemandListPage({ params: route }: Props) {
  // Only listed demands here; a user's unlisted ones belong to their workbench.
  const q = {
    ...parseListStateParams(demandQuery, (await route).state),
    shelfFlag: 1,
    pageSize: 12,
  };
  const state = listPageState('/demand/list', q, ['categoryId', 'styleId', 'status', 'sortIng'], {
    sortIng: 'new',
  });
  const [page, options] = await Promise.all([demandPage(q, null), demandFilterOptions()]);
  return (
    <PageFrame crumbs={[{ label: '设计需求' }]} title="设计需求">
      <ListFilterBar
        state={state}
        fields={[
          {
            name: 'categoryId',
            label: '设计类型',
            type: 'select',
            allLabel: '全部',
            options: options.types,
          },
          {
            name: 'styleId',
            label: '风格',
            type: 'select',
            allLabel: '全部',
            options: options.styles,
          },
          {
            name: 'status',
            label: '状态',
            type: 'select',
            allLabel: '全部',
            options: Object.entries(DEMAND_STATUS_LABEL).map(([value, label]) => ({
              value,
              label,
            })),
          },
          { name: 'sortIng', label: '排序', type: 'select', options: DEMAND_SORT_OPTIONS },
        ]}
      />
      <ListSection
        state={state}
        page={page}
        status={<>共 {page.total} 条设计需求</>}
        layout="grid"
        label="设计需求列表"
        empty="没有符合条件的设计需求，换个类型或风格试试"
      >
        {(d) => (
          <li key={d.id}>
            <Link className={styles.card} href={opportunityHref.demand(d)}>
              {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
              <img
                className={styles.cover}
                src={resizedUrl(d.topicUrl, 400)}
                alt=""
                loading="lazy"
                width={400}
                height={225}
              />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{d.topicName}</h3>
                <div className={styles.meta}>
                  <span>{d.designCategoryVoList.map((c) => c.categoryFinalName).join(' / ')}</span>
                  <span>{d.designStyleName}</span>
                  <span>{d.province}</span>
                </div>
                <div className={styles.meta}>
                  <span>{d.userName}</span>
                  <span>{formatDay(d.createdAt)}</span>
                  <StatusTag open={d.status === 1}>{DEMAND_STATUS_LABEL[d.status ?? 1]}</StatusTag>
                </div>
              </div>
            </Link>
          </li>
        )}
      </ListSection>
    </PageFrame>
  );
}

import type { Metadata } from 'next';
import { KeepAliveScroll, ListFilters, UrlPagination } from '@/components/keep-alive';
import { ActivityCard } from '@/components/opportunity/activity-card';
import { ListEmpty } from '@/components/opportunity/list-empty';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { ACTIVITY_STATUS_LABEL } from '@/lib/opportunity-rules';
import { activityCities, mallActivityPage, mallActivityQuery } from '@/server/services/activities';
import { parseListStateParams } from '@/server/services/list-params';
import { seoMetadata } from '@/server/services/seo';

// A cached page per list state: proxy.ts carries the query in the state segment (see
// lib/cached-list), so nothing here reads the request; per-user parts are client islands.
export const revalidate = 60;
export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}

type Props = { params: Promise<{ state: string }> };

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/activitys/list', { title: '线下活动' });
}

const PATH = '/activitys/list';

/** /activitys/list?name&status&cityId&pageNo — kept alive (spec §2). */
export default async function ActivityListPage({ params: route }: Props) {
  const q = parseListStateParams(mallActivityQuery, (await route).state);
  const [page, cities] = await Promise.all([mallActivityPage(q), activityCities()]);
  const params = {
    name: q.name,
    status: q.status,
    cityId: q.cityId ? String(q.cityId) : undefined,
    provinceId: q.provinceId ? String(q.provinceId) : undefined,
  };
  return (
    <PageFrame
      crumbs={[{ label: '商机市场', href: '/activitys/home' }, { label: '线下活动' }]}
      title="线下活动"
    >
      <KeepAliveScroll />
      <ListFilters
        key={JSON.stringify(params)}
        path={PATH}
        values={params}
        keep={{ provinceId: params.provinceId }}
        fields={[
          { name: 'name', label: '活动名称', type: 'text', placeholder: '输入活动名称' },
          {
            name: 'status',
            label: '状态',
            type: 'select',
            allLabel: '全部',
            options: Object.entries(ACTIVITY_STATUS_LABEL).map(([value, label]) => ({
              value,
              label,
            })),
          },
          {
            name: 'cityId',
            label: '城市',
            type: 'select',
            allLabel: '全部城市',
            options: cities.map((c) => ({ value: c.id, label: c.name })),
          },
        ]}
      />
      <p className={styles.muted} role="status">
        共 {page.total} 场活动
      </p>
      {page.records.length ? (
        <ul className={styles.grid} aria-label="活动列表">
          {page.records.map((a) => (
            <ActivityCard key={a.id} activity={a} />
          ))}
        </ul>
      ) : (
        <ListEmpty text="没有符合条件的活动，换个城市或状态试试" />
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

import type { Metadata } from 'next';
import { ActivityCard } from '@/components/opportunity/activity-card';
import { ListFilterBar } from '@/components/opportunity/list-filter-bar';
import { ListSection } from '@/components/opportunity/list-section';
import { PageFrame } from '@/components/opportunity/page-frame';
import { listPageState } from '@/lib/list-page-state';
import { ACTIVITY_STATUS_LABEL } from '@/lib/opportunity-rules';
import { activityCities, mallActivityPage, mallActivityQuery } from '@/server/services/activities';
import { parseListState } from '@/lib/cached-list';
import { parseListStateParams } from '@/server/services/list-params';
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
  return listMetadata(theme, '/activitys/list', parseListState(state), { title: '线下活动' });
}

/** /activitys/list?name&status&cityId&pageNo — kept alive (spec §2). */
export default async function ActivityListPage({ params: route }: Props) {
  const q = parseListStateParams(mallActivityQuery, (await route).state);
  const state = listPageState('/activitys/list', q, ['name', 'status', 'cityId', 'provinceId']);
  const [page, cities] = await Promise.all([mallActivityPage(q), activityCities()]);
  return (
    <PageFrame
      crumbs={[{ label: '商机市场', href: '/activitys/home' }, { label: '线下活动' }]}
      title="线下活动"
    >
      <ListFilterBar
        state={state}
        keep={{ provinceId: state.values.provinceId }}
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
      <ListSection
        state={state}
        page={page}
        status={<>共 {page.total} 场活动</>}
        layout="grid"
        label="活动列表"
        empty="没有符合条件的活动，换个城市或状态试试"
      >
        {(a) => <ActivityCard key={a.id} activity={a} />}
      </ListSection>
    </PageFrame>
  );
}

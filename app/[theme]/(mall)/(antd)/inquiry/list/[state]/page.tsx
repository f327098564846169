import type { Metadata } from 'next';
import { Button } from 'antd';
import { StatusTag } from '@/components/opportunity/fact-list';
import { ListFilterBar } from '@/components/opportunity/list-filter-bar';
import { ListRow, ListSection } from '@/components/opportunity/list-section';
import { PageFrame } from '@/components/opportunity/page-frame';
import { formatDateTime } from '@/lib/format';
import { listPageState } from '@/lib/list-page-state';
import { formatDay } from '@/lib/opportunity-rules';
import { inquiryStatusLabel, opportunityHref } from '@/lib/opportunity-tabs';
import { parseListState } from '@/lib/cached-list';
import { parseListStateParams } from '@/server/services/list-params';
import { bargainingPage, bargainingQuery } from '@/server/services/opportunity';
import { rfqNotices } from '@/server/services/rfq';
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
  return listMetadata(theme, '/inquiry/list', parseListState(state), { title: '询价公告' });
}

/** /inquiry/list?key&status&quoteEndA&quoteEndB&pageNo — kept alive (spec §2). */
export default async function InquiryListPage({ params: route }: Props) {
  const q = parseListStateParams(bargainingQuery, (await route).state);
  const state = listPageState('/inquiry/list', q, ['key', 'status', 'quoteEndA', 'quoteEndB']);
  const [page, notices] = await Promise.all([
    bargainingPage(q),
    rfqNotices({ pageNo: 1, pageSize: 5 }),
  ]);
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
      {notices.records.length ? (
        <section aria-labelledby="rfq-notices">
          <h2 id="rfq-notices">询比价公告（报价中，价格密封）</h2>
          <ul aria-label="询比价公告">
            {notices.records.map((n) => (
              <ListRow
                key={`rfq-${n.id}`}
                href={`/inquiry/rfq/${n.id}`}
                title={n.title}
                meta={
                  <>
                    <span>采购单位：{n.buyerEnterpriseName}</span>
                    <span>
                      {n.province} {n.city}
                    </span>
                    <span>{n.lineCount} 行明细</span>
                    <span>报价截止：{formatDateTime(n.deadline)}</span>
                  </>
                }
              >
                <StatusTag open>报价中</StatusTag>
              </ListRow>
            ))}
          </ul>
        </section>
      ) : null}
      <ListFilterBar
        state={state}
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
      <ListSection
        state={state}
        page={page}
        status={<>共 {page.total} 条询价</>}
        layout="rows"
        label="询价列表"
        empty="没有符合条件的询价，调整关键词或截止日期试试"
      >
        {(i) => {
          const label = inquiryStatusLabel(i.status);
          return (
            <ListRow
              key={i.id}
              href={opportunityHref.inquiry(i)}
              title={i.purchaseProjectName}
              meta={
                <>
                  <span>采购单位：{i.purchaseUserName}</span>
                  <span>
                    {i.province} {i.city}
                  </span>
                  <span>发布：{formatDay(i.noticeStart)}</span>
                  <span>报价截止：{formatDay(i.quoteEnd)}</span>
                </>
              }
            >
              <StatusTag open={label === '进行中'}>{label}</StatusTag>
            </ListRow>
          );
        }}
      </ListSection>
    </PageFrame>
  );
}

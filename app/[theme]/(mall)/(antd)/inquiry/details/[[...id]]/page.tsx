import type { Metadata } from 'next';
import { cache } from 'react';
import { idOrNotFound, orNotFound } from '@/components/opportunity/load';
import { FactList, StatusTag } from '@/components/opportunity/fact-list';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { formatMinute } from '@/lib/opportunity-rules';
import { inquiryStatusLabel } from '@/lib/opportunity-tabs';
import { inquiryDetail } from '@/server/services/inquiries';
import { pageViewer } from '@/server/services/page-viewer';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id?: string[] }> };

const load = cache(async (id: number) => orNotFound(inquiryDetail(id, await pageViewer())));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const inquiry = await load(idOrNotFound((await params).id));
  return { title: `${inquiry.purchaseProjectName} - 询价详情` };
}

/** /inquiry/details/:id: the notice, its lines and how many suppliers quoted. */
export default async function InquiryDetailsPage({ params }: Props) {
  const inquiry = await load(idOrNotFound((await params).id));
  const label = inquiryStatusLabel(inquiry.status);
  const facts: [string, string][] = [
    ['询价编号', inquiry.code],
    ['采购单位', inquiry.purchaseUserName],
    ['项目地区', `${inquiry.province ?? ''} ${inquiry.city ?? ''}`.trim() || '—'],
    ['发布时间', formatMinute(inquiry.noticeStart)],
    ['报价截止', formatMinute(inquiry.quoteEnd)],
    ['收货地址', inquiry.deliveryAddress ?? '—'],
    ['联系人', inquiry.contactName ?? '—'],
    ['联系电话', inquiry.contactPhone ?? '—'],
  ];
  return (
    <PageFrame
      crumbs={[{ label: '询价公告', href: '/inquiry/list' }, { label: '询价详情' }]}
      title={inquiry.purchaseProjectName}
    >
      <section className={styles.panel} aria-label="询价概况">
        <p>
          <StatusTag open={label === '进行中'}>{label}</StatusTag>{' '}
          <span className={styles.muted}>已有 {inquiry.quoteCount} 家供应商报价</span>
        </p>
        <FactList facts={facts} />
        {inquiry.remark ? <p className={styles.content}>备注：{inquiry.remark}</p> : null}
      </section>
      <section className={styles.panel} aria-label="询价清单">
        <h2>询价清单</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>序号</th>
              <th>产品名称</th>
              <th>规格</th>
              <th>数量</th>
              <th>单位</th>
            </tr>
          </thead>
          <tbody>
            {inquiry.lines.map((l, i) => (
              <tr key={l.id}>
                <td>{i + 1}</td>
                <td>{l.name}</td>
                <td>{l.spec ?? '—'}</td>
                <td>{Number(l.quantity)}</td>
                <td>{l.unit}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </PageFrame>
  );
}

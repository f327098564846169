import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FactList, StatusTag } from '@/components/opportunity/fact-list';
import { PageFrame } from '@/components/opportunity/page-frame';
import { formatDateTime } from '@/lib/format';
import { parseId } from '@/lib/id';
import { HttpError } from '@/server/http/errors';
import { rfqNotice } from '@/server/services/rfq';

// Public and the same for everyone: cached a minute, like the notice list it comes from.
export const revalidate = 60;
export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}
export const metadata: Metadata = { title: '询比价公告' };

type Props = { params: Promise<{ id: string }> };

/** /inquiry/rfq/{id}: a public request for quotation; prices and quotes are never shown here. */
export default async function RfqNoticePage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  let notice;
  try {
    notice = await rfqNotice(id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
  return (
    <PageFrame
      crumbs={[{ label: '询价公告', href: '/inquiry/list' }, { label: notice.code }]}
      title={notice.title}
    >
      <StatusTag open={notice.open}>{notice.statusText}</StatusTag>
      <FactList
        facts={[
          ['采购单位', notice.buyerEnterpriseName],
          ['询价单号', notice.code],
          ['交货地区', `${notice.province} ${notice.city}`],
          ['交货日期', notice.deliveryDate],
          ['发票要求', notice.invoiceText],
          ['付款方式', notice.paymentTerms],
          ['报价截止', formatDateTime(notice.deadline)],
        ]}
      />
      <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 16 }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>
          询价明细（共 {notice.lineCount} 行，报价密封，不公开价格）
        </caption>
        <thead>
          <tr>
            <th scope="col">品名</th>
            <th scope="col">规格</th>
            <th scope="col">数量</th>
          </tr>
        </thead>
        <tbody>
          {notice.lines.map((l, i) => (
            <tr key={i}>
              <td>{l.name}</td>
              <td>{l.spec ?? '—'}</td>
              <td>
                {l.qty} {l.unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        经营相关类目的认证供应商可登录后在{' '}
        <Link href="/workbench/supplier/rfq" prefetch={false}>
          供应中心 · 询比价报价
        </Link>{' '}
        中报价。
      </p>
    </PageFrame>
  );
}

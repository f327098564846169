import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import centre from '@/components/supplier-centre/centre.module.css';
import { QuoteForm } from '@/components/supplier-centre/quote-form';
import { QuoteTag } from '@/components/supplier-centre/quote-tag';
import styles from '@/components/workbench/workbench.module.css';
import { formatDateTime, formatFen } from '@/lib/format';
import { parseId } from '@/lib/id';
import { workbenchHref } from '@/lib/workbench-nav';
import { HttpError } from '@/server/http/errors';
import { supplierInquiryDetail } from '@/server/services/supplier-inquiries';
import { workbenchViewer } from '@/server/services/workbench-viewer';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '询价报价' };

type Props = { params: Promise<{ id: string }> };

/** 供应中心 · 询价详情: the buyer's lines and the own quote form (closed after the deadline). */
export default async function SupplierInquiryPage({ params }: Props) {
  const viewer = await workbenchViewer('supplier');
  if (!viewer.allowed) return null;
  const id = parseId((await params).id);
  if (!id) notFound();
  let inquiry;
  try {
    inquiry = await supplierInquiryDetail(viewer.user, id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
  return (
    <>
      <section className={styles.panel} aria-labelledby="inquiry-title">
        <p className={centre.muted}>
          <Link href={workbenchHref('supplier', 'inquiries')} prefetch={false}>
            询价与报价
          </Link>{' '}
          / {inquiry.code}
        </p>
        <h1 id="inquiry-title" className={styles.pageTitle}>
          {inquiry.purchaseProjectName} <QuoteTag tab={inquiry.tab} />
        </h1>
        <dl className={centre.facts}>
          <dt>采购单位</dt>
          <dd>{inquiry.purchaseUserName}</dd>
          <dt>询价单号</dt>
          <dd>{inquiry.code}</dd>
          <dt>发布时间</dt>
          <dd>{formatDateTime(inquiry.noticeStart)}</dd>
          <dt>报价截止</dt>
          <dd>{formatDateTime(inquiry.quoteEnd)}</dd>
          <dt>项目地区</dt>
          <dd>{[inquiry.province, inquiry.city].filter(Boolean).join(' ') || '—'}</dd>
          <dt>收货地址</dt>
          <dd>{inquiry.deliveryAddress ?? '—'}</dd>
          <dt>联系人</dt>
          <dd>{inquiry.contactName ?? '—'}</dd>
          <dt>联系电话</dt>
          <dd>{inquiry.contactPhone ?? '—'}</dd>
          <dt>采购说明</dt>
          <dd style={{ gridColumn: 'span 3' }}>{inquiry.remark ?? '—'}</dd>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="quote-title">
        <h2 id="quote-title" className={centre.sectionTitle}>
          {inquiry.quote ? '我的报价' : '填写报价'}
        </h2>
        {inquiry.quote ? (
          <p className={centre.muted}>
            已于 {formatDateTime(inquiry.quote.updatedAt)} 报价，合计 ¥
            {formatFen(inquiry.quote.totalAmount)}
            {inquiry.open ? '；截止前可修改，修改后以最新报价为准。' : '。'}
          </p>
        ) : null}
        <QuoteForm inquiry={inquiry} />
      </section>
    </>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { RfqAttachments } from '@/components/rfq/rfq-attachments';
import { RfqQuoteForm } from '@/components/rfq/rfq-quote-form';
import centre from '@/components/supplier-centre/centre.module.css';
import styles from '@/components/workbench/workbench.module.css';
import { formatDateTime } from '@/lib/format';
import { INVOICE_TYPES } from '@/lib/rfq';
import { loadSupplierRfq } from '@/server/services/rfq-page';

export const metadata: Metadata = { title: '询比价报价' };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** 供应中心 · 询比价详情: the request, the quote form while open, the own revisions. */
export default async function SupplierRfqDetailPage({ params }: Props) {
  const rfq = await loadSupplierRfq((await params).id);
  if (!rfq) return null;
  return (
    <>
      <section className={styles.panel} aria-labelledby="rfq-title">
        <p className={centre.muted}>
          <Link href="/workbench/supplier/rfq" prefetch={false}>
            询比价报价
          </Link>{' '}
          / {rfq.code}
        </p>
        <h1 id="rfq-title" className={styles.pageTitle}>
          {rfq.title}（{rfq.statusText}）
        </h1>
        <dl className={centre.facts}>
          <dt>采购单位</dt>
          <dd>{rfq.buyerEnterpriseName}</dd>
          <dt>报价截止</dt>
          <dd>
            {formatDateTime(rfq.deadline)}
            {rfq.round > 1 ? `（第 ${rfq.round} 轮）` : ''}
          </dd>
          <dt>交货</dt>
          <dd>
            {rfq.address.province}
            {rfq.address.city}，{rfq.deliveryDate} 前
          </dd>
          <dt>发票</dt>
          <dd>
            {INVOICE_TYPES[rfq.invoiceType]}，税率 {rfq.taxRate}%
          </dd>
          <dt>付款方式</dt>
          <dd>{rfq.paymentTerms}</dd>
          <dt>邀请方式</dt>
          <dd>{rfq.invited ? '定向邀请' : '公开询价'}</dd>
          <dt>附件</dt>
          <dd>
            <RfqAttachments files={rfq.attachments} />
          </dd>
        </dl>
      </section>
      <section className={styles.panel} aria-label="报价">
        <RfqQuoteForm key={rfq.id} initial={rfq} />
      </section>
    </>
  );
}

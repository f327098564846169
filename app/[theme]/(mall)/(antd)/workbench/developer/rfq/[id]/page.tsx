import type { Metadata } from 'next';
import { RfqBuyerDetail } from '@/components/rfq/rfq-buyer-detail';
import styles from '@/components/workbench/workbench.module.css';
import { loadBuyerRfq } from '@/server/services/rfq-page';

export const metadata: Metadata = { title: '询比价详情' };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** 采购中心 · 询比价详情: a count of quotes while sealed, the comparison and award after. */
export default async function DeveloperRfqDetailPage({ params }: Props) {
  const rfq = await loadBuyerRfq((await params).id);
  if (!rfq) return null;
  return (
    <section className={styles.panel}>
      <RfqBuyerDetail key={rfq.id} initial={rfq} />
    </section>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RfqForm } from '@/components/rfq/rfq-form';
import styles from '@/components/workbench/workbench.module.css';
import { loadBuyerRfq } from '@/server/services/rfq-page';

export const metadata: Metadata = { title: '编辑询比价草稿' };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/**
 * 采购中心 · 编辑草稿; a published request has nothing to edit, and a colleague's draft is only
 * read: both go to the detail.
 */
export default async function EditRfqPage({ params }: Props) {
  const rfq = await loadBuyerRfq((await params).id);
  if (!rfq) return null;
  if (!rfq.actions.includes('edit')) redirect(`/workbench/developer/rfq/${rfq.id}`);
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>编辑询比价草稿 {rfq.code}</h1>
      <RfqForm initial={rfq} />
    </section>
  );
}

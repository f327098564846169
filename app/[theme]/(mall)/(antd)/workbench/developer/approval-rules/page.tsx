import type { Metadata } from 'next';
import { ApprovalRulesForm } from '@/components/order/approval-rules-form';
import styles from '@/components/workbench/workbench.module.css';

export const metadata: Metadata = { title: '审批规则' };

/** 采购中心 · 审批规则: the company's approval thresholds, approvers and monthly limits. */
export default function ApprovalRulesPage() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>审批规则</h1>
      <ApprovalRulesForm />
    </section>
  );
}

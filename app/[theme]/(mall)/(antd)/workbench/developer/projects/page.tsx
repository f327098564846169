import type { Metadata } from 'next';
import { ProjectSpends } from '@/components/order/project-spends';
import styles from '@/components/workbench/workbench.module.css';

export const metadata: Metadata = { title: '我的项目' };

/** 采购中心 · 我的项目: spend against budget per project. */
export default function ProjectsPage() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>我的项目</h1>
      <ProjectSpends />
    </section>
  );
}

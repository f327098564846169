import Link from 'next/link';
import type { ReactNode } from 'react';
import { WORKBENCH_TITLE, workbenchHref, type WorkbenchSide } from '@/lib/workbench-nav';
import { workbenchViewer } from '@/server/services/workbench-viewer';
import { WorkbenchNav } from './workbench-nav';
import styles from './workbench.module.css';

/** The frame of a centre: its menu beside the page, or the way to the centre the user belongs in. */
export async function WorkbenchLayout({
  side,
  children,
}: {
  side: WorkbenchSide;
  children: ReactNode;
}) {
  const viewer = await workbenchViewer(side);
  if (!viewer.allowed) {
    return (
      <main className="mall-container">
        <div className={`${styles.layout}`}>
          <section className={`${styles.main} ${styles.denied}`}>
            <h1 className={styles.pageTitle}>暂无权限</h1>
            <p>
              当前身份不能进入{WORKBENCH_TITLE[side]}，请前往
              <Link href={workbenchHref(viewer.ownSide)} prefetch={false}>
                {WORKBENCH_TITLE[viewer.ownSide]}
              </Link>
            </p>
          </section>
        </div>
      </main>
    );
  }
  return (
    <main className="mall-container">
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <p className={styles.centreTitle}>{WORKBENCH_TITLE[side]}</p>
          <WorkbenchNav side={side} />
        </aside>
        <div className={styles.main}>{children}</div>
      </div>
    </main>
  );
}

import type { Metadata } from 'next';
import { SharerPanel } from '@/components/supplier/sharer-panel';
import styles from '@/components/supplier/supplier.module.css';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/apply/share', { title: '邀请供应商入驻' });
}

/** /apply/share — become a sharer and hand out the supplier application link. */
export default function ApplySharePage() {
  return (
    <main className={`mall-container ${styles.page}`}>
      <section className={`${styles.panel} ${styles.formPanel}`} aria-labelledby="share">
        <h1 id="share" className={styles.title}>
          邀请供应商入驻
        </h1>
        <p className={styles.lead} style={{ margin: '0 0 24px' }}>
          把专属链接分享给优质供应商，对方通过链接提交入驻申请后，平台会记录您的推荐。
        </p>
        <SharerPanel />
      </section>
    </main>
  );
}

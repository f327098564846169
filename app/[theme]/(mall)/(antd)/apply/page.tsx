import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ApplyForm } from '@/components/supplier/apply-form';
import styles from '@/components/supplier/supplier.module.css';
import { SUPPLIER_FOLLOW_UP_DAYS } from '@/lib/supplier';
import { serverArea } from '@/server/services/area';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/apply', { title: '供应商入驻申请' });
}

/** /apply?shareCode= — the supplier application; a share code credits the sharer. */
export default async function ApplyPage() {
  const areas = await serverArea();
  return (
    <main className={`mall-container ${styles.page}`}>
      <section className={`${styles.panel} ${styles.formPanel}`} aria-labelledby="apply">
        <h1 id="apply" className={styles.title}>
          供应商入驻申请
        </h1>
        <p className={styles.lead} style={{ margin: '0 0 24px' }}>
          填写企业与联系人信息，平台招商经理将在{SUPPLIER_FOLLOW_UP_DAYS}
          个工作日内与您联系。提交需要登录。
        </p>
        <Suspense>
          <ApplyForm areas={areas} />
        </Suspense>
      </section>
    </main>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { EnrollPanel } from '@/components/supplier/enroll-panel';
import styles from '@/components/supplier/supplier.module.css';
import plan from '@/components/supplier/yeation.module.css';
import { SUPPLIER_FOLLOW_UP_DAYS } from '@/lib/supplier';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/enroll', { title: '优选供应商报名' });
}

/** /enroll — the sign-up page of the selected-supplier plan. */
export default function EnrollPage() {
  return (
    <main className={`mall-container ${styles.page}`}>
      <section className={`${styles.panel} ${styles.formPanel}`} aria-labelledby="enroll">
        <h1 id="enroll" className={styles.title}>
          优选供应商报名
        </h1>
        <p>报名需要登录，并以已认证的供应商企业身份提交：</p>
        <ol className={plan.steps}>
          <li>登录账号</li>
          <li>企业认证通过</li>
          <li>点击下方报名</li>
          <li>{SUPPLIER_FOLLOW_UP_DAYS}个工作日内回访</li>
        </ol>
        <EnrollPanel />
        <p style={{ marginTop: 16 }}>
          还不是平台供应商？可以先 <Link href="/apply">提交供应商入驻申请</Link>。了解{' '}
          <Link href="/yeation">优选供应商计划</Link>。
        </p>
      </section>
    </main>
  );
}

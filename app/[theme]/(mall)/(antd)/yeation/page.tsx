import type { Metadata } from 'next';
import Link from 'next/link';
import { SignUpButton } from '@/components/supplier/sign-up-button';
import { SupplierCard } from '@/components/supplier/supplier-card';
import styles from '@/components/supplier/supplier.module.css';
import plan from '@/components/supplier/yeation.module.css';
import { formatCount } from '@/lib/format';
import { SUPPLIER_FOLLOW_UP_DAYS } from '@/lib/supplier';
import { supplierSearch } from '@/server/services/suppliers';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/yeation', { title: '优选供应商计划' });
}

const BENEFITS: [string, string][] = [
  ['优先推荐', '在找供方、搜索结果和企业馆中优先展示，带“优选供应商”标识。'],
  ['商机直达', '集采招标、供应商招募与询价第一时间推送到供应中心。'],
  ['会员公告', '查看仅对优选会员开放的集采计划、对接会与政策公告。'],
  ['品牌展厅', '开通企业展厅：工厂实景、VR看厂、项目案例与资质证照。'],
];

const STEPS = ['注册账号', '提交企业认证', '认证审核通过', '报名优选供应商', '平台审核与回访'];

/** /yeation — the selected-supplier plan: what it gives, how to join, who is in it. */
export default async function YeationPage() {
  const featured = await supplierSearch({ pageNo: 1, pageSize: 6, brandIds: [] });
  return (
    <main className={`mall-container ${styles.page}`}>
      <section className={plan.hero} aria-labelledby="plan-title">
        <h1 id="plan-title" className={plan.heroTitle}>
          优选供应商计划
        </h1>
        <p className={plan.heroText}>
          面向已认证的建材与设计供应商，平台对接百强房企与大型集采项目。已有{' '}
          {formatCount(featured.total)} 家企业成为优选供应商。
        </p>
        <div className={plan.heroActions}>
          <SignUpButton large />
          <Link
            className={`${styles.button} ${styles.ghost} ${styles.buttonLarge}`}
            href="/yeation/more"
          >
            查看优选供应商
          </Link>
        </div>
        <p className={plan.heroNote}>报名后平台将在{SUPPLIER_FOLLOW_UP_DAYS}个工作日内与您联系。</p>
      </section>
      <section className={styles.panel} aria-labelledby="benefits">
        <h2 id="benefits" className={styles.panelTitle}>
          会员权益
        </h2>
        <ul className={plan.benefits}>
          {BENEFITS.map(([title, text]) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby="steps">
        <h2 id="steps" className={styles.panelTitle}>
          加入流程
        </h2>
        <ol className={plan.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          还没有认证？先 <Link href="/auth">提交企业认证</Link>；也可以先{' '}
          <Link href="/apply">填写供应商入驻申请</Link>，或查看{' '}
          <Link href="/supplierNotice/list">会员公告</Link>。
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="featured">
        <h2 id="featured" className={styles.panelTitle}>
          优选供应商{' '}
          <Link href="/yeation/more" style={{ fontSize: 14 }}>
            更多
          </Link>
        </h2>
        <ul className={styles.grid} aria-label="优选供应商">
          {featured.records.map((s) => (
            <SupplierCard key={s.id} supplier={s} />
          ))}
        </ul>
      </section>
    </main>
  );
}

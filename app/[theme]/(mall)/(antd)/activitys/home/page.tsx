import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from 'antd';
import { ActivityCard } from '@/components/opportunity/activity-card';
import { ListEmpty } from '@/components/opportunity/list-empty';
import styles from '@/components/opportunity/opportunity.module.css';
import { formatDay } from '@/lib/opportunity-rules';
import { inquiryStatusLabel, opportunityHref } from '@/lib/opportunity-tabs';
import { mallActivityPage } from '@/server/services/activities';
import { bargainingPage, bidProjectPage, demandPage } from '@/server/services/opportunity';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/activitys/home', { title: '商机市场' });
}

const page = (pageSize: number) => ({ pageNo: 1, pageSize });

/** /activitys/home: the business opportunity market — activities first, then the latest leads. */
export default async function ActivityHomePage() {
  const [upcoming, reviews, bids, inquiries, demands] = await Promise.all([
    mallActivityPage({ ...page(6), status: '1' }),
    mallActivityPage({ ...page(3), status: '0' }),
    bidProjectPage({ ...page(6), desc: true, sortColumn: 'first_publish_notice_time' }),
    bargainingPage(page(6)),
    demandPage({ ...page(6), sortIng: 'new', shelfFlag: 1 }, null),
  ]);
  return (
    <main className={`mall-container ${styles.page}`}>
      <section className={styles.hero}>
        <h1>商机市场</h1>
        <p>线下活动、招标信息、询价公告与设计需求，一站找到合作机会。</p>
        <Button size="large" href="/activitys/list">
          全部活动
        </Button>
      </section>

      <div className={styles.sectionHead}>
        <h2>近期活动</h2>
        <Link href="/activitys/list?status=1">更多 ›</Link>
      </div>
      {upcoming.records.length ? (
        <ul className={styles.grid} aria-label="近期活动">
          {upcoming.records.map((a) => (
            <ActivityCard key={a.id} activity={a} />
          ))}
        </ul>
      ) : (
        <ListEmpty text="近期暂无活动，看看往期活动回顾吧" />
      )}

      <div className={styles.sectionHead}>
        <h2>活动回顾</h2>
        <Link href="/activitys/list?status=0">更多 ›</Link>
      </div>
      <ul className={styles.grid} aria-label="活动回顾">
        {reviews.records.map((a) => (
          <ActivityCard key={a.id} activity={a} />
        ))}
      </ul>

      <div className={styles.triple}>
        <section className={styles.panel} aria-label="最新招标">
          <div className={styles.asideHead}>
            <h2>最新招标</h2>
            <Link href="/bid/list">更多 ›</Link>
          </div>
          <ul className={styles.sideList}>
            {bids.records.map((b) => (
              <li key={b.id}>
                <Link href={opportunityHref.bidProject(b)} title={b.title}>
                  {b.title}
                </Link>
                <span className={styles.muted}>{formatDay(b.firstPublishNoticeTime)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.panel} aria-label="询价公告">
          <div className={styles.asideHead}>
            <h2>询价公告</h2>
            <Link href="/inquiry/list">更多 ›</Link>
          </div>
          <ul className={styles.sideList}>
            {inquiries.records.map((i) => (
              <li key={i.id}>
                <Link href={opportunityHref.inquiry(i)} title={i.purchaseProjectName}>
                  {i.purchaseProjectName}
                </Link>
                <span className={styles.muted}>
                  {inquiryStatusLabel(i.status)} · {formatDay(i.noticeStart)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.panel} aria-label="设计需求">
          <div className={styles.asideHead}>
            <h2>设计需求</h2>
            <Link href="/demand/list">更多 ›</Link>
          </div>
          <ul className={styles.sideList}>
            {demands.records.map((d) => (
              <li key={d.id}>
                <Link href={opportunityHref.demand(d)} title={d.topicName}>
                  {d.topicName}
                </Link>
                <span className={styles.muted}>
                  {d.province} · {formatDay(d.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}

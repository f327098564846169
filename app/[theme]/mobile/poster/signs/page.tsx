import type { Metadata } from 'next';
import Link from 'next/link';
import { posterActivityOf, posterMetadata } from '@/components/opportunity/mobile-poster-load';
import { MobilePosterNav } from '@/components/opportunity/mobile-poster-nav';
import styles from '@/components/opportunity/poster.module.css';
import { firstParam } from '@/lib/list-url';
import { attendeePage } from '@/server/services/activities';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PAGE_SIZE = 15;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const a = await posterActivityOf(await searchParams);
  return posterMetadata((await params).theme, a, `${a.marketingName} - 报名名单`);
}

/** /mobile/poster/signs?id=&pageNo=: the attendee list on the phone, a page at a time. */
export default async function MobilePosterSignsPage({ searchParams }: Props) {
  const sp = await searchParams;
  const a = await posterActivityOf(sp);
  const pageNo = Math.max(1, Math.min(10_000, Number(firstParam(sp.pageNo)) || 1));
  const page = await attendeePage({ activityId: a.id, pageNo, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  const href = (n: number) => `/mobile/poster/signs?id=${a.id}&pageNo=${n}`;
  return (
    <main>
      <section className={styles.card}>
        <h2>报名名单</h2>
        <p className={styles.muted} role="status">
          {a.signUpCount} 人报名 · {a.signInCount} 人已签到
        </p>
        {page.records.length ? (
          <ul className={styles.people} aria-label="报名名单">
            {page.records.map((p) => (
              <li key={p.id}>
                <span>
                  {p.name}
                  <br />
                  <span className={styles.muted}>{p.tenantName}</span>
                </span>
                <span className={styles.muted}>{p.signedInAt ? '已签到' : '未签到'}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>还没有人报名，快分享海报邀请同行吧。</p>
        )}
        {pages > 1 ? (
          <div className={styles.pager}>
            {pageNo > 1 ? <Link href={href(pageNo - 1)}>上一页</Link> : <span />}
            <span className={styles.muted}>
              {pageNo}/{pages}
            </span>
            {pageNo < pages ? <Link href={href(pageNo + 1)}>下一页</Link> : <span />}
          </div>
        ) : null}
      </section>
      <MobilePosterNav id={a.id} />
    </main>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { UrlPagination } from '@/components/keep-alive';
import { ListEmpty } from '@/components/opportunity/list-empty';
import { idOrNotFound, orNotFound } from '@/components/opportunity/load';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { formatMinute } from '@/lib/opportunity-rules';
import { activityDetail, attendeePage } from '@/server/services/activities';
import { firstParam } from '@/lib/list-url';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const load = cache((id: number) => orNotFound(activityDetail(id, null)));
const PAGE_SIZE = 20;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const a = await load(idOrNotFound((await searchParams).id));
  return { title: `${a.marketingName} - 报名名单` };
}

/** /activitys/poster/signs?id=&pageNo=: who signed up and who signed in (phones masked). */
export default async function ActivityPosterSignsPage({ searchParams }: Props) {
  const sp = await searchParams;
  const a = await load(idOrNotFound(sp.id));
  const pageNo = Math.max(1, Math.min(10_000, Number(firstParam(sp.pageNo)) || 1));
  const page = await attendeePage({ activityId: a.id, pageNo, pageSize: PAGE_SIZE });
  return (
    <PageFrame
      crumbs={[
        { label: '线下活动', href: '/activitys/list' },
        { label: '活动海报', href: `/activitys/poster/home?id=${a.id}` },
        { label: '报名名单' },
      ]}
      title={`${a.marketingName} · 报名名单`}
    >
      <p className={styles.muted} role="status">
        共 {a.signUpCount} 人报名，{a.signInCount} 人已签到 ·{' '}
        <Link href={`/activitys/poster/home?id=${a.id}`}>返回海报</Link>
      </p>
      {page.records.length ? (
        <section className={styles.panel}>
          <table className={styles.table} aria-label="报名名单">
            <thead>
              <tr>
                <th>姓名</th>
                <th>公司</th>
                <th>职位</th>
                <th>手机号</th>
                <th>签到</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td>{p.tenantName}</td>
                  <td>{p.position ?? '—'}</td>
                  <td>{p.phone}</td>
                  <td>{p.signedInAt ? `已签到 ${formatMinute(p.signedInAt)}` : '未签到'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <ListEmpty text="还没有人报名，分享海报邀请同行参加吧" />
      )}
      <div className={styles.pagination}>
        <UrlPagination
          path="/activitys/poster/signs"
          params={{ id: a.id }}
          pageNo={pageNo}
          total={page.total}
          pageSize={PAGE_SIZE}
        />
      </div>
    </PageFrame>
  );
}

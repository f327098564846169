import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { ActivitySignUpForm } from '@/components/opportunity/activity-sign-up-form';
import { AttendeeTable } from '@/components/opportunity/attendee-table';
import { idOrNotFound, orNotFound } from '@/components/opportunity/load';
import { LoginGate } from '@/components/opportunity/login-gate';
import { MySignUp } from '@/components/opportunity/my-sign-up';
import { FactList, StatusTag } from '@/components/opportunity/fact-list';
import styles from '@/components/opportunity/opportunity.module.css';
import { activitySeo } from '@/components/opportunity/mobile-poster-load';
import { PageFrame } from '@/components/opportunity/page-frame';
import { JsonLdScript } from '@/components/seo/json-ld';
import { resizedUrl } from '@/lib/image-params';
import { eventJsonLd } from '@/lib/json-ld';
import { activityStatusLabel, formatMinute } from '@/lib/opportunity-rules';
import { activityDetail } from '@/server/services/activities';
import { pageViewer } from '@/server/services/page-viewer';
import { pageMetadata, pageUrls } from '@/server/services/seo';
import { RichText } from '@/components/content/rich-text';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const load = cache(async (id: number) => orNotFound(activityDetail(id, await pageViewer())));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const activity = await load(idOrNotFound((await searchParams).id));
  return pageMetadata((await params).theme, activitySeo(activity, 'activity'));
}

async function eventOf(theme: string, a: Awaited<ReturnType<typeof load>>) {
  const seo = activitySeo(a, 'activity');
  const { canonical, url } = await pageUrls(theme, seo);
  return eventJsonLd({
    name: a.marketingName,
    url: canonical,
    startDate: new Date(a.startTime).toISOString(),
    endDate: new Date(a.endTime).toISOString(),
    description: seo.description,
    image: seo.image ? url(seo.image) : null,
    place: { name: a.address ?? a.city ?? a.marketingName, city: a.city, address: a.address },
    organizer: a.organizer,
  });
}

/** /activitys/details?id= — login needed unless the activity is a review, status '0' (spec §6). */
export default async function ActivityDetailsPage({ params, searchParams }: Props) {
  const a = await load(idOrNotFound((await searchParams).id));
  const structured = await eventOf((await params).theme, a);
  const cover = a.mainFileUrlList[0];
  const facts: [string, string][] = [
    ['活动时间', `${formatMinute(a.startTime)} 至 ${formatMinute(a.endTime)}`],
    ['活动地点', `${a.city ?? ''} ${a.address ?? ''}`.trim() || '—'],
    ['主办单位', a.organizer ?? '—'],
    ['报名截止', formatMinute(a.signUpDeadline)],
    ['活动名额', a.capacity ? `${a.capacity} 人` : '不限'],
    ['报名/签到', `${a.signUpCount} 人报名 · ${a.signInCount} 人签到`],
  ];
  return (
    <PageFrame
      crumbs={[
        { label: '商机市场', href: '/activitys/home' },
        { label: '线下活动', href: '/activitys/list' },
        { label: '活动详情' },
      ]}
      title={a.marketingName}
      actions={
        <Link href={`/activitys/poster/home?id=${a.id}`} target="_blank">
          活动海报
        </Link>
      }
    >
      <JsonLdScript data={structured} />
      <section className={styles.panel} aria-label="活动概况">
        <div className={styles.columns}>
          <div>
            <p>
              <StatusTag open={a.status === '1'}>{activityStatusLabel(a.status)}</StatusTag>
            </p>
            <FactList facts={facts} />
            {a.summary ? <p className={styles.muted}>{a.summary}</p> : null}
            {a.signCode ? (
              <p>
                现场签到码：<strong data-testid="sign-code">{a.signCode}</strong>
                <span className={styles.muted}>（仅主办方可见，请在活动现场公布）</span>
              </p>
            ) : null}
          </div>
          {cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
            <img className={styles.cover} src={resizedUrl(cover, 600)} alt={a.marketingName} />
          ) : null}
        </div>
      </section>
      {a.locked ? (
        <LoginGate text="登录后可查看活动详情并在线报名。" />
      ) : (
        <>
          <section className={styles.panel} aria-label="活动介绍">
            <h2>活动介绍</h2>
            <RichText className={styles.content} html={a.content} />
          </section>
          {a.open ? (
            <section className={styles.panel} aria-label="在线报名">
              <h2>在线报名</h2>
              <MySignUp activityId={a.id} />
              <div className={styles.formNarrow}>
                <ActivitySignUpForm activityId={a.id} />
              </div>
            </section>
          ) : null}
          <section className={styles.panel} aria-label="参会人员">
            <h2>参会人员</h2>
            <AttendeeTable activityId={a.id} />
          </section>
        </>
      )}
    </PageFrame>
  );
}

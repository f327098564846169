import dayjs from 'dayjs';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CompetitionPanel } from '@/components/competition/competition-panel';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { COMPETITION_STATUS } from '@/lib/competition';
import { resizedUrl } from '@/lib/image-params';
import { idParam, type SearchParams } from '@/lib/list-query';
import { HttpError } from '@/server/http/errors';
import { competitionDetail, listCompetitions, passedWorks } from '@/server/services/competition';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';
import { RichText } from '@/components/content/rich-text';

// ?id= picks the competition.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/competition', { title: '设计大赛' });
}

/** /competition: the competitions, one in detail (tracks, stages, passed works), sign-up. */
export default async function CompetitionPage({ searchParams }: Props) {
  const list = await listCompetitions();
  const chosen = idParam(await searchParams, 'id') ?? list[0]?.id;
  if (!chosen) {
    return (
      <main className={`mall-container ${styles.page}`}>
        <h1 className={styles.title}>设计大赛</h1>
        <EmptyState text="暂无设计大赛，敬请期待" />
      </main>
    );
  }
  let detail;
  try {
    detail = await competitionDetail(chosen);
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound();
    throw e;
  }
  const passed = await Promise.all(
    detail.tracks.map((t) => passedWorks({ trackId: t.id, pageNo: 1, pageSize: 6 })),
  );
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>设计大赛</h1>
      <ul className={styles.filters} aria-label="大赛列表">
        {list.map((c) => (
          <li key={c.id}>
            <Link
              href={`/competition?id=${c.id}`}
              aria-current={c.id === detail.id ? 'page' : undefined}
              prefetch={false}
            >
              {c.title} · {COMPETITION_STATUS[c.status]}
            </Link>
          </li>
        ))}
      </ul>
      {detail.bannerUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
        <img className={styles.banner} src={resizedUrl(detail.bannerUrl, 1200)} alt="" />
      ) : null}
      <section className={styles.section} aria-labelledby="competition-title">
        <h2 id="competition-title">{detail.title}</h2>
        <div className={styles.meta}>
          <span className={styles.tag}>{COMPETITION_STATUS[detail.status]}</span>
          {detail.subtitle ? <span>{detail.subtitle}</span> : null}
          {detail.organizer ? <span>主办：{detail.organizer}</span> : null}
          <span>
            报名时间 {day(detail.signUpStart)} 至 {day(detail.signUpEnd)}
          </span>
          <span>作品截止 {day(detail.submitEnd)}</span>
        </div>
        {detail.content ? <RichText html={detail.content} /> : null}
      </section>
      <section className={styles.section} aria-labelledby="tracks-title">
        <h2 id="tracks-title">赛道与赛程</h2>
        {detail.tracks.map((t, i) => (
          <div key={t.id}>
            <h3>{t.name}</h3>
            {t.description ? <p className={styles.muted}>{t.description}</p> : null}
            <ol aria-label={`${t.name}赛程`}>
              {t.stages.map((s, k) => (
                <li key={s.name}>
                  {s.name}：{day(s.startAt)} 至 {day(s.endAt)}
                  {k === t.currentStage ? <span className={styles.tag}>进行中</span> : null}
                </li>
              ))}
            </ol>
            {passed[i]?.records.length ? (
              <p>
                晋级作品：
                {passed[i].records.map((w) => `${w.title}（${w.author}，${w.stage}）`).join('、')}
              </p>
            ) : null}
          </div>
        ))}
      </section>
      <section className={styles.section} aria-label="报名与参赛">
        <CompetitionPanel
          competitionId={detail.id}
          tracks={detail.tracks.map((t) => ({ id: t.id, name: t.name }))}
          extraFields={detail.extraFields}
          signUpOpen={detail.signUpOpen}
        />
      </section>
    </main>
  );
}

import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { CaseGrid } from '@/components/design/design-cards';
import { DesignReactions } from '@/components/design/design-reactions';
import { formatCount } from '@/lib/format';
import { parseId } from '@/lib/id';
import { resizedUrl } from '@/lib/image-params';
import { pageSeo } from '@/lib/page-seo';
import { HttpError } from '@/server/http/errors';
import { designCasePage, designHallById } from '@/server/services/designs';
import { pageMetadata } from '@/server/services/seo';

type Props = { params: Promise<{ theme: string; id?: string[] }> };

/** A hall shows all its cases on one page (designers have a handful). */
const HALL_CASES = 48;

const findHall = cache(async (segments: string[] | undefined) => {
  const raw = segments?.[0];
  if (!raw) return null;
  const id = segments.length === 1 ? parseId(raw) : undefined;
  if (!id) notFound();
  try {
    return await designHallById(id);
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound();
    throw e;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, id } = await params;
  const hall = await findHall(id);
  if (!hall) return { title: '设计馆' };
  return pageMetadata(
    theme,
    pageSeo({
      kind: 'designHall',
      id: hall.id,
      name: hall.name,
      title: hall.title,
      area: [hall.province, hall.city].filter(Boolean).join(' '),
      styles: hall.styleNames ?? [],
      intro: hall.intro,
      image: hall.coverUrl ?? hall.logo,
    }),
  );
}

/** /designHall/:id: a designer's or studio's hall with its cases; without an id, the hall list. */
export default async function DesignHallPage({ params }: Props) {
  const hall = await findHall((await params).id);
  if (!hall) redirect('/design');
  const cases = await designCasePage({ designHallId: hall.id, pageNo: 1, pageSize: HALL_CASES });
  return (
    <main className={`mall-container ${styles.page}`}>
      <section className={styles.profile} aria-label="设计馆信息">
        {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
        <img className={styles.avatar} src={resizedUrl(hall.logo ?? '', 192)} alt="" />
        <div>
          <h1 className={styles.title}>{hall.name}</h1>
          <div className={styles.meta}>
            {hall.title ? <span>{hall.title}</span> : null}
            {hall.city ? (
              <span>
                {hall.province}
                {hall.city === hall.province ? '' : hall.city}
              </span>
            ) : null}
            {hall.years ? <span>从业 {hall.years} 年</span> : null}
            <span>案例 {hall.caseCount ?? 0}</span>
            <span>浏览 {formatCount(hall.viewCount ?? 0)}</span>
          </div>
          <div className={styles.meta}>
            {[...(hall.styleNames ?? []), ...(hall.typeNames ?? [])].map((n) => (
              <span key={n} className={styles.tag}>
                {n}
              </span>
            ))}
          </div>
          {hall.intro ? <p>{hall.intro}</p> : null}
          <DesignReactions
            target="hall"
            id={hall.id}
            praiseCount={hall.praiseCount ?? 0}
            collectCount={hall.collectCount ?? 0}
          />
        </div>
      </section>
      <h2 className={styles.subtitle}>设计案例（{cases.total}）</h2>
      {cases.records.length ? (
        <CaseGrid cases={cases.records} label="设计馆案例" />
      ) : (
        <EmptyState text="该设计馆暂未发布案例" />
      )}
    </main>
  );
}

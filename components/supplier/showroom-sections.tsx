import Link from 'next/link';
import type { FactoryImage, ProjectCase, Qualification } from '@/api/types';
import { resizedUrl } from '@/lib/image-params';
import { showroomPath } from '@/lib/supplier';
import styles from './showroom.module.css';

/** Cards of delivered projects (home and project-case tabs). */
export function ProjectCaseGrid({ cases }: { cases: ProjectCase[] }) {
  return (
    <ul className={styles.gallery} aria-label="项目案例">
      {cases.map((c) => (
        <li key={c.id}>
          <figure className={styles.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
            <img src={resizedUrl(c.coverUrl, 640)} alt={c.projectName} loading="lazy" />
            <figcaption>
              <p className={styles.figureTitle}>{c.title}</p>
              <p className={styles.figureText}>
                {[c.province, c.city].filter(Boolean).join(' ')}
                {c.developerName ? ` · ${c.developerName}` : ''}
                {c.completedAt ? ` · ${c.completedAt.slice(0, 7)} 完工` : ''}
              </p>
              {c.description ? <p className={styles.figureText}>{c.description}</p> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Where each spot sits on the drawn site plan: a fixed grid, so the plan never changes. */
const PLAN_SLOTS: [number, number][] = [
  [18, 30],
  [46, 26],
  [76, 32],
  [22, 72],
  [52, 70],
  [80, 72],
  [50, 48],
];

/** The factory map: a drawn site plan with a numbered point per spot, and the spots' photos. */
export function FactoryPlan({ tenantId, spots }: { tenantId: number; spots: FactoryImage[] }) {
  const detail = (id: number) => `${showroomPath(tenantId, 'factory-map')}/detail?id=${id}`;
  return (
    <>
      <div className={styles.plan} role="group" aria-label="厂区平面图">
        <span className={styles.road} style={{ left: 0, right: 0, top: '49%', height: '6%' }} />
        <span className={styles.road} style={{ top: 0, bottom: 0, left: '36%', width: '4%' }} />
        <span className={styles.road} style={{ top: 0, bottom: 0, left: '66%', width: '4%' }} />
        {PLAN_SLOTS.slice(0, 6).map(([x, y], i) => (
          <span
            key={i}
            className={styles.building}
            style={{ left: `${x - 12}%`, top: `${y - 14}%`, width: '22%', height: '26%' }}
          />
        ))}
        {spots.map((spot, i) => {
          const [x, y] = PLAN_SLOTS[i % PLAN_SLOTS.length]!;
          return (
            <Link
              key={spot.id}
              href={detail(spot.id)}
              prefetch={false}
              className={styles.marker}
              style={{ left: `${x}%`, top: `${y}%` }}
            >
              <span aria-hidden>{i + 1}</span>
              <span>{spot.title}</span>
            </Link>
          );
        })}
      </div>
      <ul className={styles.gallery} aria-label="工厂实景">
        {spots.map((spot, i) => (
          <li key={spot.id}>
            <Link href={detail(spot.id)} prefetch={false}>
              <figure className={styles.figure}>
                {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
                <img src={resizedUrl(spot.imageUrl, 640)} alt={spot.title} loading="lazy" />
                <figcaption>
                  <p className={styles.figureTitle}>
                    {i + 1}. {spot.title}
                  </p>
                  <p className={styles.figureText}>{spot.description}</p>
                </figcaption>
              </figure>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

const KIND_NAMES: Record<string, string> = {
  license: '营业执照',
  qualification: '资质证书',
  certificate: '认证证书',
  patent: '专利证书',
  report: '检测报告',
};

export function QualificationGrid({ items }: { items: Qualification[] }) {
  return (
    <ul className={styles.gallery} aria-label="资质证照">
      {items.map((q) => (
        <li key={q.id}>
          <a href={q.fileUrl} target="_blank" rel="noopener">
            <figure className={styles.figure}>
              {q.fileType === 'pdf' ? (
                <span
                  className={styles.figureTitle}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    aspectRatio: '16 / 10',
                    background: 'var(--mall-fill)',
                  }}
                >
                  PDF 文件
                </span>
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
                <img
                  src={resizedUrl(q.fileUrl, 640)}
                  alt={q.name}
                  loading="lazy"
                  style={{ objectFit: 'contain', background: 'var(--mall-fill)' }}
                />
              )}
              <figcaption>
                <p className={styles.figureTitle}>{q.name}</p>
                <p className={styles.figureText}>
                  {KIND_NAMES[q.kind] ?? q.kind}
                  {q.issuedBy ? ` · ${q.issuedBy}` : ''}
                  {q.validUntil ? ` · 有效期至 ${q.validUntil}` : ''}
                </p>
              </figcaption>
            </figure>
          </a>
        </li>
      ))}
    </ul>
  );
}

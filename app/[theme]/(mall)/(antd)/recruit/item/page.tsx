import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { RecruitApply } from '@/components/supplier/recruit-apply';
import { RecruitStatus } from '@/components/supplier/recruit-status';
import styles from '@/components/supplier/supplier.module.css';
import { parseId } from '@/lib/id';
import { pageSeo } from '@/lib/page-seo';
import { capitalText } from '@/lib/supplier';
import { HttpError } from '@/server/http/errors';
import { pageMetadata } from '@/server/services/seo';
import { recruitDetail } from '@/server/services/supplier-programs';
import { RichText } from '@/components/content/rich-text';

// The recruitment id comes from the query string.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<{ id?: string | string[] }>;
};

const load = cache(async (raw: string) => {
  const id = parseId(raw);
  if (!id) notFound();
  try {
    return await recruitDetail(id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
});
const idOf = async (props: Props) => String([(await props.searchParams).id].flat()[0] ?? '');

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await load(await idOf(props));
  return pageMetadata(
    (await props.params).theme,
    pageSeo({
      kind: 'recruit',
      id: r.id,
      name: r.name,
      enterprise: r.enterpriseName,
      scope: r.serviceScope,
      area: [r.province, r.city].filter(Boolean).join(' '),
      deadline: r.deadline.slice(0, 10),
      requirement: r.requirement,
    }),
  );
}

/** /recruit/item?id= — one recruitment and its sign-up. */
export default async function RecruitItemPage(props: Props) {
  const r = await load(await idOf(props));
  const facts: [string, string][] = [
    ['招募企业', r.enterpriseName ?? '—'],
    ['注册资本要求', capitalText(r.capital)],
    ['服务范围', r.serviceScope.join('、') || '不限'],
    ['所在地区', [r.province, r.city].filter(Boolean).join(' ') || '—'],
    ['发布日期', r.publicationDate.slice(0, 10)],
    ['报名截止', r.deadline.slice(0, 10)],
    ['联系人', r.contactName ?? '—'],
    ['已报名企业', `${r.applicants} 家`],
  ];
  return (
    <main className={`mall-container ${styles.page}`}>
      <p className={styles.breadcrumb}>
        <Link href="/recruit">供应商招募</Link> &gt; 招募详情
      </p>
      <section className={styles.panel} aria-labelledby="recruit">
        <div className={styles.toolbar}>
          <h1 id="recruit" className={styles.title} style={{ margin: 0 }}>
            {r.name}
          </h1>
          <RecruitStatus text={r.statusDesc} />
        </div>
        <dl className={styles.dl}>
          {facts.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <div style={{ marginTop: 24 }}>
          <RecruitApply recruitId={r.id} open={r.statusDesc === '招募中'} />
        </div>
      </section>
      {r.content ? (
        <section className={styles.panel} aria-labelledby="content">
          <h2 id="content" className={styles.panelTitle}>
            招募说明
          </h2>
          <RichText className={styles.prose} html={r.content} />
        </section>
      ) : null}
      {r.requirement ? (
        <section className={styles.panel} aria-labelledby="requirement">
          <h2 id="requirement" className={styles.panelTitle}>
            资格要求
          </h2>
          <RichText className={styles.prose} html={r.requirement} />
        </section>
      ) : null}
    </main>
  );
}

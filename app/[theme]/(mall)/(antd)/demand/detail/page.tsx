import type { Metadata } from 'next';
import { cache } from 'react';
import { DemandCollectButton } from '@/components/opportunity/demand-collect-button';
import { DemandComments } from '@/components/opportunity/demand-comments';
import { idOrNotFound, orNotFound } from '@/components/opportunity/load';
import { FactList, StatusTag } from '@/components/opportunity/fact-list';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { resizedUrl } from '@/lib/image-params';
import { DEMAND_STATUS_LABEL, formatDay } from '@/lib/opportunity-rules';
import { demandDetail } from '@/server/services/demand-detail';
import { pageViewer } from '@/server/services/page-viewer';
import { RichText } from '@/components/content/rich-text';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const load = cache(async (id: number) => orNotFound(demandDetail(id, await pageViewer())));

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const d = await load(idOrNotFound((await searchParams).id));
  return { title: `${d.topicName} - 设计需求` };
}

/** /demand/detail?id=: a design demand, collect/cancel and its comments. */
export default async function DemandDetailPage({ searchParams }: Props) {
  const d = await load(idOrNotFound((await searchParams).id));
  const facts: [string, string][] = [
    ['发布单位', d.userName],
    ['设计类型', d.designCategoryVoList.map((c) => c.categoryFinalName).join('、') || '—'],
    ['设计风格', d.designStyleName || '—'],
    ['项目地区', `${d.province} ${d.city ?? ''}`.trim() || '—'],
    ['项目面积', d.areaSize ? `${d.areaSize} 平方米` : '—'],
    ['设计预算', d.budget ?? '—'],
    ['发布时间', formatDay(d.createdAt)],
    ['浏览/评论', `${d.viewCount} 次浏览 · ${d.commentCount} 条评论`],
  ];
  return (
    <PageFrame
      crumbs={[{ label: '设计需求', href: '/demand/list' }, { label: '需求详情' }]}
      title={d.topicName}
      actions={
        <DemandCollectButton
          demandId={d.id}
          collected={d.collected}
          collectCount={d.collectCount}
        />
      }
    >
      <section className={styles.panel} aria-label="需求概况">
        <div className={styles.columns}>
          <div>
            <p>
              <StatusTag open={d.status === 1}>{DEMAND_STATUS_LABEL[d.status]}</StatusTag>
            </p>
            <FactList facts={facts} />
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
          <img className={styles.cover} src={resizedUrl(d.topicUrl, 600)} alt={d.topicName} />
        </div>
      </section>
      <section className={styles.panel} aria-label="需求描述">
        <h2>需求描述</h2>
        <RichText className={styles.content} html={d.description} />
        {d.images.length ? (
          <div className={styles.images}>
            {d.images.map((src) => (
              // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
              <img key={src} src={resizedUrl(src, 560)} alt="" loading="lazy" />
            ))}
          </div>
        ) : null}
      </section>
      <section className={styles.panel} aria-label="评论">
        <h2>评论（{d.commentCount}）</h2>
        <DemandComments demandId={d.id} />
      </section>
    </PageFrame>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { idOrNotFound, orNotFound } from '@/components/opportunity/load';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { formatMinute } from '@/lib/opportunity-rules';
import { pageSeo } from '@/lib/page-seo';
import { openBidDetail } from '@/server/services/bids';
import { pageMetadata } from '@/server/services/seo';
import { RichText } from '@/components/content/rich-text';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const load = cache((id: number) => orNotFound(openBidDetail(id)));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const notice = await load(idOrNotFound((await searchParams).id));
  return pageMetadata(
    (await params).theme,
    pageSeo({
      kind: 'publicBid',
      id: notice.id,
      title: notice.title,
      area: notice.area,
      source: notice.source,
      published: formatMinute(notice.publish_time),
    }),
  );
}

/**
 * /other-bid/details?id&title: the notice's original is shown by its kind — a pdf inline
 * (and in the /preview viewer), the text itself, or a link to the outside page.
 */
export default async function OtherBidDetailsPage({ searchParams }: Props) {
  const notice = await load(idOrNotFound((await searchParams).id));
  const previewHref = `/preview?${new URLSearchParams({
    url: notice.original_url,
    type: 'pdf',
    name: notice.title,
  })}`;
  return (
    <PageFrame
      crumbs={[
        { label: '公开招标', href: '/other-bid/list' },
        { label: notice.area, href: `/other-bid/list?area=${encodeURIComponent(notice.area)}` },
        { label: '公告详情' },
      ]}
      title={notice.title}
    >
      <section className={styles.panel} aria-label="公告信息">
        <div className={styles.meta}>
          <span>地区：{notice.area}</span>
          <span>来源：{notice.source ?? '—'}</span>
          <span>类型：{notice.bidType ?? '—'}</span>
          <span>发布时间：{formatMinute(notice.publish_time)}</span>
        </div>
      </section>
      <section className={styles.panel} aria-label="公告原文">
        <h2>公告原文</h2>
        {notice.original_type === 'pdf' ? (
          <>
            <p>
              <Link href={previewHref} target="_blank">
                在新窗口中预览PDF
              </Link>
            </p>
            <iframe
              className={styles.pdf}
              src={notice.original_url}
              title={`${notice.title}（PDF）`}
            />
          </>
        ) : notice.original_type === 'url' ? (
          <p>
            该公告原文发布在外部网站：
            <a href={notice.original_url} target="_blank" rel="noopener noreferrer nofollow">
              查看公告原文
            </a>
          </p>
        ) : (
          <RichText className={styles.content} html={notice.content} />
        )}
      </section>
    </PageFrame>
  );
}

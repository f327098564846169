import dayjs from 'dayjs';
import type { Metadata, Viewport } from 'next';
import { findInformation } from '@/components/information/find-information';
import styles from '@/components/information/mobile.module.css';
import { firstParam, type SearchParams } from '@/lib/list-query';
import { getPageTheme } from '@/server/services/theme';
import { seoMetadata } from '@/server/services/seo';
import { RichText } from '@/components/content/rich-text';

// The article comes from ?id=.
export const dynamic = 'force-dynamic';
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

type Props = { params: Promise<{ theme: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const item = await findInformation(firstParam(await searchParams, 'id'));
  return seoMetadata((await params).theme, `/mobile/information/details`, {
    title: item.title,
    description: item.summary,
  });
}

/** /mobile/information/details?id=: an information article in the phone layout (shared in apps). */
export default async function MobileInformationPage({ params, searchParams }: Props) {
  const [theme, item] = await Promise.all([
    getPageTheme((await params).theme),
    findInformation(firstParam(await searchParams, 'id')),
  ]);
  return (
    <main className={styles.page}>
      <header className={styles.header}>{theme.shortName} · 资讯</header>
      <article className={styles.body}>
        <h1>{item.title}</h1>
        <div className={styles.meta}>
          {item.groupName ? <span>{item.groupName}</span> : null}
          <time dateTime={item.publishTime}>{dayjs(item.publishTime).format('YYYY-MM-DD')}</time>
          {item.source ? <span>{item.source}</span> : null}
        </div>
        <RichText html={item.content} />
      </article>
    </main>
  );
}

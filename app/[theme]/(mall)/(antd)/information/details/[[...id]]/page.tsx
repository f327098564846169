import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import styles from '@/components/content/content.module.css';
import { findInformation } from '@/components/information/find-information';
import { InformationArticle } from '@/components/information/information-article';
import { BackButton } from '@/components/shell/back-button';
import { pageSeo } from '@/lib/page-seo';
import { pageMetadata } from '@/server/services/seo';

type Props = { params: Promise<{ theme: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, id } = await params;
  if (!id?.length) return { title: '行业资讯' };
  const item = await findInformation(id.length === 1 ? id[0] : undefined);
  return pageMetadata(
    theme,
    pageSeo({
      kind: 'article',
      id: item.id,
      title: item.title,
      summary: item.summary,
      content: item.content,
      image: item.coverUrl,
    }),
  );
}

/** /information/details/:id: one article; without an id, the list. */
export default async function InformationDetailPage({ params }: Props) {
  const { id } = await params;
  if (!id?.length) redirect('/information/list');
  const item = await findInformation(id.length === 1 ? id[0] : undefined);
  return (
    <main className={`mall-container ${styles.page}`}>
      <p>
        <Link href="/information/list">行业资讯</Link> / 正文
      </p>
      <InformationArticle item={item} />
      <p style={{ marginTop: 16 }}>
        <BackButton />
      </p>
    </main>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import styles from '@/components/content/content.module.css';
import { findInformation } from '@/components/information/find-information';
import { InformationArticle } from '@/components/information/information-article';
import { BackButton } from '@/components/shell/back-button';
import { seoMetadata } from '@/server/services/seo';

type Props = { params: Promise<{ id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  if (!id?.length) return { title: '行业资讯' };
  const item = await findInformation(id.length === 1 ? id[0] : undefined);
  return seoMetadata(`/information/details/${item.id}`, {
    title: item.title,
    description: item.summary,
  });
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

import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { aboutUs } from '@/server/services/content-pages';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';
import { RichText } from '@/components/content/rich-text';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/help/aboutUs', { title: '关于我们' });
}

/** /help/aboutUs: the platform introduction, contacts and terms. */
export default async function AboutUsPage() {
  const sections = await aboutUs();
  return (
    <main className={`mall-container ${styles.page}`}>
      <p>
        <Link href="/help">帮助中心</Link> / 关于我们
      </p>
      <h1 className={styles.title}>关于我们</h1>
      {sections.length ? (
        sections.map((s) => (
          <section key={s.id} className={styles.section}>
            <h2>{s.title}</h2>
            <RichText html={s.content} />
          </section>
        ))
      ) : (
        <EmptyState text="内容整理中" />
      )}
    </main>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { idParam, type SearchParams } from '@/lib/list-query';
import { pageSeo } from '@/lib/page-seo';
import { helpCategories } from '@/server/services/content-pages';
import { pageMetadata, seoMetadata } from '@/server/services/seo';
import { RichText } from '@/components/content/rich-text';

// ?id= picks the article.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ theme: string }>; searchParams: Promise<SearchParams> };

// One read of the help centre per render, shared by the metadata and the page.
const loadHelp = cache(() => helpCategories());

/** Each article (`?id=`) has its own title and description; the bare centre its SEO-table row. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = idParam(await searchParams, 'id');
  const group = id
    ? (await loadHelp()).find((g) => g.articles.some((a) => a.id === id))
    : undefined;
  const article = group?.articles.find((a) => a.id === id);
  if (!group || !article) return seoMetadata((await params).theme, '/help', { title: '帮助中心' });
  return pageMetadata(
    (await params).theme,
    pageSeo({
      kind: 'help',
      id: article.id,
      title: article.title,
      section: group.name,
      content: article.content,
    }),
  );
}

/** /help?id=: the help centre, sections on the side and one article. */
export default async function HelpPage({ searchParams }: Props) {
  const id = idParam(await searchParams, 'id');
  const groups = await loadHelp();
  const all = groups.flatMap((g) => g.articles);
  const current = all.find((a) => a.id === id) ?? all[0];
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>帮助中心</h1>
      <div className={styles.layout}>
        <nav className={styles.side} aria-label="帮助目录">
          {groups.map((g) => (
            <div key={g.id}>
              <h2>{g.name}</h2>
              <ul>
                {g.articles.map((a) => (
                  <li key={a.id}>
                    <Link
                      href={`/help?id=${a.id}`}
                      aria-current={a.id === current?.id ? 'page' : undefined}
                      prefetch={false}
                    >
                      {a.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <h2>
            <Link href="/help/aboutUs">关于我们</Link>
          </h2>
        </nav>
        {current ? (
          <article className={styles.article}>
            <h1>{current.title}</h1>
            <RichText html={current.content} />
          </article>
        ) : (
          <EmptyState text="帮助文档整理中，如有问题请联系在线客服" />
        )}
      </div>
    </main>
  );
}

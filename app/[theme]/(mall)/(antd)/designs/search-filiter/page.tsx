import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { UrlPagination } from '@/components/keep-alive';
import { CaseGrid } from '@/components/design/design-cards';
import { firstParam, pageParam, type SearchParams } from '@/lib/list-query';
import { DESIGN_CASE_PAGE_SIZE, designCasePage } from '@/server/services/designs';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

const MAX_KEYWORD = 50;

function readQuery(sp: SearchParams) {
  return {
    keyword: firstParam(sp, 'keyword').slice(0, MAX_KEYWORD),
    name: firstParam(sp, 'name').slice(0, MAX_KEYWORD),
    pageNo: pageParam(sp),
  };
}

export async function generateMetadata({
  params,
  searchParams,
}: Props & RealmPageProps): Promise<Metadata> {
  const { keyword, name } = readQuery(await searchParams);
  const words = [keyword, name].filter(Boolean).join(' ');
  return words
    ? { title: `${words} - 案例搜索` }
    : seoMetadata((await params).theme, '/designs/search-filiter', { title: '案例搜索' });
}

/** /designs/search-filiter?keyword=&name=: design cases by keyword and designer name. */
export default async function DesignSearchPage({ searchParams }: Props) {
  const query = readQuery(await searchParams);
  const page = await designCasePage({
    keyword: query.keyword || undefined,
    name: query.name || undefined,
    pageNo: query.pageNo,
    pageSize: DESIGN_CASE_PAGE_SIZE,
  });
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>
        {query.keyword || query.name
          ? `“${[query.keyword, query.name].filter(Boolean).join(' ')}”的案例`
          : '全部案例'}
      </h1>
      <p className={styles.muted}>找到 {page.total} 个相关案例</p>
      {page.records.length ? (
        <CaseGrid cases={page.records} label="案例搜索结果" />
      ) : (
        <section>
          <EmptyState text="没有找到相关案例，建议换一个更常用的词，例如“新中式”“样板间”" />
          <p style={{ textAlign: 'center' }}>
            <Link href="/designs/design-case">浏览全部设计案例</Link>
          </p>
        </section>
      )}
      <UrlPagination
        path="/designs/search-filiter"
        params={{ keyword: query.keyword, name: query.name }}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={page.total}
      />
    </main>
  );
}

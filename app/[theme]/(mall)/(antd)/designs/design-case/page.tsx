import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { UrlPagination } from '@/components/keep-alive';
import { StyleTypeFilters, styleTypeQuery } from '@/components/design/style-type-filters';
import { CaseDetail } from '@/components/design/case-detail';
import { CaseGrid } from '@/components/design/design-cards';
import { idParam, type SearchParams } from '@/lib/list-query';
import { pageSeo } from '@/lib/page-seo';
import { HttpError } from '@/server/http/errors';
import {
  DESIGN_CASE_PAGE_SIZE,
  designCaseById,
  designCasePage,
  listDesignStyles,
  listDesignTypes,
  relatedDesignCases,
} from '@/server/services/designs';
import { pageMetadata, seoMetadata } from '@/server/services/seo';

// The list follows its query string (style, type, page; id opens one case).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ theme: string }>; searchParams: Promise<SearchParams> };

const findCase = cache(async (id: number) => {
  try {
    return await designCaseById(id);
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound();
    throw e;
  }
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = idParam(await searchParams, 'id');
  if (id) {
    const item = await findCase(id);
    return pageMetadata(
      (await params).theme,
      pageSeo({
        kind: 'designCase',
        id: item.id,
        title: item.name,
        designer: item.hallName,
        style: item.styleName,
        type: item.typeName,
        intro: item.description,
        image: item.coverUrl,
      }),
    );
  }
  return seoMetadata((await params).theme, '/designs/design-case', { title: '设计案例' });
}

/** /designs/design-case: every case by style and type; `?id=` shows one case. */
export default async function DesignCasePage({ searchParams }: Props) {
  const sp = await searchParams;
  const id = idParam(sp, 'id');
  if (id) {
    const [item, related] = await Promise.all([findCase(id), relatedDesignCases(id, 4)]);
    return (
      <main className={`mall-container ${styles.page}`}>
        <CaseDetail item={item} related={related} />
      </main>
    );
  }
  const query = styleTypeQuery(sp);
  const [styleList, typeList, page] = await Promise.all([
    listDesignStyles(),
    listDesignTypes(),
    designCasePage({ ...query, pageSize: DESIGN_CASE_PAGE_SIZE }),
  ]);
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>设计案例</h1>
      <StyleTypeFilters
        path="/designs/design-case"
        styles={styleList}
        types={typeList}
        styleId={query.styleId}
        typeId={query.typeId}
      />
      <p className={styles.muted}>共 {page.total} 个案例</p>
      {page.records.length ? (
        <CaseGrid cases={page.records} label="设计案例列表" />
      ) : (
        <EmptyState text="没有符合条件的案例，换个风格或类型看看" />
      )}
      <UrlPagination
        path="/designs/design-case"
        params={{ styleId: query.styleId, typeId: query.typeId }}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={page.total}
      />
    </main>
  );
}

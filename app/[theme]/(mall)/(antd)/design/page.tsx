import type { Metadata } from 'next';
import { AdSlot } from '@/components/content/ad-slot';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { UrlPagination } from '@/components/keep-alive';
import { StyleTypeFilters, styleTypeQuery } from '@/components/design/style-type-filters';
import { HallGrid } from '@/components/design/design-cards';
import type { SearchParams } from '@/lib/list-query';
import {
  DESIGN_HALL_PAGE_SIZE,
  designHallPage,
  listDesignStyles,
  listDesignTypes,
} from '@/server/services/designs';
import { pageAds } from '@/server/services/ads';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

// The hall list follows its query string (style, type, page).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ theme: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/design', { title: '设计大厅' });
}

/** /design: the design hall list of designers and studios, by style and type. */
export default async function DesignHallListPage({ params, searchParams }: Props) {
  const sp = await searchParams;
  const query = styleTypeQuery(sp);
  const [styleList, typeList, page, ads] = await Promise.all([
    listDesignStyles(),
    listDesignTypes(),
    designHallPage({ ...query, pageSize: DESIGN_HALL_PAGE_SIZE }),
    pageAds((await params).theme, 'design'),
  ]);
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>设计大厅</h1>
      <StyleTypeFilters
        path="/design"
        styles={styleList}
        types={typeList}
        styleId={query.styleId}
        typeId={query.typeId}
      />
      {page.records.length ? (
        <HallGrid halls={page.records} label="设计馆列表" />
      ) : (
        <EmptyState text="没有符合条件的设计馆，换个风格或类型看看" />
      )}
      <UrlPagination
        path="/design"
        params={{ styleId: query.styleId, typeId: query.typeId }}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={page.total}
      />
      <AdSlot ads={ads} />
    </main>
  );
}

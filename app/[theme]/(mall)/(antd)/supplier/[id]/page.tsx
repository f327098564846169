import type { Metadata } from 'next';
import Link from 'next/link';
import listing from '@/components/product/listing/listing.module.css';
import { ProductCard } from '@/components/product/product-card';
import { JsonLdScript } from '@/components/seo/json-ld';
import { loadShowroom } from '@/components/supplier/showroom-data';
import { ShowroomProfile } from '@/components/supplier/showroom-profile';
import { ProjectCaseGrid } from '@/components/supplier/showroom-sections';
import styles from '@/components/supplier/supplier.module.css';
import type { Showroom } from '@/api/types';
import { organizationJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/lib/page-seo';
import { showroomPath } from '@/lib/supplier';
import { listingTags } from '@/lib/catalog-tags';
import { tagCachedPage } from '@/server/services/catalog-cache';
import { searchProducts } from '@/server/services/catalog-search';
import { pageMetadata, pageUrls } from '@/server/services/seo';
import { projectCases } from '@/server/services/suppliers';

type Props = { params: Promise<{ theme: string; id: string }> };

function showroomSeo(showroom: Showroom) {
  return pageSeo({
    kind: 'showroom',
    id: showroom.id,
    name: showroom.name,
    shortName: showroom.shortName,
    industries: showroom.mainCategories,
    city: showroom.city,
    mainProducts: showroom.mainProducts,
    slogan: showroom.slogan,
    logo: showroom.logo,
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, id } = await params;
  return pageMetadata(theme, showroomSeo(await loadShowroom(id)));
}

async function organizationOf(theme: string, showroom: Showroom) {
  const seo = showroomSeo(showroom);
  const { canonical, url } = await pageUrls(theme, seo);
  return organizationJsonLd({
    name: showroom.name,
    url: canonical,
    logo: showroom.logo ? url(showroom.logo) : null,
    description: seo.description,
    city: showroom.city,
    province: showroom.province,
    foundingYear: showroom.foundedYear,
  });
}

/** /supplier/:tenantId — the showroom home: profile, facts, newest products and cases. */
export default async function ShowroomHomePage({ params }: Props) {
  const { theme, id } = await params;
  const showroom = await loadShowroom(id);
  const [products, cases] = await Promise.all([
    searchProducts({
      tenantId: showroom.id,
      brandIds: [],
      categoryIds: [],
      sort: 'sales',
      pageNo: 1,
      pageSize: 5,
    }),
    projectCases({ tenantId: showroom.id, pageNo: 1, pageSize: 3 }),
  ]);
  // A product save of this supplier expires the cached showroom (lib/catalog-tags).
  await tagCachedPage(
    listingTags(
      { tenantId: showroom.id },
      products.records.map((p) => p.id),
    ),
  );
  return (
    <div style={{ padding: '20px 0 40px' }}>
      <JsonLdScript data={await organizationOf(theme, showroom)} />
      <ShowroomProfile showroom={showroom} />
      <section className={styles.panel} aria-labelledby="hot">
        <h2 id="hot" className={styles.panelTitle}>
          热销产品{' '}
          <Link href={showroomPath(showroom.id, 'product-info')} style={{ fontSize: 14 }}>
            全部产品
          </Link>
        </h2>
        {products.records.length ? (
          <ul className={listing.grid} aria-label="热销产品">
            {products.records.map((item) => (
              <ProductCard key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p>暂无在售商品</p>
        )}
      </section>
      {cases.records.length ? (
        <section className={styles.panel} aria-labelledby="cases">
          <h2 id="cases" className={styles.panelTitle}>
            项目案例{' '}
            <Link href={showroomPath(showroom.id, 'project-case')} style={{ fontSize: 14 }}>
              全部案例
            </Link>
          </h2>
          <ProjectCaseGrid cases={cases.records} />
        </section>
      ) : null}
    </div>
  );
}

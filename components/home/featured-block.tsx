import Link from 'next/link';
import type { SettledSupplier } from '@/api/types';
import { resizedUrl } from '@/lib/image-params';
import { categoryListingUrl } from '@/lib/search-box';
import { SupplierWall } from './enterprise-walls';
import { EmptyBlock, HomeSection } from './home-section';
import styles from './home.module.css';

export interface FeaturedCategory {
  id: number;
  name: string;
  logo: string | null;
}

/** A realm's own picks: the categories and suppliers it puts first on its home page. */
export function FeaturedBlock({
  realm,
  categories,
  suppliers,
}: {
  realm: string;
  categories: FeaturedCategory[];
  suppliers: SettledSupplier[];
}) {
  return (
    <HomeSection id="home-featured" title={`${realm}精选`}>
      {categories.length || suppliers.length ? (
        <div className={styles.featured}>
          <ul className={styles.featuredCategories} aria-label="精选品类">
            {categories.map((c) => (
              <li key={c.id}>
                <Link href={categoryListingUrl(c.id)} prefetch={false}>
                  {c.logo ? (
                    // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
                    <img src={resizedUrl(c.logo, 96)} alt="" width={48} height={48} />
                  ) : null}
                  <span>{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <SupplierWall suppliers={suppliers} />
        </div>
      ) : (
        <EmptyBlock text="暂无精选内容" />
      )}
    </HomeSection>
  );
}

import Link from 'next/link';
import type { Advertise } from '@/api/modules/common';
import type { HomeClue } from '@/api/types';
import { AdSlot } from '@/components/content/ad-slot';
import type { CategoryNode } from '@/lib/category-tree';
import { formatCount } from '@/lib/format';
import { BannerCarousel, type BannerSlide } from './banner-carousel';
import styles from './home.module.css';

export interface HomeHeroProps {
  categories: CategoryNode[];
  slides: BannerSlide[];
  clue: HomeClue;
  stats: { products: number; suppliers: number };
  /** The realm's 首页右侧 ad, between the actions and the figures. */
  ads: Advertise[];
}

/** Category list, banner carousel and the welcome card of the home page's first screen. */
export function HomeHero({ categories, slides, clue, stats, ads }: HomeHeroProps) {
  return (
    <div className={styles.hero}>
      <nav className={styles.categories} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.categoriesTitle}>
          全部产品分类
        </h2>
        <ul className={styles.categoryList}>
          {categories.slice(0, 9).map((first) => (
            <li key={first.id}>
              <Link href={`/product/${first.id}`} prefetch={false} className={styles.categoryName}>
                {first.name}
              </Link>
              <span className={styles.categoryChildren}>
                {first.subordinate.slice(0, 3).map((second) => (
                  <Link key={second.id} href={`/product/${first.id}_${second.id}`} prefetch={false}>
                    {second.name}
                  </Link>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.banner}>
        <BannerCarousel slides={slides} />
      </div>
      <aside className={styles.welcome} aria-label="平台服务">
        <p className={styles.clueTitle}>{clue.mainTitle}</p>
        <p className={styles.clueSub}>{clue.subTitle}</p>
        <div className={styles.welcomeActions}>
          <Link href="/product" prefetch={false} className={styles.primaryAction}>
            我要采购
          </Link>
          <Link href="/apply" prefetch={false} className={styles.secondaryAction}>
            我要供货
          </Link>
        </div>
        <AdSlot ads={ads} layout="panel" />
        <dl className={styles.stats}>
          <div>
            <dt>在售商品</dt>
            <dd>{formatCount(stats.products)}</dd>
          </div>
          <div>
            <dt>认证供应商</dt>
            <dd>{formatCount(stats.suppliers)}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}

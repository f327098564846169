import 'server-only';
import type { Advertise } from '@/api/modules/common';
import type { Banner, Information } from '@/api/modules/homepage';
import type {
  HomeClue,
  Page,
  RecommendedItem,
  Recruit,
  SettledDeveloper,
  SettledSupplier,
} from '@/api/types';
import type { CategoryNode } from '@/lib/category-tree';
import { homeLayoutOf, type HomeBlockKey } from '@/lib/home-layout';
import type { HomePanelResults } from '@/lib/opportunity-tabs';
import type { Theme } from '@/server/db/schema';
import { slotAds } from './ads';
import { categoryTree } from './category';
import {
  featuredCategories,
  featuredSuppliers,
  homeBanners,
  homeClue,
  informationPage,
  recommendedItems,
  settledDevelopers,
  settledSuppliers,
} from './home-content';
import { visitorHomePanels } from './home-panel';
import { recruitPage } from './opportunity';

/** One home block with what it shows; the page renders them in the realm's order. */
export type HomeBlock =
  | {
      key: 'hero';
      categories: CategoryNode[];
      banners: Banner[];
      clue: HomeClue;
      stats: { products: number; suppliers: number };
      ads: Advertise[];
    }
  | {
      key: 'featured';
      categories: Awaited<ReturnType<typeof featuredCategories>>;
      suppliers: SettledSupplier[];
    }
  | { key: 'opportunities'; panels: HomePanelResults }
  | { key: 'recommended'; items: Page<RecommendedItem> }
  | {
      key: 'enterprises';
      suppliers: Page<SettledSupplier>;
      developers: Page<SettledDeveloper>;
    }
  | { key: 'updates'; recruits: Page<Recruit>; information: Page<Information> };

/** Reads only the blocks the realm's layout shows, each list once even when two blocks share it. */
export async function homePageBlocks(theme: Theme): Promise<HomeBlock[]> {
  let items: Promise<Page<RecommendedItem>> | undefined;
  let suppliers: Promise<Page<SettledSupplier>> | undefined;
  const recommended = () => (items ??= recommendedItems({ pageNo: 1, pageSize: 10 }));
  const settled = () => (suppliers ??= settledSuppliers({ pageNo: 1, pageSize: 10 }));

  const load = async (key: HomeBlockKey): Promise<HomeBlock> => {
    switch (key) {
      case 'hero': {
        const [categories, banners, clue, products, supplierPage, ads] = await Promise.all([
          categoryTree(true),
          homeBanners(theme),
          homeClue('/'),
          recommended(),
          settled(),
          slotAds('home-right', theme.themeType),
        ]);
        const stats = { products: products.total, suppliers: supplierPage.total };
        return { key, categories, banners, clue, stats, ads };
      }
      case 'featured': {
        const { categoryIds, supplierIds } = theme.homeFeatured;
        const [categories, picked] = await Promise.all([
          featuredCategories(categoryIds),
          featuredSuppliers(supplierIds),
        ]);
        return { key, categories, suppliers: picked };
      }
      case 'opportunities':
        return { key, panels: await visitorHomePanels() };
      case 'recommended':
        return { key, items: await recommended() };
      case 'enterprises': {
        const [supplierPage, developers] = await Promise.all([
          settled(),
          settledDevelopers({ pageNo: 1, pageSize: 20 }),
        ]);
        return { key, suppliers: supplierPage, developers };
      }
      case 'updates': {
        const [recruits, information] = await Promise.all([
          recruitPage({ pageNo: 1, pageSize: 4 }, { openOnly: true }),
          informationPage({ pageNo: 1, pageSize: 10 }),
        ]);
        return { key, recruits, information };
      }
    }
  };
  return Promise.all(homeLayoutOf(theme.homeLayout).map(load));
}

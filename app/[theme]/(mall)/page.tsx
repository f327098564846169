import type { Metadata } from 'next';
import { DeveloperWall, SupplierWall } from '@/components/home/enterprise-walls';
import { HomeHero } from '@/components/home/home-hero';
import { EmptyBlock, HomeSection } from '@/components/home/home-section';
import { InformationList, RecruitList } from '@/components/home/home-lists';
import { ProductCard } from '@/components/home/product-card';
import { OpportunityPanel } from '@/components/shell/nav/opportunity-panel';
import styles from '@/components/home/home.module.css';
import { categoryTree } from '@/server/services/category';
import {
  homeBanners,
  homeClue,
  informationPage,
  recommendedItems,
  settledDevelopers,
  settledSuppliers,
} from '@/server/services/home-content';
import { visitorHomePanels } from '@/server/services/home-panel';
import { recruitPage } from '@/server/services/opportunity';
import { seoInfo, seoKeywords } from '@/server/services/seo';
import { getPageTheme } from '@/server/services/theme';

type Props = { params: Promise<{ theme: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [theme, seo] = await Promise.all([getPageTheme((await params).theme), seoInfo('/')]);
  // The home page is titled with the realm's own name; the SEO row adds what search engines read.
  return {
    title: { absolute: theme.name },
    description: seo.description,
    keywords: seoKeywords(seo.keywords),
  };
}

/** The home page: every block is read from the database and the page is cached per theme. */
export default async function HomePage({ params }: Props) {
  const theme = await getPageTheme((await params).theme);
  const [tree, banners, clue, panels, items, suppliers, developers, recruits, information] =
    await Promise.all([
      categoryTree(true),
      homeBanners(theme),
      homeClue('/'),
      visitorHomePanels(),
      recommendedItems({ pageNo: 1, pageSize: 10 }),
      settledSuppliers({ pageNo: 1, pageSize: 10 }),
      settledDevelopers({ pageNo: 1, pageSize: 20 }),
      recruitPage({ pageNo: 1, pageSize: 4 }, { openOnly: true }),
      informationPage({ pageNo: 1, pageSize: 10 }),
    ]);

  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className="visually-hidden">{theme.name}首页</h1>
      <HomeHero
        categories={tree}
        slides={banners.map((b) => ({
          id: b.id,
          title: b.title ?? theme.name,
          imageUrl: b.imgUrl,
          link: b.link,
        }))}
        clue={clue}
        stats={{ products: items.total, suppliers: suppliers.total }}
      />
      <HomeSection id="home-opportunities" title="商机市场" moreHref="/activitys/home">
        <OpportunityPanel results={panels} />
      </HomeSection>
      <HomeSection id="home-recommended" title="推荐商品" moreHref="/product">
        {items.records.length ? (
          <ul className={styles.products}>
            {items.records.map((item) => (
              <ProductCard key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <EmptyBlock text="暂无推荐商品" />
        )}
      </HomeSection>
      <div className={styles.twoColumns}>
        <HomeSection id="home-suppliers" title="入驻供应商" moreHref="/list">
          <SupplierWall suppliers={suppliers.records} />
        </HomeSection>
        <HomeSection id="home-developers" title="合作开发商">
          <DeveloperWall developers={developers.records} />
        </HomeSection>
      </div>
      <div className={styles.twoColumns}>
        <HomeSection id="home-recruits" title="供应商招募" moreHref="/recruit">
          {recruits.records.length ? (
            <RecruitList recruits={recruits.records} />
          ) : (
            <EmptyBlock text="暂无招募" />
          )}
        </HomeSection>
        <HomeSection id="home-information" title="行业资讯" moreHref="/information/list">
          {information.records.length ? (
            <InformationList items={information.records} />
          ) : (
            <EmptyBlock text="暂无资讯" />
          )}
        </HomeSection>
      </div>
    </main>
  );
}

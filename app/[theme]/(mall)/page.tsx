import type { Metadata } from 'next';
import { DeveloperWall, SupplierWall } from '@/components/home/enterprise-walls';
import { FeaturedBlock } from '@/components/home/featured-block';
import { HomeHero } from '@/components/home/home-hero';
import { EmptyBlock, HomeSection } from '@/components/home/home-section';
import { InformationList, RecruitList } from '@/components/home/home-lists';
import { ProductCard } from '@/components/home/product-card';
import { OpportunityPanel } from '@/components/shell/nav/opportunity-panel';
import styles from '@/components/home/home.module.css';
import { homePageBlocks, type HomeBlock } from '@/server/services/home-page';
import { seoInfo, seoKeywords } from '@/server/services/seo';
import { getPageTheme, realmOrigin } from '@/server/services/theme';

type Props = { params: Promise<{ theme: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const theme = await getPageTheme((await params).theme);
  const seo = await seoInfo('/', theme.themeType);
  // The home page is titled with the realm's own name; the SEO row adds what search engines read.
  // Every realm's home is its own page (docs/seo.md): canonical to the realm itself.
  const url = `${realmOrigin(theme)}/`;
  return {
    title: { absolute: theme.name },
    description: seo.description,
    keywords: seoKeywords(seo.keywords),
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'zh_CN',
      siteName: theme.name,
      title: theme.name,
      description: seo.description,
      url,
    },
  };
}

/** The home page: the realm's blocks in its own order, read from the database and cached per theme. */
export default async function HomePage({ params }: Props) {
  const theme = await getPageTheme((await params).theme);
  const blocks = await homePageBlocks(theme);
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className="visually-hidden">{theme.name}首页</h1>
      {blocks.map((block) => (
        <HomeBlockView
          key={block.key}
          block={block}
          realm={theme.shortName}
          fallbackTitle={theme.name}
        />
      ))}
    </main>
  );
}

function HomeBlockView({
  block,
  realm,
  fallbackTitle,
}: {
  block: HomeBlock;
  realm: string;
  fallbackTitle: string;
}) {
  switch (block.key) {
    case 'hero':
      return (
        <HomeHero
          categories={block.categories}
          slides={block.banners.map((b) => ({
            id: b.id,
            title: b.title ?? fallbackTitle,
            imageUrl: b.imgUrl,
            link: b.link,
          }))}
          clue={block.clue}
          stats={block.stats}
          ads={block.ads}
        />
      );
    case 'featured':
      return (
        <FeaturedBlock realm={realm} categories={block.categories} suppliers={block.suppliers} />
      );
    case 'opportunities':
      return (
        <HomeSection id="home-opportunities" title="商机市场" moreHref="/activitys/home">
          <OpportunityPanel results={block.panels} />
        </HomeSection>
      );
    case 'recommended':
      return (
        <HomeSection id="home-recommended" title="推荐商品" moreHref="/product">
          {block.items.records.length ? (
            <ul className={styles.products}>
              {block.items.records.map((item) => (
                <ProductCard key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            <EmptyBlock text="暂无推荐商品" />
          )}
        </HomeSection>
      );
    case 'enterprises':
      return (
        <div className={styles.twoColumns}>
          <HomeSection id="home-suppliers" title="入驻供应商" moreHref="/list">
            <SupplierWall suppliers={block.suppliers.records} />
          </HomeSection>
          <HomeSection id="home-developers" title="合作开发商">
            <DeveloperWall developers={block.developers.records} />
          </HomeSection>
        </div>
      );
    case 'updates':
      return (
        <div className={styles.twoColumns}>
          <HomeSection id="home-recruits" title="供应商招募" moreHref="/recruit">
            {block.recruits.records.length ? (
              <RecruitList recruits={block.recruits.records} />
            ) : (
              <EmptyBlock text="暂无招募" />
            )}
          </HomeSection>
          <HomeSection id="home-information" title="行业资讯" moreHref="/information/list">
            {block.information.records.length ? (
              <InformationList items={block.information.records} />
            ) : (
              <EmptyBlock text="暂无资讯" />
            )}
          </HomeSection>
        </div>
      );
  }
}

import { formatPrice, type PriceDisplay } from './price';
import { listingTitle } from './product-query';

/** Baidu shows about 120 Chinese characters of a description; longer ones are cut there anyway. */
export const DESCRIPTION_MAX = 120;

/** Plain text of a fact: block tags as spaces, other tags dropped, whitespace collapsed. */
function plain(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/<\/?(?:p|br|div|li|h\d|tr|td)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * One description from a page's facts, in order: empty facts are left out, the rest joined by
 * `，` and ended with `。`; cut at `max` characters (code points, so no half characters) with `…`.
 */
export function seoDescription(
  facts: readonly (string | null | undefined)[],
  max = DESCRIPTION_MAX,
) {
  const parts = facts.map(plain).filter(Boolean);
  if (!parts.length) return '';
  const text = parts.map((p) => p.replace(/[，,。.；;、\s]+$/u, '')).join('，') + '。';
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** What a page says about itself to search engines and share cards. */
export interface PageSeo {
  title: string;
  description: string;
  /** The page's own path and content-defining query, e.g. `/activitys/details?id=3`. */
  path: string;
  /** Share picture (a path on this site or an absolute URL); none falls back to the realm's. */
  image?: string | null;
  ogType: 'website' | 'article';
  /**
   * Catalogue pages (products, suppliers, brands, listings) are the same on every realm, so a
   * realm may point their canonical URL at the main domain (lib/realm-seo, theme policy).
   */
  catalogue: boolean;
}

type Text = string | null | undefined;

/** The facts of each page kind, as its page already loads them. */
export type PageSeoInput =
  | {
      kind: 'product';
      id: number;
      name: string;
      brand: Text;
      categories: readonly string[];
      price: PriceDisplay;
      unit: Text;
      supplier: Text;
      image: Text;
    }
  | {
      kind: 'showroom';
      id: number;
      name: string;
      shortName: Text;
      industries: readonly string[];
      city: Text;
      mainProducts: Text;
      slogan: Text;
      logo: Text;
    }
  | { kind: 'brand'; webmap: string; name: string; brandName: Text; intro: Text; logo: Text }
  | {
      kind: 'listing';
      /** The canonical path of the list state (lib/canonical). */
      path: string;
      category: Text;
      parents: readonly string[];
      keyword: Text;
    }
  | {
      kind: 'bid';
      projectId: string;
      title: string;
      tender: Text;
      area: Text;
      published: Text;
      deadline: Text;
    }
  | { kind: 'publicBid'; id: number; title: string; area: Text; source: Text; published: Text }
  | {
      kind: 'activity' | 'poster';
      id: number;
      name: string;
      time: Text;
      city: Text;
      address: Text;
      organizer: Text;
      summary: Text;
      image: Text;
    }
  | {
      kind: 'designCase';
      id: number;
      title: string;
      designer: Text;
      style: Text;
      type: Text;
      intro: Text;
      image: Text;
    }
  | { kind: 'article'; id: number; title: string; summary: Text; content: Text; image: Text }
  | { kind: 'help'; id: number; title: string; section: Text; content: Text }
  | {
      kind: 'recruit';
      id: number;
      name: string;
      enterprise: Text;
      scope: readonly string[];
      area: Text;
      deadline: Text;
      requirement: Text;
    }
  | {
      kind: 'designHall';
      id: number;
      name: string;
      title: Text;
      area: Text;
      styles: readonly string[];
      intro: Text;
      image: Text;
    };

const labelled = (label: string, value: Text) => (plain(value) ? `${label}：${plain(value)}` : '');

/** Title, description, canonical path and share picture of a page, from its own data. */
export function pageSeo(input: PageSeoInput): PageSeo {
  switch (input.kind) {
    case 'product':
      return {
        title: input.name,
        description: seoDescription([
          input.name,
          labelled('品牌', input.brand),
          labelled('类目', input.categories.filter(Boolean).join('/')),
          `价格：${formatPrice(input.price)}${input.price.kind !== 'inquiry' && input.unit ? `/${input.unit}` : ''}`,
          labelled('供应商', input.supplier),
        ]),
        path: `/product/item/${input.id}`,
        image: input.image,
        ogType: 'website',
        catalogue: true,
      };
    case 'showroom':
      return {
        title: `${input.shortName || input.name}企业展厅`,
        description: seoDescription([
          input.name,
          input.slogan,
          labelled('行业', input.industries.join('、')),
          labelled('所在地', input.city),
          labelled('主营', input.mainProducts),
        ]),
        path: `/supplier/${input.id}`,
        image: input.logo,
        ogType: 'website',
        catalogue: true,
      };
    case 'brand':
      return {
        title: `${input.name}品牌馆`,
        description: seoDescription([
          `${input.name}${input.brandName ? `（${input.brandName}）` : ''}品牌馆`,
          input.intro,
        ]),
        path: `/brand/${encodeURIComponent(input.webmap)}`,
        image: input.logo,
        ogType: 'website',
        catalogue: true,
      };
    case 'listing': {
      const subject = input.keyword || input.category || '建材';
      return {
        title: listingTitle(input.category || undefined, input.keyword || undefined),
        description: seoDescription([
          `${subject}产品集中采购`,
          input.keyword && input.category ? labelled('类目', input.category) : '',
          labelled('所属类目', input.parents.join('/')),
          `按品牌、价格和供应商筛选${subject}，在线询价下单`,
        ]),
        path: input.path,
        ogType: 'website',
        catalogue: true,
      };
    }
    case 'bid':
      return {
        title: `${input.title} - 招标详情`,
        description: seoDescription([
          input.title,
          labelled('招标单位', input.tender),
          labelled('项目地区', input.area),
          labelled('发布时间', input.published),
          labelled('报名截止', input.deadline),
        ]),
        path: `/bid/details/${encodeURIComponent(input.projectId)}`,
        ogType: 'article',
        catalogue: false,
      };
    case 'publicBid':
      return {
        title: `${input.title} - 公开招标`,
        description: seoDescription([
          input.title,
          labelled('地区', input.area),
          labelled('来源', input.source),
          labelled('发布时间', input.published),
        ]),
        path: `/other-bid/details?id=${input.id}`,
        ogType: 'article',
        catalogue: false,
      };
    case 'activity':
    case 'poster':
      return {
        title: input.kind === 'poster' ? `${input.name} - 活动报名` : `${input.name} - 线下活动`,
        description: seoDescription([
          input.name,
          labelled('时间', input.time),
          labelled('地点', [input.city, input.address].filter(Boolean).join(' ')),
          labelled('主办', input.organizer),
          input.summary,
        ]),
        path:
          input.kind === 'poster'
            ? `/mobile/poster/home?id=${input.id}`
            : `/activitys/details?id=${input.id}`,
        image: input.image,
        ogType: 'article',
        catalogue: false,
      };
    case 'designCase':
      return {
        title: input.title,
        description: seoDescription([
          input.title,
          labelled('设计师', input.designer),
          labelled('风格', input.style),
          labelled('类型', input.type),
          input.intro,
        ]),
        path: `/designs/design-case?id=${input.id}`,
        image: input.image,
        ogType: 'article',
        catalogue: false,
      };
    case 'article':
      return {
        title: input.title,
        description: seoDescription([input.summary || input.content]),
        path: `/information/details/${input.id}`,
        image: input.image,
        ogType: 'article',
        catalogue: false,
      };
    case 'recruit':
      return {
        title: `${input.name} - 供应商招募`,
        description: seoDescription([
          input.name,
          labelled('招募企业', input.enterprise),
          labelled('服务范围', input.scope.join('、')),
          labelled('地区', input.area),
          labelled('截止', input.deadline),
          input.requirement,
        ]),
        path: `/recruit/item?id=${input.id}`,
        ogType: 'article',
        catalogue: false,
      };
    case 'designHall':
      return {
        title: `${input.name}的设计馆`,
        description: seoDescription([
          `${input.name}${input.title ? `（${input.title}）` : ''}的设计馆`,
          labelled('所在地', input.area),
          labelled('擅长风格', input.styles.join('、')),
          input.intro,
        ]),
        path: `/designHall/${input.id}`,
        image: input.image,
        ogType: 'website',
        catalogue: false,
      };
    case 'help':
      return {
        title: `${input.title} - 帮助中心`,
        description: seoDescription([labelled('帮助中心', input.section), input.content]),
        path: `/help?id=${input.id}`,
        ogType: 'article',
        catalogue: false,
      };
  }
}

/** The theme's basicConfig key of its canonical policy (docs/seo.md); ops set it per realm. */
export const CANONICAL_POLICY_KEY = 'seoCanonical';

/**
 * The origin a page's canonical URL names: a catalogue page on the main domain unless the realm
 * keeps its own (`basicConfig.seoCanonical = 'self'`); everything else on the realm itself.
 */
export function canonicalOrigin(
  page: Pick<PageSeo, 'catalogue'>,
  realm: { origin: string; basicConfig: Readonly<Record<string, string>> },
  mainOrigin: string,
): string {
  return page.catalogue && realm.basicConfig[CANONICAL_POLICY_KEY] !== 'self'
    ? mainOrigin
    : realm.origin;
}

/** The share picture's width: WeChat wants at least 300 px and shows it square-cropped. */
export const SHARE_IMAGE_WIDTH = 600;

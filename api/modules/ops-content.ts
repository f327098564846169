import type {
  adInput,
  articleInput,
  bannerInput,
  homeClueInput,
  popupInput,
  seoInput,
  WindowState,
} from '@/lib/ops-content';
import type { z } from '@/lib/zod';
import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

/** Times are Asia/Shanghai wall-clock text, `2026-12-01 09:00:00` (lib/ops-content). */
export interface OpsBanner {
  id: number;
  /** null: every realm. */
  themeCode: string | null;
  position: string;
  title: string;
  imageUrl: string;
  link: string | null;
  sort: number;
  status: number;
  startAt: string | null;
  endAt: string | null;
  state: WindowState;
}

export interface OpsPopup {
  id: number;
  themeCode: string | null;
  scene: string;
  title: string;
  audience: string;
  displayMethod: number;
  displayDuration: number | null;
  pcImgUrl: string | null;
  pcTitle: string | null;
  pcContent: string | null;
  pcButtonName: string | null;
  buttonUrl: string | null;
  sort: number;
  status: number;
  startAt: string | null;
  endAt: string | null;
  state: WindowState;
}

export interface OpsArticleRow {
  id: number;
  channel: string;
  groupName: string | null;
  title: string;
  isTop: boolean;
  sort: number;
  status: number;
  viewCount: number;
  publishAt: string;
}

export interface OpsArticle extends OpsArticleRow {
  summary: string | null;
  coverUrl: string | null;
  /** Sanitised HTML. */
  content: string;
  source: string | null;
  author: string | null;
  location: string | null;
  price: string | null;
  equipment: string | null;
}

export interface OpsSeo {
  id: number;
  /** null: every realm (a realm's own row for the same path wins there). */
  themeCode: string | null;
  url: string;
  title: string;
  description: string;
  keywords: string;
}

export interface OpsHomeClue {
  id: number;
  url: string;
  mainTitle: string;
  subTitle: string;
}

export interface OpsAd {
  id: number;
  themeCode: string | null;
  position: string;
  title: string;
  imageUrl: string;
  link: string | null;
  sort: number;
  status: number;
}

export type BannerForm = z.input<typeof bannerInput>;
export type PopupForm = z.input<typeof popupInput>;
export type ArticleForm = z.input<typeof articleInput>;
export type SeoForm = z.input<typeof seoInput>;
export type HomeClueForm = z.input<typeof homeClueInput>;
export type AdForm = z.input<typeof adInput>;

type Filter = PageQuery & Record<string, string | number | undefined>;
type Deleted = { id: number };

export const opsContentApi = defineApis('ops-content', {
  /** 可投放内容的专区 GET /v1/api/ops/homeContent/realms */
  opsContentRealms: endpoint<void, { code: string; name: string }[]>()(
    'GET',
    '/v1/api/ops/homeContent/realms',
  ),
  /** 轮播图列表 GET /v1/api/ops/banners */
  opsBanners: endpoint<Filter, Page<OpsBanner>>()('GET', '/v1/api/ops/banners'),
  /** 新增轮播图 POST /v1/api/ops/banners */
  opsCreateBanner: endpoint<BannerForm, OpsBanner>()('POST', '/v1/api/ops/banners'),
  /** 修改轮播图 PUT /v1/api/ops/banners/{id} */
  opsUpdateBanner: endpoint<BannerForm, OpsBanner>()('PUT', '/v1/api/ops/banners/{id}'),
  /** 删除轮播图 DELETE /v1/api/ops/banners/{id} */
  opsDeleteBanner: endpoint<void, Deleted>()('DELETE', '/v1/api/ops/banners/{id}'),
  /** 弹窗列表 GET /v1/api/ops/popups */
  opsPopups: endpoint<Filter, Page<OpsPopup>>()('GET', '/v1/api/ops/popups'),
  /** 新增弹窗 POST /v1/api/ops/popups */
  opsCreatePopup: endpoint<PopupForm, OpsPopup>()('POST', '/v1/api/ops/popups'),
  /** 修改弹窗 PUT /v1/api/ops/popups/{id} */
  opsUpdatePopup: endpoint<PopupForm, OpsPopup>()('PUT', '/v1/api/ops/popups/{id}'),
  /** 删除弹窗 DELETE /v1/api/ops/popups/{id} */
  opsDeletePopup: endpoint<void, Deleted>()('DELETE', '/v1/api/ops/popups/{id}'),
  /** 文章列表 GET /v1/api/ops/articles */
  opsArticles: endpoint<Filter, Page<OpsArticleRow>>()('GET', '/v1/api/ops/articles'),
  /** 文章详情（含正文） GET /v1/api/ops/articles/{id} */
  opsArticle: endpoint<void, OpsArticle>()('GET', '/v1/api/ops/articles/{id}'),
  /** 新增文章 POST /v1/api/ops/articles */
  opsCreateArticle: endpoint<ArticleForm, OpsArticle>()('POST', '/v1/api/ops/articles'),
  /** 修改文章 PUT /v1/api/ops/articles/{id} */
  opsUpdateArticle: endpoint<ArticleForm, OpsArticle>()('PUT', '/v1/api/ops/articles/{id}'),
  /** 删除文章 DELETE /v1/api/ops/articles/{id} */
  opsDeleteArticle: endpoint<void, Deleted>()('DELETE', '/v1/api/ops/articles/{id}'),
  /** SEO 设置列表 GET /v1/api/ops/seo */
  opsSeo: endpoint<Filter, Page<OpsSeo>>()('GET', '/v1/api/ops/seo'),
  /** 新增页面 SEO 设置 POST /v1/api/ops/seo */
  opsCreateSeo: endpoint<SeoForm, OpsSeo>()('POST', '/v1/api/ops/seo'),
  /** 修改页面 SEO 设置 PUT /v1/api/ops/seo/{id} */
  opsUpdateSeo: endpoint<SeoForm, OpsSeo>()('PUT', '/v1/api/ops/seo/{id}'),
  /** 删除页面 SEO 设置 DELETE /v1/api/ops/seo/{id} */
  opsDeleteSeo: endpoint<void, Deleted>()('DELETE', '/v1/api/ops/seo/{id}'),
  /** 首页引导文案列表 GET /v1/api/ops/homeContent/clues */
  opsHomeClues: endpoint<Filter, Page<OpsHomeClue>>()('GET', '/v1/api/ops/homeContent/clues'),
  /** 新增引导文案 POST /v1/api/ops/homeContent/clues */
  opsCreateHomeClue: endpoint<HomeClueForm, OpsHomeClue>()('POST', '/v1/api/ops/homeContent/clues'),
  /** 修改引导文案 PUT /v1/api/ops/homeContent/clues/{id} */
  opsUpdateHomeClue: endpoint<HomeClueForm, OpsHomeClue>()(
    'PUT',
    '/v1/api/ops/homeContent/clues/{id}',
  ),
  /** 删除引导文案 DELETE /v1/api/ops/homeContent/clues/{id} */
  opsDeleteHomeClue: endpoint<void, Deleted>()('DELETE', '/v1/api/ops/homeContent/clues/{id}'),
  /** 广告列表 GET /v1/api/ops/homeContent/ads */
  opsAds: endpoint<Filter, Page<OpsAd>>()('GET', '/v1/api/ops/homeContent/ads'),
  /** 新增广告 POST /v1/api/ops/homeContent/ads */
  opsCreateAd: endpoint<AdForm, OpsAd>()('POST', '/v1/api/ops/homeContent/ads'),
  /** 修改广告 PUT /v1/api/ops/homeContent/ads/{id} */
  opsUpdateAd: endpoint<AdForm, OpsAd>()('PUT', '/v1/api/ops/homeContent/ads/{id}'),
  /** 删除广告 DELETE /v1/api/ops/homeContent/ads/{id} */
  opsDeleteAd: endpoint<void, Deleted>()('DELETE', '/v1/api/ops/homeContent/ads/{id}'),
});

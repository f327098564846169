import { defineApis, endpoint } from '../registry';
import type {
  HomeClue,
  LabelImage,
  Lead,
  MainConfig,
  Page,
  PageQuery,
  Recruit,
  RecommendedItem,
  SettledDeveloper,
  SettledSupplier,
  ThemeConfig,
} from '../types';

/** 意见反馈 from the floating toolbar. */
export interface FeedbackForm {
  type: 'feedback';
  content: string;
  contact?: string;
  url: string;
}

export interface Banner {
  id: number;
  imgUrl: string;
  link?: string;
  title?: string;
}

export interface Information {
  id: number;
  title: string;
  coverUrl?: string;
  summary?: string;
  content?: string;
  publishTime: string;
  /** The information column (行业动态, 政策法规 …). */
  groupName?: string | null;
  source?: string | null;
  viewCount?: number;
  isTop?: boolean;
}

export const homepageApi = defineApis('homepage', {
  /** 主题配置与 favicon GET /v1/api/homepage/homeBasicInfo */
  homeBasicInfo: endpoint<void, ThemeConfig>()('GET', '/v1/api/homepage/homeBasicInfo'),
  /** 站点配置（store 的 configuration） GET /v1/api/homepage/getMainConfig */
  getMainConfig: endpoint<void, MainConfig>()('GET', '/v1/api/homepage/getMainConfig'),
  /** 首页轮播图 GET /v1/api/homepage/banners */
  getBanners: endpoint<void, Banner[]>()('GET', '/v1/api/homepage/banners'),
  /** 入驻供应商 GET /v1/api/homepage/settleSups */
  settleSups: endpoint<PageQuery | undefined, Page<SettledSupplier>>()(
    'GET',
    '/v1/api/homepage/settleSups',
  ),
  /** 入驻开发商 GET /v1/api/homepage/setDeveloper */
  setDeveloper: endpoint<PageQuery | undefined, Page<SettledDeveloper>>()(
    'GET',
    '/v1/api/homepage/setDeveloper',
  ),
  /** 首页招募 GET /v1/api/homepage/recruits */
  homeRecruits: endpoint<PageQuery | undefined, Page<Recruit>>()(
    'GET',
    '/v1/api/homepage/recruits',
  ),
  /** 推荐商品 GET /v1/api/homepage/recommendedItems */
  recommendedItems: endpoint<PageQuery | undefined, Page<RecommendedItem>>()(
    'GET',
    '/v1/api/homepage/recommendedItems',
  ),
  /** 资讯分页 GET /v1/api/homepage/informationPaging */
  informationPaging: endpoint<PageQuery & { type?: number }, Page<Information>>()(
    'GET',
    '/v1/api/homepage/informationPaging',
  ),
  /** 资讯详情 GET /v1/api/homepage/information/{id} */
  informationDetail: endpoint<void, Information>()('GET', '/v1/api/homepage/information/{id}'),
  /** 访客留资（线索） POST /v1/api/homepage/decoration/createLeads */
  createLeads: endpoint<Lead, null>()('POST', '/v1/api/homepage/decoration/createLeads'),
  /** 留资组件标题文案 GET /v1/api/homepage/HomeClues */
  getHomeClues: endpoint<{ url: string }, HomeClue>()('GET', '/v1/api/homepage/HomeClues'),
  /** 标签/品牌弹层图片 GET /v1/api/homepage/labelPopupInfo */
  labelPopupInfo: endpoint<{ labelId?: number } | undefined, LabelImage[]>()(
    'GET',
    '/v1/api/homepage/labelPopupInfo',
  ),
  /** 首页表单提交（意见反馈） POST /v1/api/homepage/submit */
  homeSubmit: endpoint<FeedbackForm, null>()('POST', '/v1/api/homepage/submit'),
});

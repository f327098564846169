import { defineApis, endpoint } from '../registry';

export interface HelpArticle {
  id: number;
  title: string;
  content: string;
}

export const helpApi = defineApis('help', {
  /** 帮助中心目录 GET /v1/api/help/categories */
  helpCategories: endpoint<void, { id: number; name: string; articles: HelpArticle[] }[]>()(
    'GET',
    '/v1/api/help/categories',
  ),
  /** 帮助文章 GET /v1/api/help/article/{id} */
  helpArticle: endpoint<void, HelpArticle>()('GET', '/v1/api/help/article/{id}'),
  /** 关于我们 GET /v1/api/help/aboutUs */
  aboutUs: endpoint<void, HelpArticle[]>()('GET', '/v1/api/help/aboutUs'),
});

import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

export interface DesignCase {
  id: number;
  name: string;
  coverUrl?: string;
  styleName?: string;
  typeName?: string;
  collected?: boolean;
  praised?: boolean;
  hallId?: number;
  hallName?: string;
  hallAvatar?: string;
  images?: string[];
  areaSize?: number | null;
  province?: string | null;
  city?: string | null;
  description?: string | null;
  praiseCount?: number;
  collectCount?: number;
  viewCount?: number;
  publishedAt?: string;
}

export interface DesignCaseQuery extends PageQuery {
  keyword?: string;
  name?: string;
  styleId?: number;
  typeId?: number;
  designHallId?: number;
}

export const designsApi = defineApis('designs', {
  /** 设计案例分页 GET /v1/api/designs/paging */
  designCasePaging: endpoint<DesignCaseQuery, Page<DesignCase>>()('GET', '/v1/api/designs/paging'),
  /** 设计案例详情 GET /v1/api/designs/findById */
  designCaseFindById: endpoint<{ id: number }, DesignCase>()('GET', '/v1/api/designs/findById'),
  /** 收藏案例 PUT /v1/api/designs/collect */
  designCaseCollect: endpoint<{ id: number }, null>()('PUT', '/v1/api/designs/collect'),
  /** 取消收藏案例 PUT /v1/api/designs/cancel */
  designCaseCancel: endpoint<{ id: number }, null>()('PUT', '/v1/api/designs/cancel'),
  /** 点赞案例 PUT /v1/api/designs/praise */
  designCasePraise: endpoint<{ id: number }, null>()('PUT', '/v1/api/designs/praise'),
  /** 设计风格 GET /v1/api/designs/styles */
  designStyles: endpoint<void, { id: number; name: string }[]>()('GET', '/v1/api/designs/styles'),
  /** 设计类型 GET /v1/api/designs/types */
  designTypes: endpoint<void, { id: number; name: string }[]>()('GET', '/v1/api/designs/types'),
  /** 相关案例 GET /v1/api/designs/relatedCases */
  relatedCases: endpoint<{ id: number; size?: number }, DesignCase[]>()(
    'GET',
    '/v1/api/designs/relatedCases',
  ),
});

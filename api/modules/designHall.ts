import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

export interface DesignHall {
  id: number;
  name: string;
  logo?: string;
  collected?: boolean;
  praised?: boolean;
  praiseCount?: number;
  /** 1 designer, 2 studio/design company. */
  kind?: number;
  title?: string | null;
  coverUrl?: string;
  intro?: string | null;
  province?: string | null;
  city?: string | null;
  years?: number | null;
  styleNames?: string[];
  typeNames?: string[];
  caseCount?: number;
  collectCount?: number;
  viewCount?: number;
}

export const designHallApi = defineApis('designHall', {
  /** 设计馆分页 GET /v1/api/designHall/paging */
  designHallPaging: endpoint<PageQuery & { keyword?: string }, Page<DesignHall>>()(
    'GET',
    '/v1/api/designHall/paging',
  ),
  /** 设计馆详情 GET /v1/api/designHall/findById */
  designHallFindById: endpoint<{ id: number }, DesignHall>()('GET', '/v1/api/designHall/findById'),
  /** 收藏设计馆 PUT /v1/api/designHall/collect */
  designHallCollect: endpoint<{ id: number }, null>()('PUT', '/v1/api/designHall/collect'),
  /** 取消收藏设计馆 PUT /v1/api/designHall/cancel */
  designHallCancel: endpoint<{ id: number }, null>()('PUT', '/v1/api/designHall/cancel'),
  /** 点赞设计馆 PUT /v1/api/designHall/praise */
  designHallPraise: endpoint<{ id: number }, null>()('PUT', '/v1/api/designHall/praise'),
});

import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery, Product, Rights } from '../types';

export interface ItemCard {
  id: number;
  name: string;
  picUrl?: string;
  price: number | null;
  priceType: number;
  brandName?: string;
  tenantId?: number;
  tenantName?: string;
}

export interface ItemSearchQuery extends PageQuery {
  keyword?: string;
  brandIds?: number[];
  categoryId?: number;
  categoryIds?: number[];
  customRefer?: string;
  customWord?: string;
  sort?: string;
}

export interface ExportTask {
  id: number;
  status: string;
  fileUrl?: string;
  createdAt: string;
}

export const itemApi = defineApis('item', {
  /** 商品搜索 v2 GET /v1/api/item/v2/search */
  searchItemV2: endpoint<ItemSearchQuery, Page<ItemCard>>()('GET', '/v1/api/item/v2/search'),
  /** 商品搜索 GET /v1/api/item/searchItem */
  searchItem: endpoint<ItemSearchQuery, Page<ItemCard>>()('GET', '/v1/api/item/searchItem'),
  /** 搜索关联信息（品牌、分类聚合） GET /v1/api/item/searchRelatedInfo */
  searchRelatedInfo: endpoint<ItemSearchQuery, Record<string, unknown>>()(
    'GET',
    '/v1/api/item/searchRelatedInfo',
  ),
  /** 品牌下商品 GET /v1/api/item/brandItemSearch */
  brandItemSearch: endpoint<ItemSearchQuery & { brandId?: number }, Page<ItemCard>>()(
    'GET',
    '/v1/api/item/brandItemSearch',
  ),
  /** 供应商下商品 GET /v1/api/item/tenantItemSearch */
  tenantItemSearch: endpoint<ItemSearchQuery & { tenantId: number }, Page<ItemCard>>()(
    'GET',
    '/v1/api/item/tenantItemSearch',
  ),
  /** 以图搜图 GET /v1/api/item/imageSearch */
  imageSearch: endpoint<PageQuery & { url: string }, Page<ItemCard>>()(
    'GET',
    '/v1/api/item/imageSearch',
  ),
  /** 商品详情 GET /v1/api/item/{id} */
  getItemDetail: endpoint<void, Product>()('GET', '/v1/api/item/{id}'),
  /** 商品对比 POST /v1/api/item/comparison */
  itemComparison: endpoint<{ itemIds: number[] }, Product[]>()('POST', '/v1/api/item/comparison'),
  /** 加入收藏 POST /v1/api/item/favourites */
  addFavourite: endpoint<{ itemId: number }, null>()('POST', '/v1/api/item/favourites'),
  /** 取消收藏 DELETE /v1/api/item/favourites/{id} */
  deleteFavourite: endpoint<void, null>()('DELETE', '/v1/api/item/favourites/{id}'),
  /** 查看权益 GET /v1/api/item/rights/see */
  rightsSee: endpoint<{ itemId: number }, Rights | null>()('GET', '/v1/api/item/rights/see'),
  /** 下载权益 GET /v1/api/item/rights/download */
  rightsDownload: endpoint<{ itemId: number }, Rights | null>()(
    'GET',
    '/v1/api/item/rights/download',
  ),
  /** 创建异步导出任务 POST /v1/api/item/exportTask */
  createExportTask: endpoint<ItemSearchQuery, { taskId: number }>()(
    'POST',
    '/v1/api/item/exportTask',
  ),
  /** 异步导出任务列表 GET /v1/api/item/exportTask/list */
  exportTaskList: endpoint<PageQuery, Page<ExportTask>>()('GET', '/v1/api/item/exportTask/list'),
});

import { defineApis, endpoint } from '../registry';
import type {
  ComparedItem,
  ListingCard,
  Page,
  PageQuery,
  ProductDetail,
  RightsAccess,
  SearchRelatedInfo,
} from '../types';

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

/** A product card of the image search, best match first. */
export interface ImageSearchItem extends ItemCard {
  unit: string;
  /** The default SKU's extra price data (its price range), for `productPriceText`. */
  extraPriceJson: { priceRange?: string | null } | null;
  salesCount: number;
  /** Similarity to the query image, 0..1. */
  score: number;
}

/** Most products one export task takes (POST item/exportTask). */
export const MAX_EXPORT_ITEMS = 500;

export type ExportTaskStatus = 'pending' | 'running' | 'done' | 'failed';

export interface ExportTask {
  id: number;
  status: ExportTaskStatus;
  /** 0..100. */
  progress: number;
  /** 第几次尝试：上一次失败或所在进程退出后由任务队列重试时大于 1。 */
  attempt: number;
  fileUrl?: string;
  createdAt: string;
  itemCount: number;
}

export const itemApi = defineApis('item', {
  /** 商品搜索 v2 GET /v1/api/item/v2/search */
  searchItemV2: endpoint<ItemSearchQuery, Page<ListingCard>>()('GET', '/v1/api/item/v2/search'),
  /** 商品搜索 GET /v1/api/item/searchItem */
  searchItem: endpoint<ItemSearchQuery, Page<ListingCard>>()('GET', '/v1/api/item/searchItem'),
  /** 搜索关联信息（品牌、分类聚合） GET /v1/api/item/searchRelatedInfo */
  searchRelatedInfo: endpoint<ItemSearchQuery, SearchRelatedInfo>()(
    'GET',
    '/v1/api/item/searchRelatedInfo',
  ),
  /** 品牌下商品 GET /v1/api/item/brandItemSearch */
  brandItemSearch: endpoint<ItemSearchQuery & { brandId: number }, Page<ListingCard>>()(
    'GET',
    '/v1/api/item/brandItemSearch',
  ),
  /** 供应商下商品 GET /v1/api/item/tenantItemSearch */
  tenantItemSearch: endpoint<ItemSearchQuery & { tenantId: number }, Page<ListingCard>>()(
    'GET',
    '/v1/api/item/tenantItemSearch',
  ),
  /** 以图搜图 GET /v1/api/item/imageSearch */
  imageSearch: endpoint<PageQuery & { url: string }, Page<ImageSearchItem>>()(
    'GET',
    '/v1/api/item/imageSearch',
  ),
  /** 商品详情 GET /v1/api/item/{id} */
  getItemDetail: endpoint<void, ProductDetail>()('GET', '/v1/api/item/{id}'),
  /** 商品对比 POST /v1/api/item/comparison */
  itemComparison: endpoint<{ itemIds: number[] }, ComparedItem[]>()(
    'POST',
    '/v1/api/item/comparison',
  ),
  /** 加入收藏 POST /v1/api/item/favourites */
  addFavourite: endpoint<{ itemId: number }, null>()('POST', '/v1/api/item/favourites'),
  /** 取消收藏 DELETE /v1/api/item/favourites/{id} */
  deleteFavourite: endpoint<void, null>()('DELETE', '/v1/api/item/favourites/{id}'),
  /** 查看权益 GET /v1/api/item/rights/see */
  rightsSee: endpoint<{ itemId: number }, RightsAccess>()('GET', '/v1/api/item/rights/see'),
  /** 下载权益 GET /v1/api/item/rights/download */
  rightsDownload: endpoint<{ itemId: number }, RightsAccess>()(
    'GET',
    '/v1/api/item/rights/download',
  ),
  /** 创建异步导出任务 POST /v1/api/item/exportTask */
  createExportTask: endpoint<{ itemIds: number[] }, { taskId: number }>()(
    'POST',
    '/v1/api/item/exportTask',
  ),
  /** 异步导出任务列表 GET /v1/api/item/exportTask/list */
  exportTaskList: endpoint<PageQuery, Page<ExportTask>>()('GET', '/v1/api/item/exportTask/list'),
});

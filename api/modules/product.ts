import { defineApis, endpoint } from '../registry';
import type { BrandEntry, ListingCard, Page } from '../types';
import type { ItemSearchQuery } from './item';

export const productApi = defineApis('product', {
  /** 产品列表（/product 与分类路径） GET /v1/api/product/paging */
  productPaging: endpoint<ItemSearchQuery, Page<ListingCard>>()('GET', '/v1/api/product/paging'),
  /** 品牌馆（/brand/:webmap） GET /v1/api/product/brands */
  productBrands: endpoint<{ webmap?: string } | undefined, BrandEntry[]>()(
    'GET',
    '/v1/api/product/brands',
  ),
});

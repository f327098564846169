import { defineApis, endpoint } from '../registry';
import type { LabelImage, Page } from '../types';
import type { ItemCard, ItemSearchQuery } from './item';

export const productApi = defineApis('product', {
  /** 产品列表（/product 与分类路径） GET /v1/api/product/paging */
  productPaging: endpoint<ItemSearchQuery, Page<ItemCard>>()('GET', '/v1/api/product/paging'),
  /** 品牌馆（/brand/:webmap） GET /v1/api/product/brands */
  productBrands: endpoint<{ webmap?: string } | undefined, LabelImage[]>()(
    'GET',
    '/v1/api/product/brands',
  ),
});

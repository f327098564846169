import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';
import type { SupplierCard } from './supplier';

export const yeationApi = defineApis('yeation', {
  /** 优选供应商计划首页 GET /v1/api/yeation/home */
  yeationHome: endpoint<void, Record<string, unknown>>()('GET', '/v1/api/yeation/home'),
  /** 优选供应商搜索（/yeation/more） GET /v1/api/yeation/supplierSearch */
  yeationSupplierSearch: endpoint<
    PageQuery & { keyword?: string; brandIds?: number[]; brandName?: string; categoryId?: number },
    Page<SupplierCard>
  >()('GET', '/v1/api/yeation/supplierSearch'),
});

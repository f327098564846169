import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

export interface SupplierCard {
  tenantId: number;
  name: string;
  logo?: string;
  tenantStatus?: string | null;
  memberLevel?: string | null;
  mainCategories?: string[];
}

export interface SupplierQuery extends PageQuery {
  keyword?: string;
  categoryId?: number;
  provinceId?: number;
}

export const supplierApi = defineApis('supplier', {
  /** 合格供应商名录 GET /v1/api/supplier/paging */
  supplierPaging: endpoint<SupplierQuery, Page<SupplierCard>>()('GET', '/v1/api/supplier/paging'),
  /** 供应商展厅首页 GET /v1/api/supplier/companyHall/{tenantId} */
  companyHallInfo: endpoint<void, Record<string, unknown>>()(
    'GET',
    '/v1/api/supplier/companyHall/{tenantId}',
  ),
  /** 修改展厅信息 PUT /v1/api/supplier/companyHall */
  updateCompanyHall: endpoint<Record<string, unknown>, null>()(
    'PUT',
    '/v1/api/supplier/companyHall',
  ),
  /** 展厅页签 GET /v1/api/supplier/companyHallTab */
  companyHallTab: endpoint<{ tenantId: number }, { key: string; name: string }[]>()(
    'GET',
    '/v1/api/supplier/companyHallTab',
  ),
  /** 展厅联系方式 GET /v1/api/supplier/contact/{tenantId} */
  supplierContact: endpoint<void, Record<string, unknown>>()(
    'GET',
    '/v1/api/supplier/contact/{tenantId}',
  ),
  /** 工厂地图 GET /v1/api/supplier/factoryMap/{tenantId} */
  supplierFactoryMap: endpoint<void, unknown[]>()('GET', '/v1/api/supplier/factoryMap/{tenantId}'),
  /** 项目案例 GET /v1/api/supplier/projectCase */
  supplierProjectCase: endpoint<PageQuery & { tenantId: number }, Page<unknown>>()(
    'GET',
    '/v1/api/supplier/projectCase',
  ),
  /** 资质证照 GET /v1/api/supplier/qualification/{tenantId} */
  supplierQualification: endpoint<void, unknown[]>()(
    'GET',
    '/v1/api/supplier/qualification/{tenantId}',
  ),
  /** 供应商公告 GET /v1/api/supplier/notice/list */
  supplierNoticeList: endpoint<PageQuery & { tenantId?: number }, Page<unknown>>()(
    'GET',
    '/v1/api/supplier/notice/list',
  ),
  /** 供应商绿色低碳信息 GET /v1/api/supplier/green/info */
  supplierGreenInfo: endpoint<{ tenantId: number }, Record<string, unknown> | null>()(
    'GET',
    '/v1/api/supplier/green/info',
  ),
});

import { defineApis, endpoint } from '../registry';
import type {
  CompanyHallTab,
  FactoryImage,
  FactoryVr,
  MemberLevel,
  Page,
  PageQuery,
  ProjectCase,
  Qualification,
  Showroom,
  ShowroomContact,
  SupplierListItem,
  SupplierNoticeDetail,
  SupplierNoticeItem,
} from '../types';

/** The directory card; kept under its old name for callers of the home page. */
export type SupplierCard = SupplierListItem;

export interface SupplierQuery extends PageQuery {
  keyword?: string;
  categoryId?: number;
  provinceId?: number;
  cityId?: number;
  /** 1001 manufacturer, 1002 construction company, 4 dealer. */
  childType?: number;
  memberLevel?: MemberLevel;
}

export const supplierApi = defineApis('supplier', {
  /** 合格供应商名录 GET /v1/api/supplier/paging */
  supplierPaging: endpoint<SupplierQuery, Page<SupplierListItem>>()(
    'GET',
    '/v1/api/supplier/paging',
  ),
  /** 供应商展厅首页 GET /v1/api/supplier/companyHall/{tenantId} */
  companyHallInfo: endpoint<void, Showroom>()('GET', '/v1/api/supplier/companyHall/{tenantId}'),
  /** 修改展厅信息 PUT /v1/api/supplier/companyHall */
  updateCompanyHall: endpoint<Record<string, unknown>, null>()(
    'PUT',
    '/v1/api/supplier/companyHall',
  ),
  /** 企业馆页签 GET /v1/api/supplier/companyHallTab */
  companyHallTab: endpoint<void, CompanyHallTab[]>()('GET', '/v1/api/supplier/companyHallTab'),
  /** 展厅联系方式 GET /v1/api/supplier/contact/{tenantId} */
  supplierContact: endpoint<void, ShowroomContact>()('GET', '/v1/api/supplier/contact/{tenantId}'),
  /** 工厂实景 GET /v1/api/supplier/factoryMap/{tenantId} */
  supplierFactoryMap: endpoint<void, FactoryImage[]>()(
    'GET',
    '/v1/api/supplier/factoryMap/{tenantId}',
  ),
  /** VR看厂全景 GET /v1/api/supplier/factoryVr/{tenantId} */
  supplierFactoryVr: endpoint<void, FactoryVr[]>()('GET', '/v1/api/supplier/factoryVr/{tenantId}'),
  /** 项目案例 GET /v1/api/supplier/projectCase */
  supplierProjectCase: endpoint<PageQuery & { tenantId: number }, Page<ProjectCase>>()(
    'GET',
    '/v1/api/supplier/projectCase',
  ),
  /** 资质证照 GET /v1/api/supplier/qualification/{tenantId} */
  supplierQualification: endpoint<void, Qualification[]>()(
    'GET',
    '/v1/api/supplier/qualification/{tenantId}',
  ),
  /** 供应商公告 GET /v1/api/supplier/notice/list */
  supplierNoticeList: endpoint<PageQuery & { keyword?: string }, Page<SupplierNoticeItem>>()(
    'GET',
    '/v1/api/supplier/notice/list',
  ),
  /** 会员公告详情 GET /v1/api/supplier/notice/{id} */
  supplierNoticeDetail: endpoint<void, SupplierNoticeDetail>()(
    'GET',
    '/v1/api/supplier/notice/{id}',
  ),
  /** 供应商绿色低碳信息 GET /v1/api/supplier/green/info */
  supplierGreenInfo: endpoint<{ tenantId: number }, Record<string, unknown> | null>()(
    'GET',
    '/v1/api/supplier/green/info',
  ),
});

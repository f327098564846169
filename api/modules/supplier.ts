import type { AgreementInput, AgreementState } from '@/lib/agreement-price';
import type { QuoteInput, QuoteTab } from '@/lib/inquiry-quote';
import type { ShowroomInput } from '@/lib/showroom-edit';
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

// ---------------------------------------------------------------- supplier centre

export interface AgreementRow {
  id: number;
  agreementNo: string;
  buyerEnterpriseId: number;
  buyerName: string;
  productId: number;
  productName: string;
  skuId: number;
  skuCode: string;
  /** 规格 text of the SKU's sales attributes. */
  skuSpec: string;
  unit: string;
  /** Fen. */
  price: number;
  /** Fen; the SKU's list price, null for 询价. */
  listPrice: number | null;
  startDate: string;
  endDate: string;
  state: AgreementState;
}

export interface OwnSkuOption {
  skuId: number;
  skuCode: string;
  skuSpec: string;
  productId: number;
  productName: string;
  unit: string;
  /** Fen; null for 询价. */
  listPrice: number | null;
}

export interface SupplierInquiryItem {
  id: number;
  code: string;
  purchaseProjectName: string;
  purchaseUserName: string;
  province: string | null;
  city: string | null;
  noticeStart: string;
  quoteEnd: string;
  lineCount: number;
  tab: QuoteTab;
  /** Open and closing within 48 hours. */
  closingSoon: boolean;
  /** Fen; null when not quoted. */
  quotedTotal: number | null;
  quotedAt: string | null;
}

export interface SupplierQuote {
  lines: { lineId: number; unitPrice: number; remark?: string }[];
  totalAmount: number;
  remark: string | null;
  validUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SupplierInquiryDetail {
  id: number;
  code: string;
  purchaseProjectName: string;
  purchaseUserName: string;
  province: string | null;
  city: string | null;
  deliveryAddress: string | null;
  contactName: string | null;
  contactPhone: string | null;
  remark: string | null;
  noticeStart: string;
  quoteEnd: string;
  tab: QuoteTab;
  open: boolean;
  lines: {
    id: number;
    name: string;
    spec: string | null;
    unit: string;
    quantity: string;
    remark: string | null;
  }[];
  quote: SupplierQuote | null;
}

export interface AgreementQuery extends PageQuery {
  /** Part of the buyer company's name. */
  buyer?: string;
  /** Part of the product name or SKU code. */
  keyword?: string;
  state?: AgreementState;
}

export interface SupplierInquiryQuery extends PageQuery {
  tab?: QuoteTab;
}

export interface GreenCertificateItem {
  id: number;
  certNo: string;
  productId: number | null;
  productName: string;
  level: string;
  issuedBy: string;
  issueDate: string;
  expireDate: string;
}

export interface ProductCertificateItem {
  id: number;
  productId: number;
  productName: string;
  name: string;
  certNo: string;
  expiresAt: string;
  expired: boolean;
}

/** supplier/green/info: a supplier's green building-material and low-carbon certificates. */
export interface SupplierGreenInfo {
  tenantId: number;
  name: string;
  certificates: GreenCertificateItem[];
  productCertificates: ProductCertificateItem[];
}

export const supplierApi = defineApis('supplier', {
  /** 收藏供应商 POST /v1/api/supplier/favourites */
  addSupplierFavourite: endpoint<{ supplierId: number }, boolean>()(
    'POST',
    '/v1/api/supplier/favourites',
  ),
  /** 是否已收藏该供应商 GET /v1/api/supplier/favourites/{id} */
  isSupplierFavourite: endpoint<void, boolean>()('GET', '/v1/api/supplier/favourites/{id}'),
  /** 取消收藏供应商 DELETE /v1/api/supplier/favourites/{id} */
  removeSupplierFavourite: endpoint<void, boolean>()('DELETE', '/v1/api/supplier/favourites/{id}'),
  /** 合格供应商名录 GET /v1/api/supplier/paging */
  supplierPaging: endpoint<SupplierQuery, Page<SupplierListItem>>()(
    'GET',
    '/v1/api/supplier/paging',
  ),
  /** 供应商展厅首页 GET /v1/api/supplier/companyHall/{tenantId} */
  companyHallInfo: endpoint<void, Showroom>()('GET', '/v1/api/supplier/companyHall/{tenantId}'),
  /** 修改展厅信息 PUT /v1/api/supplier/companyHall */
  updateCompanyHall: endpoint<ShowroomInput, null>()('PUT', '/v1/api/supplier/companyHall'),
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
  supplierGreenInfo: endpoint<{ tenantId?: number } | undefined, SupplierGreenInfo>()(
    'GET',
    '/v1/api/supplier/green/info',
  ),
  /** 协议价列表 GET /v1/api/supplier/agreements */
  agreementPaging: endpoint<AgreementQuery, Page<AgreementRow>>()(
    'GET',
    '/v1/api/supplier/agreements',
  ),
  /** 新增协议价 POST /v1/api/supplier/agreements */
  createAgreement: endpoint<AgreementInput, AgreementRow>()('POST', '/v1/api/supplier/agreements'),
  /** 修改协议价 PUT /v1/api/supplier/agreements/{id} */
  updateAgreement: endpoint<AgreementInput, AgreementRow>()(
    'PUT',
    '/v1/api/supplier/agreements/{id}',
  ),
  /** 删除协议价 DELETE /v1/api/supplier/agreements/{id} */
  deleteAgreement: endpoint<void, null>()('DELETE', '/v1/api/supplier/agreements/{id}'),
  /** 按名称查找已认证采购企业 GET /v1/api/supplier/agreements/buyers */
  agreementBuyers: endpoint<{ name?: string }, { id: number; name: string }[]>()(
    'GET',
    '/v1/api/supplier/agreements/buyers',
  ),
  /** 查找本企业商品规格 GET /v1/api/supplier/agreements/skus */
  agreementSkus: endpoint<{ keyword?: string }, OwnSkuOption[]>()(
    'GET',
    '/v1/api/supplier/agreements/skus',
  ),
  /** 供应商询价列表 GET /v1/api/supplier/inquiries */
  supplierInquiryPaging: endpoint<SupplierInquiryQuery, Page<SupplierInquiryItem>>()(
    'GET',
    '/v1/api/supplier/inquiries',
  ),
  /** 供应商询价详情 GET /v1/api/supplier/inquiries/{id} */
  supplierInquiryDetail: endpoint<void, SupplierInquiryDetail>()(
    'GET',
    '/v1/api/supplier/inquiries/{id}',
  ),
  /** 提交或更新报价 PUT /v1/api/supplier/inquiries/{id}/quote */
  submitQuote: endpoint<QuoteInput, SupplierInquiryDetail>()(
    'PUT',
    '/v1/api/supplier/inquiries/{id}/quote',
  ),
});

import type {
  AuditStatus,
  CertificateInput,
  ImportError,
  ProductFormInput,
  ProductState,
  SupplierProductQuery,
} from '@/lib/supplier-product';
import { defineApis, endpoint } from '../registry';
import type { OpsDecision, Page, PageQuery } from '../types';

/** A row of the supplier's 商品管理 list. */
export interface SupplierProductRow {
  id: number;
  name: string;
  mainImage: string;
  categoryPath: string;
  brandName: string | null;
  state: ProductState;
  auditStatus: AuditStatus;
  auditReason: string | null;
  onShelf: boolean;
  /** Fen; null when every SKU is 询价. */
  minPrice: number | null;
  skuCount: number;
  stock: number;
  unit: string;
  updatedAt: string;
}

export interface SupplierSkuForm {
  id?: number;
  salesAttributes: { key: string; value: string }[];
  code?: string;
  priceType: number;
  price: number | null;
  priceMax: number | null;
  stock: number;
  projectMinOrder: number | null;
}

/** A product as the edit form loads it, with its review state. */
export interface SupplierProductDetail {
  id: number;
  form: Omit<ProductFormInput, 'skus' | 'certificates'> & {
    skus: SupplierSkuForm[];
    certificates: CertificateInput[];
    category1Id: number;
    category2Id: number;
  };
  state: ProductState;
  auditStatus: AuditStatus;
  auditReason: string | null;
  onShelf: boolean;
  updatedAt: string;
}

export interface SupplierProductSaved {
  id: number;
  state: ProductState;
  /** True when the save sent the product (back) to ops review. */
  inReview: boolean;
}

export interface SupplierProductCounts {
  total: number;
  onSale: number;
  offShelf: number;
  pending: number;
  rejected: number;
}

export interface BrandOption {
  id: number;
  name: string;
}

/** The answer of an import upload: the per-row errors (nothing written), or the write task. */
export type ImportAnswer =
  | { ok: false; errors: ImportError[]; rows: number }
  | { ok: true; taskId: number; rows: number; products: number };

export interface ImportTaskState {
  id: number;
  /** pending | running | done | failed */
  status: string;
  progress: number;
  products: number;
  rows: number;
  error: string | null;
  /** Which attempt is writing: more than 1 after a failure or a restarted process. */
  attempt: number;
}

/** A product waiting for ops review (/ops 商品审核). */
export interface OpsPendingProduct {
  id: number;
  name: string;
  supplierName: string;
  categoryPath: string;
  brandName: string | null;
  images: string[];
  skus: { spec: string; priceText: string; stock: number }[];
  /** New product, or a change to an approved one. */
  isNew: boolean;
  submittedAt: string;
}

/** Download links (GET, file responses): opened as links, not through axios. */
export const SUPPLIER_ITEM_FILES = {
  template: '/v1/api/supplier/item/template',
  export: '/v1/api/supplier/item/export',
} as const;

export const supplierItemApi = defineApis('supplier-item', {
  /** 供应商商品列表 GET /v1/api/supplier/item/page */
  supplierItemPage: endpoint<Partial<SupplierProductQuery>, Page<SupplierProductRow>>()(
    'GET',
    '/v1/api/supplier/item/page',
  ),
  /** 供应商商品各状态数量 GET /v1/api/supplier/item/counts */
  supplierItemCounts: endpoint<void, SupplierProductCounts>()(
    'GET',
    '/v1/api/supplier/item/counts',
  ),
  /** 供应商商品详情（编辑用） GET /v1/api/supplier/item/{id} */
  supplierItemDetail: endpoint<void, SupplierProductDetail>()('GET', '/v1/api/supplier/item/{id}'),
  /** 新建商品（提交审核） POST /v1/api/supplier/item/create */
  supplierItemCreate: endpoint<ProductFormInput, SupplierProductSaved>()(
    'POST',
    '/v1/api/supplier/item/create',
  ),
  /** 修改商品 PUT /v1/api/supplier/item/{id} */
  supplierItemUpdate: endpoint<ProductFormInput, SupplierProductSaved>()(
    'PUT',
    '/v1/api/supplier/item/{id}',
  ),
  /** 上架/下架 POST /v1/api/supplier/item/shelf */
  supplierItemShelf: endpoint<{ ids: number[]; onShelf: boolean }, { updated: number }>()(
    'POST',
    '/v1/api/supplier/item/shelf',
  ),
  /** 可选品牌 GET /v1/api/supplier/item/brands */
  supplierItemBrands: endpoint<{ categoryId?: number }, BrandOption[]>()(
    'GET',
    '/v1/api/supplier/item/brands',
  ),
  /** 导入商品（multipart，字段 file） POST /v1/api/supplier/item/import */
  supplierItemImport: endpoint<FormData, ImportAnswer>()('POST', '/v1/api/supplier/item/import', {
    timeout: 120_000,
  }),
  /** 导入进度 GET /v1/api/supplier/item/import/{taskId} */
  supplierItemImportTask: endpoint<void, ImportTaskState>()(
    'GET',
    '/v1/api/supplier/item/import/{taskId}',
  ),
  /** 待审核商品 GET /v1/api/ops/products */
  opsPendingProducts: endpoint<PageQuery, Page<OpsPendingProduct>>()('GET', '/v1/api/ops/products'),
  /** 审核商品 POST /v1/api/ops/products/{id}/review */
  opsReviewProduct: endpoint<OpsDecision, { id: number; auditStatus: AuditStatus }>()(
    'POST',
    '/v1/api/ops/products/{id}/review',
  ),
});

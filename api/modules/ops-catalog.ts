import type { BrandForm, CategoryCreate, CategoryForm, SynonymKind } from '@/lib/ops-catalog';
import { defineApis, endpoint } from '../registry';
import type { OpsDecision, Page, PageQuery } from '../types';

/** A category row of the ops tree, with how many products name it. */
export interface OpsCategory {
  id: number;
  pid: number;
  name: string;
  level: number;
  sort: number;
  visible: boolean;
  isGreen: boolean;
  productCount: number;
}

export interface OpsBrand {
  id: number;
  name: string;
  brandName: string;
  webmap: string;
  initial: string;
  logo: string;
  description: string | null;
  sort: number;
  visible: boolean;
  isRecommend: boolean;
  productCount: number;
}

export interface OpsSynonym {
  id: number;
  kind: SynonymKind;
  term: string;
  synonyms: string[];
  updatedAt: string;
}

export type OpsBrandQuery = PageQuery & { keyword?: string; initial?: string };
export type OpsSynonymQuery = PageQuery & { keyword?: string; kind?: SynonymKind };

/** Several pending products decided at once; `failed` names those someone else decided first. */
export interface OpsBulkReviewResult {
  done: number[];
  failed: { id: number; msg: string }[];
}

export const opsCatalogApi = defineApis('ops-catalog', {
  /** 类目树（含隐藏） GET /v1/api/ops/categories */
  opsCategories: endpoint<void, OpsCategory[]>()('GET', '/v1/api/ops/categories'),
  /** 新增类目 POST /v1/api/ops/categories */
  opsCreateCategory: endpoint<CategoryCreate, OpsCategory>()('POST', '/v1/api/ops/categories'),
  /** 修改类目 PUT /v1/api/ops/categories/{id} */
  opsUpdateCategory: endpoint<CategoryForm, OpsCategory>()('PUT', '/v1/api/ops/categories/{id}'),
  /** 移动类目 POST /v1/api/ops/categories/{id}/move */
  opsMoveCategory: endpoint<{ pid: number; sort?: number }, OpsCategory>()(
    'POST',
    '/v1/api/ops/categories/{id}/move',
  ),
  /** 品牌列表 GET /v1/api/ops/brands */
  opsBrands: endpoint<OpsBrandQuery, Page<OpsBrand>>()('GET', '/v1/api/ops/brands'),
  /** 新增品牌 POST /v1/api/ops/brands */
  opsCreateBrand: endpoint<BrandForm, OpsBrand>()('POST', '/v1/api/ops/brands'),
  /** 修改品牌 PUT /v1/api/ops/brands/{id} */
  opsUpdateBrand: endpoint<BrandForm, OpsBrand>()('PUT', '/v1/api/ops/brands/{id}'),
  /** 搜索同义词 GET /v1/api/ops/synonyms */
  opsSynonyms: endpoint<OpsSynonymQuery, Page<OpsSynonym>>()('GET', '/v1/api/ops/synonyms'),
  /** 新增同义词 POST /v1/api/ops/synonyms */
  opsCreateSynonym: endpoint<{ kind: SynonymKind; term: string; synonyms: string[] }, OpsSynonym>()(
    'POST',
    '/v1/api/ops/synonyms',
  ),
  /** 修改同义词 PUT /v1/api/ops/synonyms/{id} */
  opsUpdateSynonym: endpoint<{ kind: SynonymKind; term: string; synonyms: string[] }, OpsSynonym>()(
    'PUT',
    '/v1/api/ops/synonyms/{id}',
  ),
  /** 删除同义词 DELETE /v1/api/ops/synonyms/{id} */
  opsDeleteSynonym: endpoint<void, { id: number }>()('DELETE', '/v1/api/ops/synonyms/{id}'),
  /** 批量审核商品 POST /v1/api/ops/products/review */
  opsBulkReviewProducts: endpoint<OpsDecision & { ids: number[] }, OpsBulkReviewResult>()(
    'POST',
    '/v1/api/ops/products/review',
  ),
});

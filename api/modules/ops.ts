import { defineApis, endpoint } from '../registry';
import type {
  OpsCertification,
  OpsDecision,
  OpsDesigner,
  OpsOverview,
  OpsReview,
  OpsSupplierApplication,
  OpsSupplierSignup,
  Page,
  PageQuery,
  ReviewSubject,
  SearchGap,
} from '../types';
import type { SearchGapKind } from '@/lib/search-gaps';

type Reviewed = { id: number; status?: number; tenantStatus?: string | null };

export const opsApi = defineApis('ops', {
  /** 运营后台概况 GET /v1/api/ops/overview */
  opsOverview: endpoint<void, OpsOverview>()('GET', '/v1/api/ops/overview'),
  /** 待审核的企业认证 GET /v1/api/ops/certifications */
  opsCertifications: endpoint<PageQuery, Page<OpsCertification>>()(
    'GET',
    '/v1/api/ops/certifications',
  ),
  /** 审核企业认证 POST /v1/api/ops/certifications/{id}/review */
  opsReviewCertification: endpoint<OpsDecision, Reviewed>()(
    'POST',
    '/v1/api/ops/certifications/{id}/review',
  ),
  /** 待审核的优选供应商报名 GET /v1/api/ops/supplierSignups */
  opsSupplierSignups: endpoint<PageQuery, Page<OpsSupplierSignup>>()(
    'GET',
    '/v1/api/ops/supplierSignups',
  ),
  /** 审核优选供应商报名 POST /v1/api/ops/supplierSignups/{id}/review */
  opsReviewSupplierSignup: endpoint<OpsDecision, Reviewed>()(
    'POST',
    '/v1/api/ops/supplierSignups/{id}/review',
  ),
  /** 供应商报名申请 GET /v1/api/ops/supplierApplications */
  opsSupplierApplications: endpoint<PageQuery, Page<OpsSupplierApplication>>()(
    'GET',
    '/v1/api/ops/supplierApplications',
  ),
  /** 待审核的设计师认证 GET /v1/api/ops/designers */
  opsDesigners: endpoint<PageQuery, Page<OpsDesigner>>()('GET', '/v1/api/ops/designers'),
  /** 审核设计师认证 POST /v1/api/ops/designers/{id}/review */
  opsReviewDesigner: endpoint<OpsDecision, { id: number; designerStatus: number }>()(
    'POST',
    '/v1/api/ops/designers/{id}/review',
  ),
  /** 无结果与低点击搜索词 GET /v1/api/ops/searchGaps */
  opsSearchGaps: endpoint<PageQuery & { kind: SearchGapKind; days: number }, Page<SearchGap>>()(
    'GET',
    '/v1/api/ops/searchGaps',
  ),
  /** 审核记录 GET /v1/api/ops/reviews */
  opsReviews: endpoint<PageQuery & { subject?: ReviewSubject }, Page<OpsReview>>()(
    'GET',
    '/v1/api/ops/reviews',
  ),
});

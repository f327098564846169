import type {
  CompareCell,
  InvoiceType,
  RfqActionKey,
  RfqAttachment,
  RfqAwardData,
  RfqDraftInput,
  RfqLineInput,
  RfqQuoteInput,
  RfqQuoteLine,
  RfqStatus,
  RfqTabKey,
  SupplierRfqTabKey,
} from '@/lib/rfq';
import type { MemberLevel, Page, PageQuery } from '../types';
import { defineApis, endpoint } from '../registry';

export interface RfqSummary {
  id: number;
  code: string;
  title: string;
  status: RfqStatus;
  statusText: string;
  deadline: string;
  round: number;
  openToAll: boolean;
  lineCount: number;
  /** Suppliers that quoted in the current round: a count only, never who or how much. */
  quoteCount: number;
  /** The member who created the request (colleagues of the same company see it too). */
  buyerName: string;
  /** Only the creator acts on a request; colleagues read it. */
  createdByMe: boolean;
  createdAt: string;
}

export interface RfqLineView {
  id: number;
  productId: number | null;
  skuId: number | null;
  categoryId: number | null;
  name: string;
  spec: string | null;
  brand: string | null;
  unit: string;
  qty: number;
}

export interface RfqEventView {
  id: number;
  actionText: string;
  toStatusText: string;
  actorName: string;
  note: string | null;
  createdAt: string;
}

export interface RfqRoundView {
  round: number;
  deadline: string;
  closed: boolean;
  /** Suppliers that quoted in this round (a count). */
  quoteCount: number;
  note: string | null;
}

export interface RfqHead {
  id: number;
  code: string;
  title: string;
  status: RfqStatus;
  statusText: string;
  buyerEnterpriseName: string;
  projectName: string | null;
  address: { receiverName: string; phone: string; province: string; city: string; address: string };
  deliveryDate: string;
  invoiceType: InvoiceType;
  taxRate: number;
  paymentTerms: string;
  deadline: string;
  round: number;
  roundOpen: boolean;
  openToAll: boolean;
  attachments: RfqAttachment[];
  cancelReason: string | null;
  lines: RfqLineView[];
  createdAt: string;
}

export interface ComparedSupplier {
  id: number;
  name: string;
  memberLevel: MemberLevel | null;
  certified: boolean;
  greenCertificates: number;
  round: number;
  revision: number;
  validUntil: string;
  freight: number;
  remark: string | null;
  /** The compared quote's files (private; served to the buyer only after the deadline). */
  attachments: RfqAttachment[];
}

export interface RfqComparisonView {
  suppliers: ComparedSupplier[];
  /** lineId → the catalogue's current unit price (fen) of a catalogue line, for reference. */
  catalogPrice: Record<number, number | null>;
  cells: Record<number, Record<number, CompareCell>>;
  lowest: Record<number, number | null>;
  totals: Record<number, { goods: number; freight: number; total: number; quotedLines: number }>;
}

export interface RfqAwardView {
  lineId: number;
  supplierId: number;
  supplierName: string;
  unitPrice: number;
  qty: number;
  amount: number;
  orderId: number | null;
  orderNo: string | null;
}

export interface BuyerRfqDetail extends RfqHead {
  invites: { id: number; name: string }[];
  rounds: RfqRoundView[];
  /** Quotes received in the current round (a count only while it is open). */
  quoteCount: number;
  /** Null until a round has closed: sealed bids. */
  comparison: RfqComparisonView | null;
  awards: RfqAwardView[];
  events: RfqEventView[];
  /** Why the last award was sent back in approval, while the request waits to be awarded again. */
  awardRejection: { note: string; at: string } | null;
  createdByMe: boolean;
  /** Empty for a colleague of the creator: they read, the creator acts. */
  actions: RfqActionKey[];
}

export interface RfqQuoteView {
  id: number;
  round: number;
  revision: number;
  lines: RfqQuoteLine[];
  goodsAmount: number;
  freight: number;
  validUntil: string;
  remark: string | null;
  attachments: RfqAttachment[];
  createdAt: string;
}

export interface SupplierRfqSummary {
  id: number;
  code: string;
  title: string;
  buyerEnterpriseName: string;
  city: string;
  deadline: string;
  round: number;
  statusText: string;
  canQuote: boolean;
  invited: boolean;
  lineCount: number;
  /** The own latest quote total in fen (goods + freight), null when not quoted. */
  myTotal: number | null;
  awardedToMe: boolean | null;
}

export interface SupplierRfqDetail extends RfqHead {
  canQuote: boolean;
  invited: boolean;
  /** Every revision of the own quotes, newest first; nobody else's. */
  myQuotes: RfqQuoteView[];
  /** The lines awarded to this supplier once awarded, with the order they became. */
  myAwards: RfqAwardView[];
}

export interface RfqNotice {
  id: number;
  code: string;
  title: string;
  buyerEnterpriseName: string;
  province: string;
  city: string;
  deadline: string;
  lineCount: number;
  lines: { name: string; spec: string | null; unit: string; qty: number }[];
}

export interface RfqSupplierOption {
  id: number;
  name: string;
  memberLevel: MemberLevel | null;
  certified: boolean;
  province: string | null;
  city: string | null;
  mainCategories: string[];
}

export interface RfqListQuery extends PageQuery {
  tab?: RfqTabKey;
  keyword?: string;
}

export const rfqApi = defineApis('rfq', {
  /** 我的询比价分页 GET /v1/api/developer/rfqs */
  getDeveloperRfqs: endpoint<RfqListQuery, Page<RfqSummary>>()('GET', '/v1/api/developer/rfqs'),
  /** 保存询比价草稿 POST /v1/api/developer/rfqs */
  createDeveloperRfq: endpoint<RfqDraftInput, { id: number }>()('POST', '/v1/api/developer/rfqs'),
  /** 询比价详情（截止前只有报价数量） GET /v1/api/developer/rfqs/{id} */
  getDeveloperRfq: endpoint<void, BuyerRfqDetail>()('GET', '/v1/api/developer/rfqs/{id}'),
  /** 修改询比价草稿 PUT /v1/api/developer/rfqs/{id} */
  updateDeveloperRfq: endpoint<RfqDraftInput, { id: number }>()(
    'PUT',
    '/v1/api/developer/rfqs/{id}',
  ),
  /** 发布询比价 POST /v1/api/developer/rfqs/{id}/publish */
  publishDeveloperRfq: endpoint<void, BuyerRfqDetail>()(
    'POST',
    '/v1/api/developer/rfqs/{id}/publish',
  ),
  /** 发起新一轮报价 POST /v1/api/developer/rfqs/{id}/round */
  roundDeveloperRfq: endpoint<
    { supplierIds: number[]; deadline: string; note?: string },
    BuyerRfqDetail
  >()('POST', '/v1/api/developer/rfqs/{id}/round'),
  /** 定标（整单或按行拆分，经审批后转订单） POST /v1/api/developer/rfqs/{id}/award */
  awardDeveloperRfq: endpoint<
    { awards: RfqAwardData['awards']; auditorId?: number; remark?: string },
    BuyerRfqDetail
  >()('POST', '/v1/api/developer/rfqs/{id}/award'),
  /** 取消询比价 POST /v1/api/developer/rfqs/{id}/cancel */
  cancelDeveloperRfq: endpoint<{ reason: string }, BuyerRfqDetail>()(
    'POST',
    '/v1/api/developer/rfqs/{id}/cancel',
  ),
  /** 导出比价表（文件流） POST /v1/api/developer/rfqs/{id}/export */
  exportDeveloperRfq: endpoint<void, Blob>()('POST', '/v1/api/developer/rfqs/{id}/export', {
    responseType: 'blob',
  }),
  /** 解析从 Excel 粘贴的询价明细 POST /v1/api/developer/rfqs/paste */
  pasteDeveloperRfqLines: endpoint<
    { text: string },
    { lines: RfqLineInput[]; errors: { row: number; column: string; reason: string }[] }
  >()('POST', '/v1/api/developer/rfqs/paste'),
  /** 邀请供应商：名录筛选 GET /v1/api/developer/rfq-suppliers */
  getRfqSupplierOptions: endpoint<
    PageQuery & {
      keyword?: string;
      categoryId?: number;
      provinceId?: number;
      memberLevel?: MemberLevel;
      certified?: 1;
    },
    Page<RfqSupplierOption>
  >()('GET', '/v1/api/developer/rfq-suppliers'),
  /** 供应商询比价分页 GET /v1/api/supplier/rfqs */
  getSupplierRfqs: endpoint<PageQuery & { tab?: SupplierRfqTabKey }, Page<SupplierRfqSummary>>()(
    'GET',
    '/v1/api/supplier/rfqs',
  ),
  /** 供应商询比价详情与本企业报价 GET /v1/api/supplier/rfqs/{id} */
  getSupplierRfq: endpoint<void, SupplierRfqDetail>()('GET', '/v1/api/supplier/rfqs/{id}'),
  /** 提交或修改报价（截止前） POST /v1/api/supplier/rfqs/{id}/quote */
  quoteSupplierRfq: endpoint<RfqQuoteInput, SupplierRfqDetail>()(
    'POST',
    '/v1/api/supplier/rfqs/{id}/quote',
  ),
  /** 询价公告（公开，不含价格） GET /v1/api/rfq/notices */
  getRfqNotices: endpoint<PageQuery, Page<RfqNotice>>()('GET', '/v1/api/rfq/notices'),
});

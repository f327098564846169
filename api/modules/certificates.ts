import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

export interface CertificateProduct {
  id: number;
  name: string;
  imgUrl?: string;
  certificateName?: string;
  tenantName?: string;
}

export const certificatesApi = defineApis('certificates', {
  /** 绿色低碳认证产品分页 GET /v1/api/certificates/paging */
  certificatePaging: endpoint<
    PageQuery & { categoryId?: number; keyword?: string },
    Page<CertificateProduct>
  >()('GET', '/v1/api/certificates/paging'),
  /** 认证证书详情 GET /v1/api/certificates/{id} */
  certificateDetail: endpoint<void, CertificateProduct & Record<string, unknown>>()(
    'GET',
    '/v1/api/certificates/{id}',
  ),
});

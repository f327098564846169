import { defineApis, endpoint } from '../registry';
import type { UploadSignature, UploadedFile } from '../types';

/** The file about to be sent, so the ticket can fix its type and size limit. */
interface TicketParams {
  name: string;
  size: number;
}

export const fileApi = defineApis('file', {
  /** 私有文件上传（multipart，字段 file） POST /v1/api/file/privateUpload */
  privateUpload: endpoint<FormData, UploadedFile>()('POST', '/v1/api/file/privateUpload'),
  /** 公开文件上传（multipart，字段 file） POST /v1/api/file/publicUpload */
  publicUpload: endpoint<FormData, UploadedFile>()('POST', '/v1/api/file/publicUpload'),
  /** 公开文件上传凭证（直传存储桶的 POST 表单，或本站上传接口） GET /v1/api/file/stsPublicUpload */
  stsPublicUpload: endpoint<TicketParams, UploadSignature>()('GET', '/v1/api/file/stsPublicUpload'),
  /** 上传签名（登录用户的公开文件上传凭证，同 stsPublicUpload） GET /v1/api/file/getSign */
  getSign: endpoint<TicketParams, UploadSignature>()('GET', '/v1/api/file/getSign'),
  /** 私有文件上传凭证 GET /v1/api/file/privateUploadWithSign */
  privateUploadWithSign: endpoint<TicketParams, UploadSignature>()(
    'GET',
    '/v1/api/file/privateUploadWithSign',
  ),
  /** 确认直传存储桶的文件（服务端检查内容后入库） POST /v1/api/file/confirmUpload */
  confirmUpload: endpoint<{ ticket: string }, UploadedFile>()('POST', '/v1/api/file/confirmUpload'),
});

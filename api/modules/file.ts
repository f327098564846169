import { defineApis, endpoint } from '../registry';
import type { UploadSignature, UploadedFile } from '../types';

export const fileApi = defineApis('file', {
  /** 私有文件上传（multipart，字段 file） POST /v1/api/file/privateUpload */
  privateUpload: endpoint<FormData, UploadedFile>()('POST', '/v1/api/file/privateUpload'),
  /** 公开文件上传（multipart，字段 file） POST /v1/api/file/publicUpload */
  publicUpload: endpoint<FormData, UploadedFile>()('POST', '/v1/api/file/publicUpload'),
  /** 公开直传签名 GET /v1/api/file/stsPublicUpload */
  stsPublicUpload: endpoint<{ dir?: string } | undefined, UploadSignature>()(
    'GET',
    '/v1/api/file/stsPublicUpload',
  ),
  /** 私有文件访问签名 GET /v1/api/file/getSign */
  getSign: endpoint<{ key: string }, string>()('GET', '/v1/api/file/getSign'),
  /** 私有直传签名 GET /v1/api/file/privateUploadWithSign */
  privateUploadWithSign: endpoint<{ dir?: string } | undefined, UploadSignature>()(
    'GET',
    '/v1/api/file/privateUploadWithSign',
  ),
});

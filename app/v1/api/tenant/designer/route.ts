import { designerCertificationSchema } from '@/lib/certification';
import { handler } from '@/server/http/handler';
import {
  designerCertificationInfo,
  submitDesignerCertification,
} from '@/server/services/certification';

/** 设计师认证信息 GET /v1/api/tenant/designer */
export const GET = handler({ auth: 'user' }, ({ user }) => designerCertificationInfo(user.id));

/** 提交设计师认证 POST /v1/api/tenant/designer：仅设计师账号，提交后待审核（designerStatus 2） */
export const POST = handler(
  {
    auth: 'user',
    input: designerCertificationSchema,
    labels: {
      realName: '真实姓名',
      designerType: '设计师类型',
      idCardUrl: '身份证明',
      worksUrls: '代表作品',
    },
    rateLimit: { name: 'tenant-designer', max: 30, windowSeconds: 3600 },
  },
  ({ user, input }) => submitDesignerCertification(user.id, input),
);

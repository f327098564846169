import { designerCertificationSchema } from '@/lib/certification';
import { handler } from '@/server/http/handler';
import { submitDesignerCertification } from '@/server/services/certification';

/** 提交设计师认证 POST /v1/api/authentication/designer：仅设计师账号，提交后待审核（designerStatus 2） */
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
    rateLimit: { name: 'designer-authentication', max: 30, windowSeconds: 3600 },
  },
  ({ user, input }) => submitDesignerCertification(user.id, input),
);

import { handler } from '@/server/http/handler';
import { sideMessageCount } from '@/server/services/messages';

/** 供应商侧未读消息数（-1 为全部类型） GET /v1/api/websiteMsg/supplierMsgCount/{type} */
export const GET = handler({ auth: 'user' }, async ({ user, params }) =>
  sideMessageCount(user, 'supplier', params.type),
);

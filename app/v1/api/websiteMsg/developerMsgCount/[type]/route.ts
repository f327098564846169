import { handler } from '@/server/http/handler';
import { sideMessageCount } from '@/server/services/messages';

/** 开发商侧未读消息数（-1 为全部类型） GET /v1/api/websiteMsg/developerMsgCount/{type} */
export const GET = handler({ auth: 'user' }, async ({ user, params }) =>
  sideMessageCount(user, 'developer', params.type),
);

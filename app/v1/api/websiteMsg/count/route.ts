import { handler } from '@/server/http/handler';
import { unreadMessageCount } from '@/server/services/messages';

/** 未读消息总数（topType 3 只显示这个数） GET /v1/api/websiteMsg/count */
export const GET = handler({ auth: 'user' }, ({ user }) => unreadMessageCount(user.id));

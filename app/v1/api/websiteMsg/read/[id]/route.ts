import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { MESSAGE_GONE, markMessageRead } from '@/server/services/message-centre';

/** 标记一条站内信为已读 POST /v1/api/websiteMsg/read/{id} */
export const POST = handler({ auth: 'user' }, ({ user, params }) =>
  markMessageRead(user.id, routeId(params.id, MESSAGE_GONE)),
);

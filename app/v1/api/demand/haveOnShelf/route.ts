import { handler } from '@/server/http/handler';
import { haveOnShelf } from '@/server/services/demand-detail';

/** 是否有上架的需求 GET /v1/api/demand/haveOnShelf */
export const GET = handler({ auth: 'user' }, async ({ user }) => haveOnShelf(user));

import { handler, ok } from '@/server/http/handler';
import { mySignups } from '@/server/services/competition';

/** 我的作品与赛道 GET /v1/api/competition/myCaseAndTrack */
export const GET = handler({ auth: 'user' }, async ({ user }) => ok(await mySignups(user.id)));

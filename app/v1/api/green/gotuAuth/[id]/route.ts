import { handler, ok } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { certificateAuthUrl } from '@/server/services/green';

/** 跳转认证机构（证书文件地址） GET /v1/api/green/gotuAuth/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = routeId(params.id, '认证证书不存在');
  return ok(await certificateAuthUrl(id));
});

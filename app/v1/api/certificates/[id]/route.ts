import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { greenCertificate } from '@/server/services/green';

/** 认证证书详情 GET /v1/api/certificates/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = routeId(params.id, '认证证书不存在');
  return ok(await greenCertificate(id), PUBLIC_CACHE);
});

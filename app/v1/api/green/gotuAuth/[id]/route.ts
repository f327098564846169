import { z } from '@/lib/zod';
import { notFound } from '@/server/http/errors';
import { handler, ok } from '@/server/http/handler';
import { certificateAuthUrl } from '@/server/services/green';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** 跳转认证机构（证书文件地址） GET /v1/api/green/gotuAuth/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw notFound('认证证书不存在');
  return ok(await certificateAuthUrl(id.data));
});

import { z } from '@/lib/zod';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { notFound } from '@/server/http/errors';
import { handler, ok } from '@/server/http/handler';
import { greenCertificate } from '@/server/services/green';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** 认证证书详情 GET /v1/api/certificates/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw notFound('认证证书不存在');
  return ok(await greenCertificate(id.data), PUBLIC_CACHE);
});

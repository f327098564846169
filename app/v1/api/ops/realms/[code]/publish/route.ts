import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { setRealmPublished } from '@/server/services/ops-realms';

const input = z.object({ published: z.boolean({ error: '请选择发布或下线' }) });

/** 发布或下线专区 POST /v1/api/ops/realms/{code}/publish { published }：下线后其域名回到主站 */
export const POST = handler(
  { auth: 'ops', roles: ['content'], input, labels: { published: '发布状态' } },
  ({ params, input, user, grants }) =>
    setRealmPublished(String(params.code), input.published, user.id, grants),
);

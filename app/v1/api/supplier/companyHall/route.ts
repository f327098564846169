import { TOP_TYPE } from '@/lib/roles';
import { showroomIssue, showroomSchema } from '@/lib/showroom-edit';
import { badRequest } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { saveShowroom } from '@/server/services/supplier-showroom';

/** 修改展厅信息 PUT /v1/api/supplier/companyHall（仅供应商，只改自己的展厅） */
export const PUT = handler({ auth: 'user', topType: TOP_TYPE.supplier }, async ({ req, user }) => {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw badRequest('请求体不是有效的 JSON');
  }
  const parsed = showroomSchema.safeParse(body);
  if (!parsed.success) throw badRequest(showroomIssue(parsed.error));
  return saveShowroom(user, parsed.data);
});

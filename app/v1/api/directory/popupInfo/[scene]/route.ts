import { badRequest } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { popupQueryInput, popupsForRequest, sceneSchema } from '@/server/services/popup';

/** 指定场景的弹窗公告 GET /v1/api/directory/popupInfo/{scene}?tenantId=（所看展厅，可选） */
export const GET = handler(
  { input: popupQueryInput, labels: { tenantId: '展厅' } },
  async ({ req, user, params, input }) => {
    const scene = sceneSchema.safeParse(params.scene);
    if (!scene.success) throw badRequest('参数「scene」错误：场景名称无效');
    return popupsForRequest(req, user, scene.data, input.tenantId ?? null);
  },
);

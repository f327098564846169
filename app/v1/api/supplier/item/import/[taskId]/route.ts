import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { IMPORT_MSG, importTaskState } from '@/server/services/product-import';

/** 导入进度 GET /v1/api/supplier/item/import/{taskId} */
export const GET = handler({ auth: 'user', topType: TOP_TYPE.supplier }, ({ user, params }) =>
  importTaskState(user, routeId(params.taskId, IMPORT_MSG.notFound)),
);

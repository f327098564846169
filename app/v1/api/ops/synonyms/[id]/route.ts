import { OPS_CATALOG_MSG, SYNONYM_LABELS, synonymFormSchema } from '@/lib/ops-catalog';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { deleteSynonym, updateSynonym } from '@/server/services/ops-catalog';

/** 修改同义词 PUT /v1/api/ops/synonyms/{id} */
export const PUT = handler(
  { auth: 'ops', roles: ['content'], input: synonymFormSchema, labels: SYNONYM_LABELS },
  ({ params, input, user }) =>
    updateSynonym(user.id, routeId(params.id, OPS_CATALOG_MSG.synonymNotFound), input),
);

/** 删除同义词 DELETE /v1/api/ops/synonyms/{id} */
export const DELETE = handler({ auth: 'ops', roles: ['content'] }, ({ params, user }) =>
  deleteSynonym(user.id, routeId(params.id, OPS_CATALOG_MSG.synonymNotFound)),
);

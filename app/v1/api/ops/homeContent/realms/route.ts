import { handler } from '@/server/http/handler';
import { pickableRealms, REALM_CONTENT_ROLES } from '@/server/services/ops-content';

/** 可投放内容的专区（内容运营为全部，专区运营为本专区） GET /v1/api/ops/homeContent/realms */
export const GET = handler({ auth: 'ops', roles: REALM_CONTENT_ROLES }, ({ grants }) =>
  pickableRealms(grants),
);

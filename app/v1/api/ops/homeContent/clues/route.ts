import { CONTENT_LABELS, homeClueInput } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { SHARED_CONTENT_ROLES } from '@/server/services/ops-content';
import { keywordListQuery, listHomeClues, saveHomeClue } from '@/server/services/ops-content-site';

/** 首页引导文案列表 GET /v1/api/ops/homeContent/clues?keyword= */
export const GET = handler(
  { auth: 'ops', roles: SHARED_CONTENT_ROLES, input: keywordListQuery, labels: CONTENT_LABELS },
  ({ input }) => listHomeClues(input),
);

/** 新增引导文案 POST /v1/api/ops/homeContent/clues */
export const POST = handler(
  { auth: 'ops', roles: SHARED_CONTENT_ROLES, input: homeClueInput, labels: CONTENT_LABELS },
  ({ input, user }) => saveHomeClue(user, null, input),
);

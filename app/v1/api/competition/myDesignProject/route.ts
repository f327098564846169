import { handler, ok } from '@/server/http/handler';
import { myDesignProjects, myProjectQuery } from '@/server/services/competition';
import { PAGE_LABELS } from '@/server/services/paging';

/** 我的设计项目（已提交的参赛作品） GET /v1/api/competition/myDesignProject */
export const GET = handler(
  { auth: 'user', input: myProjectQuery, labels: PAGE_LABELS },
  async ({ input, user }) => ok(await myDesignProjects(user.id, input)),
);

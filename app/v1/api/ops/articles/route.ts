import { articleInput, CONTENT_LABELS } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { SHARED_CONTENT_ROLES } from '@/server/services/ops-content';
import {
  articleListQuery,
  createArticle,
  listArticles,
} from '@/server/services/ops-content-articles';

/** 文章列表（资讯、帮助、关于我们、租赁资讯） GET /v1/api/ops/articles?channel=&groupName=&status=&keyword= */
export const GET = handler(
  { auth: 'ops', roles: SHARED_CONTENT_ROLES, input: articleListQuery, labels: CONTENT_LABELS },
  ({ input }) => listArticles(input),
);

/** 新增文章 POST /v1/api/ops/articles（正文按白名单清洗后保存） */
export const POST = handler(
  { auth: 'ops', roles: SHARED_CONTENT_ROLES, input: articleInput, labels: CONTENT_LABELS },
  ({ input, user }) => createArticle(user, input),
);

import { QUOTE_MSG, quoteIssue, quoteSchema } from '@/lib/inquiry-quote';
import { TOP_TYPE } from '@/lib/roles';
import { badRequest } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { submitQuote } from '@/server/services/supplier-inquiries';

/** 提交或更新报价 PUT /v1/api/supplier/inquiries/{id}/quote */
export const PUT = handler(
  { auth: 'user', topType: TOP_TYPE.supplier },
  async ({ req, user, params }) => {
    const id = routeId(params.id, QUOTE_MSG.notFound);
    let body: unknown;
    try {
      body = await req.json();
    } catch {
      throw badRequest('请求体不是有效的 JSON');
    }
    const parsed = quoteSchema.safeParse(body);
    if (!parsed.success) throw badRequest(quoteIssue(parsed.error));
    return submitQuote(user, id, parsed.data);
  },
);

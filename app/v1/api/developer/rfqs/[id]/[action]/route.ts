import { RFQ_LABELS, RFQ_MSG, rfqAwardSchema, rfqCancelSchema, rfqRoundSchema } from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { describeIssue, z } from '@/lib/zod';
import { badRequest, notFound } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { awardRfq, cancelRfq, exportComparison, newRound, publishRfq } from '@/server/services/rfq';

/**
 * 询比价操作 POST /v1/api/developer/rfqs/{id}/{action}: publish | round | award | cancel, and
 * export (比价表 xlsx). The state table in lib/rfq decides whether the action is allowed now.
 */
export const POST = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: RFQ_MSG.buyersOnly, input: z.unknown() },
  async ({ user, params, input }) => {
    const id = routeId(params.id, RFQ_MSG.notFound);
    const body = input ?? {};
    const parse = <S extends z.ZodType>(schema: S): z.output<S> => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw badRequest(describeIssue(parsed.error, RFQ_LABELS));
      return parsed.data;
    };
    switch (params.action) {
      case 'publish':
        return publishRfq(user, id);
      case 'round':
        return newRound(user, id, parse(rfqRoundSchema));
      case 'award':
        return awardRfq(user, id, parse(rfqAwardSchema));
      case 'cancel':
        return cancelRfq(user, id, parse(rfqCancelSchema).reason);
      case 'export':
        return exportComparison(user, id);
      default:
        throw notFound();
    }
  },
);

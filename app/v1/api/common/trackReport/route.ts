import { handler } from '@/server/http/handler';
import { getUserClientId } from '@/server/services/identity/client-id';
import { recordTrackEvent, TRACK_LABELS, trackInput } from '@/server/services/tracking';
import { visitorId } from '@/server/services/visitor';

/** 埋点上报 POST /v1/api/common/trackReport：搜索写入 search_records，搜索结果的点击写入 search_clicks */
export const POST = handler(
  {
    input: trackInput,
    labels: TRACK_LABELS,
    rateLimit: { name: 'track', max: 120, windowSeconds: 60 },
  },
  async ({ req, input, user }) => {
    recordTrackEvent(input, {
      userId: user?.id ?? null,
      clientId: user ? await getUserClientId(user.id) : visitorId(req),
    });
    return null;
  },
);

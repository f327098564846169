import { AD_POSITIONS } from '@/lib/ops-content';
import { z } from '@/lib/zod';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { slotAds } from '@/server/services/ads';
import { getThemeForHost } from '@/server/services/theme';

/** 广告位 GET /v1/api/common/advertise?position=: the slot's ads in the request's realm. */
export const GET = handler(
  {
    input: z.object({ position: z.enum(AD_POSITIONS).default('home-right') }),
    labels: { position: '广告位' },
  },
  async ({ input, req }) => {
    const theme = await getThemeForHost(req.headers.get('host'));
    return ok(await slotAds(input.position, theme.themeType), PUBLIC_CACHE);
  },
);

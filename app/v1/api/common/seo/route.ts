import { z } from '@/lib/zod';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { seoInfo } from '@/server/services/seo';
import { getThemeForHost } from '@/server/services/theme';

/** 页面 SEO 信息（按请求域名所属专区） GET /v1/api/common/seo?url= */
export const GET = handler(
  { input: z.object({ url: z.string().max(500).default('/') }), labels: { url: '页面地址' } },
  async ({ req, input }) => {
    const theme = await getThemeForHost(req.headers.get('host'));
    return ok(await seoInfo(input.url, theme.themeType), PUBLIC_CACHE);
  },
);

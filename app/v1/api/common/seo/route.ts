import { z } from '@/lib/zod';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { seoInfo } from '@/server/services/seo';

/** 页面 SEO 信息 GET /v1/api/common/seo?url= */
export const GET = handler(
  { input: z.object({ url: z.string().max(500).default('/') }), labels: { url: '页面地址' } },
  async ({ input }) => ok(await seoInfo(input.url), PUBLIC_CACHE),
);

import { z } from '@/lib/zod';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { homeClue } from '@/server/services/home-content';

/** 留资组件标题文案 GET /v1/api/homepage/HomeClues?url=（页面路径或页面 key） */
export const GET = handler(
  {
    input: z.object({ url: z.string().trim().max(500).default('/') }),
    labels: { url: '页面地址' },
  },
  async ({ input }) => ok(await homeClue(input.url), PUBLIC_CACHE),
);

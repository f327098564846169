import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { labelImages, labelImagesQuery } from '@/server/services/home-content';

/** 标签/品牌弹层图片 GET /v1/api/homepage/labelPopupInfo */
export const GET = handler(
  { input: labelImagesQuery, labels: { labelId: '标签' } },
  async ({ input }) => ok(await labelImages(input.labelId), PUBLIC_CACHE),
);

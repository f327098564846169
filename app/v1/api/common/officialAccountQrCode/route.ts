import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { getThemeForHost } from '@/server/services/theme';

/** 本专区公众号二维码图片地址（未上传为 null） GET /v1/api/common/officialAccountQrCode */
export const GET = handler({}, async ({ req }) => {
  const theme = await getThemeForHost(req.headers.get('host'));
  return ok(theme.officialAccountQr, PUBLIC_CACHE);
});

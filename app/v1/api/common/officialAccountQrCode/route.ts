import { OFFICIAL_ACCOUNT_QR_URL } from '@/lib/theme';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';

/** 公众号二维码图片地址 GET /v1/api/common/officialAccountQrCode */
export const GET = handler({}, async () => ok(OFFICIAL_ACCOUNT_QR_URL, PUBLIC_CACHE));

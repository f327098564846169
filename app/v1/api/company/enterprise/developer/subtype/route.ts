import { handler, ok } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { DEVELOPER_SUBTYPES } from '@/server/services/identity/enterprise';

/** 开发商子类型 GET /v1/api/company/enterprise/developer/subtype */
export const GET = handler({}, async () => ok(DEVELOPER_SUBTYPES, PUBLIC_CACHE));

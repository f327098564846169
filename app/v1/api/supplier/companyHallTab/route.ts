import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { companyHallTabs } from '@/server/services/suppliers';

/** 企业馆页签 GET /v1/api/supplier/companyHallTab：全部与各一级类目的优选供应商数 */
export const GET = handler({}, async () => ok(await companyHallTabs(), PUBLIC_CACHE));

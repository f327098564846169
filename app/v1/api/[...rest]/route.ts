import { fail } from '@/server/http/handler';
import { MSG } from '@/server/http/errors';

/** Any /v1/api path no route serves answers the JSON envelope, not the HTML 404 page. */
const noSuchApi = async () => fail(404, MSG.noSuchApi);

export const GET = noSuchApi;
export const POST = noSuchApi;
export const PUT = noSuchApi;
export const PATCH = noSuchApi;
export const DELETE = noSuchApi;

import 'server-only';

/** Spec §8 texts shared by every handler. */
export const MSG = {
  loginRequired: '请先登录',
  forbidden: '暂无权限',
  notFound: '请求的资源不存在',
  noSuchApi: '接口不存在',
  methodNotAllowed: '不支持该请求方法',
  tooMany: '请求过于频繁，请稍后再试',
  server: '服务器开小差了，请稍后再试',
  foreignWrite: '请求来源不受信任，请在本站页面内操作',
  badInput: '参数错误，请检查后重试',
} as const;

/** Thrown by services to end a request with an HTTP status and a Chinese message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (msg: string = MSG.notFound) => new HttpError(404, msg);
export const forbidden = (msg: string = MSG.forbidden) => new HttpError(403, msg);
export const badRequest = (msg: string) => new HttpError(400, msg);

// PostgreSQL refusals that mean the input was odd, not that the server failed: numbers out of
// range (22003), text that is not a number (22P02), impossible dates (22007, 22008), NUL in
// text (22021), and a reference to a row that does not exist (23503).
const INPUT_REFUSALS: Record<string, () => HttpError> = {
  '22003': () => badRequest(MSG.badInput),
  '22P02': () => badRequest(MSG.badInput),
  '22007': () => badRequest(MSG.badInput),
  '22008': () => badRequest(MSG.badInput),
  '22021': () => badRequest(MSG.badInput),
  '23503': () => notFound(),
};

/**
 * A safety net behind the input schemas: a database refusal of odd input answers 400 (or 404)
 * instead of 500. Drizzle wraps the driver's error, so its cause is read as well.
 */
export function inputRefusal(error: unknown): HttpError | null {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in INPUT_REFUSALS) return INPUT_REFUSALS[code]!();
  }
  return null;
}

/**
 * Whether a write failed on a unique index (23505): the index settles a race that a check
 * before the write cannot. Drizzle wraps the driver's error, so its cause is read as well.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as Error).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

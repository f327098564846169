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

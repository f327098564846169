/** Texts of the request layer's error feedback (spec §8). */

export const NETWORK_ERROR_MESSAGE = '网络错误，请稍后再试';

export const LOGIN_REQUIRED_MESSAGE = '请先登录';

/** Toast shown when a request times out. */
export function timeoutMessage(url: string): string {
  return `请求超时，请重试（${url}）`;
}

/** Message of the Error a failed GET rejects with; `message` is the server msg or the default. */
export function failedGetMessage(url: string, message: string): string {
  return `请求超时，请重试（${url}-${message}）`;
}

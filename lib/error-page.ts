/** Texts of the error page (spec §2, §8). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

export function errorPageTitle(status: number): string {
  return status === 404 ? '找不到页面' : '呈现页面出错';
}

export function errorPageText(status: number, message: string): string {
  return `${status} - ${message}`;
}

/**
 * The phone pages are opened from links shared in chat apps, by people who read no English:
 * their 404 says it in Chinese.
 */
export const MOBILE_NOT_FOUND_MESSAGE = '页面不存在或已下线';
/**
 * A page that failed to render, on every device: the error's own message is English (or
 * Next's generic production text) and belongs in the log, not in front of a buyer.
 */
export const RENDER_ERROR_MESSAGE = '页面加载失败，请稍后重试';

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
 * their error pages say it in Chinese.
 */
export const MOBILE_NOT_FOUND_MESSAGE = '页面不存在或已下线';
export const MOBILE_ERROR_MESSAGE = '页面加载失败，请稍后重试';

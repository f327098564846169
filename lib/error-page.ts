/** Texts of the error page (spec §2, §8). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

export function errorPageTitle(status: number): string {
  return status === 404 ? '找不到页面' : '呈现页面出错';
}

export function errorPageText(status: number, message: string): string {
  return `${status} - ${message}`;
}

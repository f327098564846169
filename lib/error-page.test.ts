import { describe, expect, it } from 'vitest';
import {
  errorPageText,
  errorPageTitle,
  RENDER_ERROR_MESSAGE,
  MOBILE_NOT_FOUND_MESSAGE,
  NOT_FOUND_MESSAGE,
} from './error-page';

describe('error page texts', () => {
  it('titles 404 找不到页面 and anything else 呈现页面出错', () => {
    expect(errorPageTitle(404)).toBe('找不到页面');
    expect(errorPageTitle(500)).toBe('呈现页面出错');
    expect(errorPageTitle(403)).toBe('呈现页面出错');
  });
  it("reads '{status} - {message}'", () => {
    expect(errorPageText(404, NOT_FOUND_MESSAGE)).toBe('404 - This page could not be found');
  });
  it('has Chinese messages for the phone pages', () => {
    expect(errorPageText(404, MOBILE_NOT_FOUND_MESSAGE)).toBe('404 - 页面不存在或已下线');
    expect(errorPageText(500, RENDER_ERROR_MESSAGE)).toBe('500 - 页面加载失败，请稍后重试');
  });
});

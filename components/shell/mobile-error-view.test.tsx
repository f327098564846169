import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MobileRenderError from '@/app/[theme]/mobile/error';
import MobileNotFound from '@/app/[theme]/mobile/not-found';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('phone error pages', () => {
  it('says 404 in Chinese with a link back', () => {
    render(<MobileNotFound />);
    expect(screen.getByRole('heading', { name: '找不到页面' })).toBeInTheDocument();
    expect(screen.getByTestId('error-text')).toHaveTextContent('404 - 页面不存在或已下线');
    expect(screen.getByRole('link', { name: '返回上一页' })).toHaveAttribute('href', '/');
  });

  it('goes back in history when there is any', async () => {
    window.history.pushState(null, '', '/mobile/poster/certificateDetails?id=10');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<MobileNotFound />);
    await userEvent.click(screen.getByRole('link', { name: '返回上一页' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it('offers 重试 and the way back after a failed render, without the English error text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = vi.fn();
    render(<MobileRenderError error={new Error('connect ECONNREFUSED')} reset={reset} />);
    expect(screen.getByRole('heading', { name: '呈现页面出错' })).toBeInTheDocument();
    expect(screen.getByTestId('error-text')).toHaveTextContent('500 - 页面加载失败，请稍后重试');
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
    expect(document.title).toBe('呈现页面出错');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '返回上一页' })).toBeInTheDocument();
  });
});

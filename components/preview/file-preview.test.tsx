import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePreview } from './file-preview';
import { openFilePreview } from './open-preview';

const search = { current: new URLSearchParams() };
vi.mock('next/navigation', () => ({ useSearchParams: () => search.current }));

afterEach(() => {
  sessionStorage.clear();
  search.current = new URLSearchParams();
  vi.restoreAllMocks();
});

const show = (query: string) => {
  search.current = new URLSearchParams(query);
  return render(<FilePreview />);
};

describe('FilePreview', () => {
  it('shows an image inline and zooms it', async () => {
    show('url=/files/seed/cover-01.png&name=效果图.png');
    const img = await screen.findByRole('img', { name: '效果图.png' });
    expect(img).toHaveAttribute('src', '/files/seed/cover-01.png');
    expect(screen.getByText('100%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(img.style.transform).toBe('scale(1.5)');
    await userEvent.click(screen.getByRole('button', { name: '还原' }));
    expect(img.style.transform).toBe('scale(1)');
  });

  it('shows a PDF in a frame, reading the file from session storage by key', async () => {
    sessionStorage.setItem(
      'preview-1763800000000',
      JSON.stringify({ url: '/files/seed/notice-1.pdf', type: 'pdf', name: '招标公告.pdf' }),
    );
    show('key=preview-1763800000000');
    const frame = await screen.findByTitle('PDF 预览：招标公告.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/files/seed/notice-1.pdf');
    expect(screen.getByRole('heading', { name: '招标公告.pdf' })).toBeInTheDocument();
  });

  it('offers other types for download', async () => {
    show('url=/v1/api/file/private/202601/a.dwg&name=图纸.dwg');
    expect(await screen.findByText('该文件类型暂不支持在线预览')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '下载文件' });
    expect(link).toHaveAttribute('href', '/v1/api/file/private/202601/a.dwg');
    expect(link).toHaveAttribute('download', '图纸.dwg');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses files of other origins and says when the file is missing', async () => {
    const { unmount } = show('url=https://evil.example/files/a.pdf&type=pdf');
    expect(await screen.findByText('只能预览本站的文件')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    unmount();
    show('key=preview-42');
    expect(await screen.findByText('文件不存在或链接已失效')).toBeInTheDocument();
  });
});

describe('openFilePreview', () => {
  it('stores the file under a timestamp key and opens /preview with it in a new window', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1763800000123);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const file = { url: '/files/seed/notice-2.pdf', type: 'pdf', name: '公告.pdf' };
    openFilePreview(file);
    expect(JSON.parse(sessionStorage.getItem('preview-1763800000123')!)).toEqual(file);
    expect(open).toHaveBeenCalledWith('/preview?key=preview-1763800000123', '_blank');
  });
});

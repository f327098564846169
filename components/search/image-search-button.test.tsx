import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/api/request';
import { ImageSearchButton, imageSearchUrl } from './image-search-button';
import { renderHost } from './test-host';

const ORIGIN = 'http://mall.test';
const uploads: { field: string; name: string }[] = [];
// The local driver's ticket: post to our own upload endpoint.
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/file/stsPublicUpload`, () =>
    HttpResponse.json({
      code: 0,
      msg: 'success',
      data: { mode: 'api', host: '/v1/api/file/publicUpload', maxBytes: 50 * 1024 * 1024 },
    }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  uploads.length = 0;
});
afterAll(() => server.close());

function acceptUploads() {
  server.use(
    http.post(`${ORIGIN}/v1/api/file/publicUpload`, async ({ request: r }) => {
      const form = await r.formData();
      for (const [field, value] of form.entries()) {
        uploads.push({ field, name: value instanceof File ? value.name : String(value) });
      }
      return HttpResponse.json({
        code: 0,
        msg: 'success',
        data: { fileUrl: '/files/public/2026/a b.png' },
      });
    }),
  );
}

function setup(applyAccept = true) {
  const { push, Host } = renderHost();
  render(
    <Host>
      <ImageSearchButton />
    </Host>,
  );
  const user = userEvent.setup({ applyAccept });
  return { push, user, picker: screen.getByLabelText<HTMLInputElement>('选择要搜索的图片') };
}

const image = (name: string, type: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type });

describe('ImageSearchButton', () => {
  it('accepts a single png, jpg or jpeg', () => {
    const { picker } = setup();
    expect(screen.getByRole('button', { name: '以图搜图' })).toBeInTheDocument();
    expect(picker).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    expect(picker.multiple).toBe(false);
  });

  it('uploads the picture as field file and opens its results', async () => {
    acceptUploads();
    const { push, user, picker } = setup();
    await user.upload(picker, image('tile.jpg', 'image/jpeg'));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(uploads).toEqual([{ field: 'file', name: 'tile.jpg' }]);
    expect(push).toHaveBeenCalledWith(imageSearchUrl('/files/public/2026/a b.png'));
    expect(imageSearchUrl('/files/public/2026/a b.png')).toBe(
      '/search-image?url=%2Ffiles%2Fpublic%2F2026%2Fa%20b.png',
    );
  });

  it('refuses another type without uploading', async () => {
    const { push, user, picker } = setup(false);
    await user.upload(picker, image('清单.pdf', 'application/pdf'));
    expect(await screen.findByText('文件类型错误，请检查后重新上传')).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(push).not.toHaveBeenCalled();
  });

  it('refuses a picture over 50 MB', async () => {
    const { push, user, picker } = setup();
    await user.upload(picker, image('大图.png', 'image/png', 50 * 1024 * 1024 + 1));
    expect(await screen.findByText('文件大小超出限制，最大50M')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('says the upload failed when the server refuses it', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/file/publicUpload`, () =>
        HttpResponse.json({ code: 500, msg: '存储不可用', data: null }, { status: 500 }),
      ),
    );
    const { push, user, picker } = setup();
    await user.upload(picker, image('a.png', 'image/png'));
    expect(await screen.findByText('上传失败，请重试')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });
});

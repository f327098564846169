import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/api/request';
import { UPLOAD_MSG } from '@/lib/upload-rules';
import { UploadField, type UploadFieldProps } from './upload-field';

const ORIGIN = 'http://mall.test';
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
let seq = 0;
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/file/privateUploadWithSign`, () =>
    ok({ mode: 'api', host: '/v1/api/file/privateUpload', maxBytes: 50 * 1024 * 1024 }),
  ),
  http.post(`${ORIGIN}/v1/api/file/privateUpload`, async ({ request: r }) => {
    const file = (await r.formData()).get('file') as File;
    seq += 1;
    return ok({ fileUrl: `/v1/api/file/private/202611/${seq}.pdf`, name: file.name, type: 'pdf' });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const pdf = (name: string, bytes = 8) =>
  new File(['%'.repeat(bytes)], name, { type: 'application/pdf' });

/** The field over state of its own, as a form holds it. */
function Holder(props: Partial<UploadFieldProps> & { start?: string[] }) {
  const [urls, setUrls] = useState<readonly string[]>(props.start ?? []);
  return (
    <UploadField
      id="doc"
      label="授权委托书"
      buttonText="上传授权委托书"
      accept={['png', 'jpg', 'pdf']}
      {...props}
      value={urls}
      onChange={(update) => setUrls(update)}
    />
  );
}

function setup(props: Partial<UploadFieldProps> & { start?: string[] } = {}) {
  const user = userEvent.setup({ applyAccept: false });
  const view = render(<Holder {...props} />);
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  return { user, input };
}

describe('UploadField', () => {
  it('the button opens the file picker; a chosen file is listed by its own name, as a link', async () => {
    const { user, input } = setup();
    let opened = 0;
    input.addEventListener('click', () => (opened += 1));
    await user.click(screen.getByRole('button', { name: '上传授权委托书' }));
    expect(opened).toBe(1);

    await user.upload(input, pdf('授权委托书.pdf'));
    const list = await screen.findByRole('list', { name: '已上传的授权委托书' });
    expect(within(list).getByRole('link', { name: '授权委托书.pdf' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/v1\/api\/file\/private\/202611\/\d+\.pdf$/),
    );
    // A single-file field replaces its file.
    await user.upload(input, pdf('新委托书.pdf'));
    expect(await within(list).findByRole('link', { name: '新委托书.pdf' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: '删除 新委托书.pdf' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('refuses a wrong type, too large a file and too many files before sending anything', async () => {
    let posted = 0;
    server.events.on('request:start', ({ request: r }) => {
      if (r.method === 'POST') posted += 1;
    });
    const { user, input } = setup({ maxCount: 2, start: ['/files/a.pdf'] });
    await user.upload(input, new File(['x'], '说明.docx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MSG.wrongType);
    await user.upload(input, [pdf('一.pdf'), pdf('二.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MSG.tooMany(2));
    expect(posted).toBe(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    server.events.removeAllListeners('request:start');
  });

  it('says a failed upload under the field and keeps what was there', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/file/privateUpload`, () =>
        HttpResponse.json({ code: 500, msg: '存储不可用', data: null }, { status: 500 }),
      ),
    );
    const { user, input } = setup({ start: ['/files/seed/letter.pdf'] });
    await user.upload(input, pdf('授权委托书.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MSG.failed);
    expect(screen.getByRole('link', { name: 'letter.pdf' })).toBeInTheDocument();
  });

  it('shows the upload in progress, then adds to the files of a multi-file field', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/file/privateUpload`, async () => {
        await delay(50);
        return ok({ fileUrl: '/v1/api/file/private/202611/late.pdf', name: 'x', type: 'pdf' });
      }),
    );
    const { user, input } = setup({ maxCount: 10, start: ['/files/a.pdf'] });
    await user.upload(input, pdf('作品.pdf'));
    expect(await screen.findByText('正在上传 作品.pdf…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传授权委托书' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    expect(screen.queryByText('正在上传 作品.pdf…')).not.toBeInTheDocument();
  });
});

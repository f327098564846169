import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { CERT_MSG } from '@/lib/certification';
import { DesignerCertificationForm } from './designer-certification-form';

const ORIGIN = 'http://mall.test';
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const sent: unknown[] = [];
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/file/privateUploadWithSign`, () =>
    ok({ mode: 'api', host: '/v1/api/file/privateUpload', maxBytes: 50 * 1024 * 1024 }),
  ),
  http.post(`${ORIGIN}/v1/api/file/privateUpload`, () =>
    ok({ fileUrl: '/v1/api/file/private/202611/id.pdf', name: 'id.pdf', type: 'pdf' }),
  ),
  http.post(`${ORIGIN}/v1/api/authentication/designer`, async ({ request: r }) => {
    sent.push(await r.json());
    return sent.length === 1
      ? HttpResponse.json(
          { code: 403, msg: '仅设计师账号可以提交设计师认证', data: null },
          { status: 403 },
        )
      : ok(null);
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterAll(() => server.close());

const errors = () => [...document.querySelectorAll('[id$="-error"]')].map((e) => e.textContent);

describe('DesignerCertificationForm', () => {
  it('asks for each field in order, says a refusal under the form and sends once it may', async () => {
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    const view = render(<DesignerCertificationForm info={null} onSubmitted={onSubmitted} />);
    const submit = () => user.click(screen.getByRole('button', { name: '提交认证' }));

    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.realName]));
    expect(screen.getByLabelText('真实姓名')).toHaveFocus();
    await user.type(screen.getByLabelText('真实姓名'), '周子墨');
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.designerType]));
    await user.click(screen.getByRole('radio', { name: '设计工作室' }));
    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.idCardUrl]));
    expect(screen.getByRole('button', { name: '上传身份证明' })).toHaveFocus();
    const [idCard] = view.container.querySelectorAll<HTMLInputElement>('input[type=file]');
    await user.upload(idCard!, new File(['%PDF'], '身份证.pdf', { type: 'application/pdf' }));
    await screen.findByRole('link', { name: '身份证.pdf' });

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('仅设计师账号可以提交设计师认证');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByLabelText('真实姓名')).toHaveValue('周子墨');

    await submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(sent[1]).toEqual({
      realName: '周子墨',
      designerType: 3,
      idCardUrl: '/v1/api/file/private/202611/id.pdf',
      worksUrls: [],
    });
  });
});

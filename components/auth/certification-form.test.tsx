import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { EnterpriseInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { CERT_MSG } from '@/lib/certification';
import { CREDIT_CODE_MSG } from '@/lib/credit-code';
import { CertificationForm } from './certification-form';

const ORIGIN = 'http://mall.test';
const node = (id: number, name: string, subordinate: unknown[] = []) => ({
  id,
  pid: 0,
  name,
  logo: null,
  status: 1,
  level: 1,
  hasChildren: subordinate.length ? 1 : 0,
  subordinate,
});
const tree = [
  node(5, '地板'),
  node(7, '墙面材料', [
    node(71, '瓷砖'),
    node(72, '涂料', [node(721, '内墙涂料'), node(722, '外墙涂料')]),
  ]),
];
const sent: { path: string; body: unknown }[] = [];
let uploadSeq = 0;

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/category/allWebServerType`, () => ok(tree)),
  http.get(`${ORIGIN}/v1/api/category/allServerType`, () => ok(tree)),
  http.get(`${ORIGIN}/v1/api/tenant/match`, () => ok([])),
  http.get(`${ORIGIN}/v1/api/tenant/enterpriseCheck`, ({ request: r }) =>
    ok(new URL(r.url).searchParams.get('name') === '已认证建材有限公司'),
  ),
  // The local driver's ticket: post to our own upload endpoint.
  http.get(`${ORIGIN}/v1/api/file/privateUploadWithSign`, () =>
    ok({ mode: 'api', host: '/v1/api/file/privateUpload', maxBytes: 50 * 1024 * 1024 }),
  ),
  http.post(`${ORIGIN}/v1/api/file/privateUpload`, async ({ request: r }) => {
    const file = (await r.formData()).get('file') as File;
    uploadSeq += 1;
    return ok({
      fileUrl: `/v1/api/file/private/202605/${uploadSeq}.pdf`,
      name: file.name,
      type: 'pdf',
    });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

function recordSubmit(method: 'post' | 'put', path: string, answer: () => Response) {
  server.use(
    http[method](`${ORIGIN}${path}`, async ({ request: r }) => {
      sent.push({ path, body: await r.json() });
      return answer();
    }),
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function setup(props: Partial<Parameters<typeof CertificationForm>[0]> = {}) {
  const onSubmitted = vi.fn();
  const user = userEvent.setup();
  const view = render(withProviders(<CertificationForm onSubmitted={onSubmitted} {...props} />));
  const submit = () =>
    user.click(screen.getByRole('button', { name: props.existing ? '重新提交' : '提交认证' }));
  const fileInputs = () => view.container.querySelectorAll<HTMLInputElement>('input[type=file]');
  return { user, onSubmitted, submit, fileInputs };
}

/** The visible field messages (each tied to its field by id), in page order. */
const errors = () => [...document.querySelectorAll('[id$="-error"]')].map((e) => e.textContent);

describe('CertificationForm', () => {
  it('asks for the required fields one at a time, in form order', async () => {
    const { user, submit, fileInputs } = setup();

    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.topType]));
    expect(screen.getByRole('radio', { name: '供应商' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: '采购商' }));
    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.companyName]));
    expect(screen.getByLabelText('企业名称')).toHaveFocus();

    await user.type(screen.getByLabelText('企业名称'), '上海测试置业有限公司');
    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.creditCode]));
    expect(screen.getByLabelText('统一社会信用代码')).toHaveFocus();

    await user.type(screen.getByLabelText('统一社会信用代码'), '91350100m000100y4');
    await submit();
    await waitFor(() => expect(errors()).toEqual([CREDIT_CODE_MSG.length]));
    await user.type(screen.getByLabelText('统一社会信用代码'), '4');
    await submit();
    await waitFor(() => expect(errors()).toEqual([CREDIT_CODE_MSG.checkChar]));
    await user.type(screen.getByLabelText('统一社会信用代码'), '{Backspace}3');
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91350100M000100Y43');
    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.childType]));

    await user.click(screen.getByRole('radio', { name: '开发商' }));
    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.businessLicenseUrl]));

    await user.upload(fileInputs()[0]!, pdf('营业执照.pdf'));
    expect(await screen.findByText('营业执照.pdf')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.authorizationUrl]));

    // A supplier also names its serve categories; a buyer has none to name.
    await user.click(screen.getByRole('radio', { name: '供应商' }));
    expect(screen.getByRole('group', { name: '服务类目' })).toBeInTheDocument();
    await user.upload(fileInputs()[1]!, pdf('授权委托书.pdf'));
    expect(await screen.findByText('授权委托书.pdf')).toBeInTheDocument();
    await submit();
    // The buyer's child type does not fit a supplier.
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.childType]));
    await user.click(screen.getByRole('radio', { name: '生产厂家' }));
    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.serveCategoryIds]));
    expect(screen.getByRole('checkbox', { name: '地板' })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('marks the real controls required, never the hint shown before an identity is chosen', async () => {
    const { user, submit } = setup();
    const requiredRoles = () =>
      [...document.querySelectorAll('[aria-required="true"]')].map(
        (e) => e.getAttribute('role') ?? e.tagName.toLowerCase(),
      );
    expect(requiredRoles()).not.toContain('span');
    expect(screen.getByText('请先选择认证身份')).not.toHaveAttribute('aria-required');

    await user.click(screen.getByRole('radio', { name: '采购商' }));
    expect(screen.getAllByRole('radiogroup')[1]).toHaveAttribute('aria-required', 'true');
    expect(requiredRoles()).not.toContain('span');

    // The first refusal is announced as well as shown.
    await submit();
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"].visually-hidden')).toHaveTextContent(
        CERT_MSG.companyName,
      ),
    );
  });

  it('sends a buyer certification once every field is filled', async () => {
    recordSubmit('post', '/v1/api/tenant/save', () => ok({ enterpriseId: 77 }));
    const { user, submit, fileInputs, onSubmitted } = setup({ initialType: 2 });
    expect(screen.getByRole('radio', { name: '采购商' })).toBeChecked();
    await user.type(screen.getByLabelText('企业名称'), ' 上海测试置业有限公司 ');
    await user.type(screen.getByLabelText('统一社会信用代码'), '91110108551385082q');
    await user.click(screen.getByRole('radio', { name: '设计公司' }));
    await user.upload(fileInputs()[0]!, pdf('营业执照.pdf'));
    await user.upload(fileInputs()[1]!, pdf('授权委托书.pdf'));
    await screen.findByText('授权委托书.pdf');
    await submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ enterpriseId: 77, type: 2 }));
    expect(sent[0]?.body).toEqual({
      topType: 2,
      companyName: '上海测试置业有限公司',
      creditCode: '91110108551385082Q',
      companyType: 1,
      childType: 2002,
      businessLicenseUrl: expect.stringMatching(/^\/v1\/api\/file\/private\/202605\/\d+\.pdf$/),
      authorizationUrl: expect.stringMatching(/^\/v1\/api\/file\/private\/202605\/\d+\.pdf$/),
      serveCategoryIds: [],
    });
  });

  it('sends a supplier certification with the serve categories ticked in the tree', async () => {
    recordSubmit('post', '/v1/api/tenant/save', () => ok({ enterpriseId: 78 }));
    const { user, submit, fileInputs, onSubmitted } = setup({ initialType: 1 });
    await user.type(screen.getByLabelText('企业名称'), '佛山测试建材有限公司');
    await user.type(screen.getByLabelText('统一社会信用代码'), '91350100M000100Y43');
    await user.click(screen.getByRole('radio', { name: '经销商' }));
    await user.upload(fileInputs()[0]!, pdf('营业执照.pdf'));
    await user.upload(fileInputs()[1]!, pdf('授权委托书.pdf'));
    await screen.findByText('授权委托书.pdf');

    // Branches open under their toggle; a category stands for everything under it.
    const categories = screen.getByRole('group', { name: '服务类目' });
    expect(within(categories).queryByRole('checkbox', { name: '瓷砖' })).not.toBeInTheDocument();
    await user.click(within(categories).getByRole('button', { name: '展开墙面材料' }));
    await user.click(within(categories).getByRole('button', { name: '展开涂料' }));
    await user.click(within(categories).getByRole('checkbox', { name: '内墙涂料' }));
    const wall = within(categories).getByRole('checkbox', { name: '墙面材料' });
    expect(wall).toHaveProperty('indeterminate', true);
    await user.click(within(categories).getByRole('checkbox', { name: '外墙涂料' }));
    await user.click(within(categories).getByRole('checkbox', { name: '瓷砖' }));
    expect(wall).toBeChecked();
    await user.click(within(categories).getByRole('checkbox', { name: '地板' }));
    expect(categories).toHaveAccessibleDescription(/已选 2 项/);

    await submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ enterpriseId: 78, type: 1 }));
    expect(sent[0]?.body).toMatchObject({ topType: 1, childType: 4, serveCategoryIds: [5, 7] });
  });

  it('keeps what was typed while a document was still uploading', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/file/privateUpload`, async () => {
        await delay(100);
        return ok({ fileUrl: '/v1/api/file/private/202605/slow.pdf', name: 'x', type: 'pdf' });
      }),
    );
    const { user, fileInputs } = setup({ initialType: 2 });
    await user.upload(fileInputs()[0]!, pdf('营业执照.pdf'));
    await user.type(screen.getByLabelText('企业名称'), '上海测试置业有限公司');
    expect(await screen.findByRole('link', { name: '营业执照.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('企业名称')).toHaveValue('上海测试置业有限公司');
  });

  it('stops at a company that is already certified', async () => {
    const { user, submit } = setup({ initialType: 2 });
    await user.type(screen.getByLabelText('企业名称'), '已认证建材有限公司');
    await user.tab();
    expect(await screen.findByText(CERT_MSG.alreadyCertified)).toBeInTheDocument();
    await user.type(screen.getByLabelText('统一社会信用代码'), '91350100M000100Y43');
    await user.click(screen.getByRole('radio', { name: '开发商' }));
    // The taken name is the first thing wrong in form order, before the missing documents.
    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.alreadyCertified]));
    expect(screen.getByLabelText('企业名称')).toHaveFocus();
    await user.clear(screen.getByLabelText('企业名称'));
    await user.type(screen.getByLabelText('企业名称'), '新注册建材有限公司');
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.businessLicenseUrl]));
  });

  it('shows the reject reason and keeps every input when the resubmission fails', async () => {
    recordSubmit('put', '/v1/api/tenant/update', () =>
      HttpResponse.json(
        { code: 400, msg: '营业执照无效，请重新上传', data: null },
        { status: 400 },
      ),
    );
    const existing: EnterpriseInfo = {
      id: 304,
      name: '温州多维门窗有限公司',
      type: 2,
      status: -1,
      tenantStatus: 'company_approve_fail',
      childType: 2001,
      companyType: 1,
      companyName: '温州多维门窗有限公司',
      creditCode: '91330300MA00003044',
      businessLicenseUrl: '/files/seed/licence.png',
      authorizationUrl: '/files/seed/letter.pdf',
      serveCategoryIds: [],
      rejectReason: '授权委托书缺少公章',
    };
    const { submit, onSubmitted } = setup({ existing });
    expect(screen.getByText('驳回原因：授权委托书缺少公章')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('营业执照无效，请重新上传')).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({
      enterpriseId: 304,
      companyName: '温州多维门窗有限公司',
      creditCode: '91330300MA00003044',
    });
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByLabelText('企业名称')).toHaveValue('温州多维门窗有限公司');
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91330300MA00003044');
    expect(screen.getByRole('radio', { name: '开发商' })).toBeChecked();
    const uploads = screen.getAllByRole('link').map((a) => a.textContent);
    expect(uploads).toEqual(expect.arrayContaining(['licence.png', 'letter.pdf']));
    expect(within(document.body).getByRole('button', { name: '重新提交' })).toBeEnabled();
  });

  it('points at the credit code when another company holds it', async () => {
    recordSubmit('post', '/v1/api/tenant/save', () =>
      HttpResponse.json({ code: 400, msg: CERT_MSG.creditCodeTaken, data: null }, { status: 400 }),
    );
    const { user, submit, fileInputs, onSubmitted } = setup({ initialType: 2 });
    await user.type(screen.getByLabelText('企业名称'), '上海测试置业有限公司');
    await user.type(screen.getByLabelText('统一社会信用代码'), '91350100M000100Y43');
    await user.click(screen.getByRole('radio', { name: '开发商' }));
    await user.upload(fileInputs()[0]!, pdf('营业执照.pdf'));
    await user.upload(fileInputs()[1]!, pdf('授权委托书.pdf'));
    await screen.findByText('授权委托书.pdf');
    await submit();
    await waitFor(() => expect(errors()).toEqual([CERT_MSG.creditCodeTaken]));
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91350100M000100Y43');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

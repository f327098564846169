import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/api/request';
import type { OpsCertification } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { ReviewCentre } from './review-centre';

const ORIGIN = 'http://mall.test';
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const page = <T,>(records: T[]) => ok({ records, total: records.length, pageNo: 1, pageSize: 10 });
const server = setupServer();
const decisions: unknown[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  decisions.length = 0;
});
afterAll(() => server.close());

const certification: OpsCertification = {
  id: 303,
  companyName: '宁波多维装饰设计有限公司',
  creditCode: '91330200MA0000303U',
  type: 2,
  childType: 2002,
  companyType: 1,
  businessLicenseUrl: '/v1/api/file/private/202605/a.png',
  authorizationUrl: '/v1/api/file/private/202605/b.pdf',
  serveCategories: [],
  applicant: { id: 6, name: '吴海川', phone: '13800000006' },
  submittedAt: '2026-05-01T02:00:00.000Z',
};

function operatorServer() {
  let pending = [certification];
  server.use(
    http.get(`${ORIGIN}/v1/api/ops/overview`, () =>
      ok({
        operator: { id: 7, name: '郑思远' },
        pending: { certifications: pending.length, signups: 0, designers: 0 },
      }),
    ),
    http.get(`${ORIGIN}/v1/api/ops/certifications`, () => page(pending)),
    http.post(`${ORIGIN}/v1/api/ops/certifications/:id/review`, async ({ request: r, params }) => {
      decisions.push({ id: params.id, ...((await r.json()) as object) });
      pending = [];
      return ok({ id: 303, status: -1, tenantStatus: 'company_approve_fail' });
    }),
  );
}

describe('ReviewCentre', () => {
  it('lists pending certifications with their files and rejects only with a reason', async () => {
    operatorServer();
    const user = userEvent.setup();
    render(withProviders(<ReviewCentre />));
    const row = (await screen.findByText('宁波多维装饰设计有限公司')).closest('tr')!;
    expect(within(row).getByText('采购商')).toBeInTheDocument();
    expect(within(row).getByText('设计公司')).toBeInTheDocument();
    expect(within(row).getByText('91330200MA0000303U')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: '营业执照预览' })).toHaveAttribute(
      'src',
      certification.businessLicenseUrl,
    );
    expect(within(row).getByRole('link', { name: '查看授权委托书' })).toHaveAttribute(
      'href',
      certification.authorizationUrl,
    );

    await user.click(within(row).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.type(within(dialog).getByLabelText('驳回原因'), '营业执照照片模糊');
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(decisions).toEqual([{ id: '303', action: 'reject', reason: '营业执照照片模糊' }]),
    );
    expect(await screen.findByText('暂无待审核的企业认证')).toBeInTheDocument();
  });
});

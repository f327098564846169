import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { EnterpriseInfo, UserInfoWire } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { CertificationPage } from './certification-page';

const query = vi.hoisted(() => ({ current: new URLSearchParams() }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => query.current,
  useRouter: () => ({ push: vi.fn() }),
}));

const ORIGIN = 'http://mall.test';
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/category/allWebServerType`, () => ok([])),
  http.get(`${ORIGIN}/v1/api/category/allServerType`, () => ok([])),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const me: UserInfoWire = {
  id: 8,
  name: '冯晓峰',
  phone: '13800000008',
  enterpriseId: 310,
  enterpriseName: '临沂市恒信板材有限公司',
  enterpriseStatus: -1,
  designerStatus: 0,
  userType: 1,
  isPersonalAccount: true,
  isDesignerAccount: false,
  topType: 3,
  labels: [],
  clientId: 'c',
  tenantStatus: 'company_approve_fail',
  tenantStatusDesc: '企业认证未通过',
  headPhotoUrl: null,
  developersLevel: null,
  tenant: null,
};

const enterprise = (patch: Partial<EnterpriseInfo>): EnterpriseInfo => ({
  id: 310,
  name: '临沂市恒信板材有限公司',
  type: 1,
  status: -1,
  tenantStatus: 'company_approve_fail',
  childType: 1001,
  companyType: 1,
  businessLicenseUrl: '/files/seed/licence.png',
  authorizationUrl: '/files/seed/letter.pdf',
  serveCategoryIds: [5],
  rejectReason: '授权委托书缺少公章',
  ...patch,
});

function signedIn(user: UserInfoWire = me) {
  server.use(http.get(`${ORIGIN}/v1/api/user/current`, () => ok(user)));
}

describe('CertificationPage', () => {
  it('asks visitors to log in', async () => {
    query.current = new URLSearchParams('type=1');
    server.use(
      http.get(`${ORIGIN}/v1/api/user/current`, () =>
        HttpResponse.json({ code: 401, msg: '请先登录', data: null }, { status: 401 }),
      ),
    );
    render(withProviders(<CertificationPage />));
    expect(await screen.findByRole('heading', { name: '请先登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      expect.stringContaining('/reg/login?returnUrl='),
    );
  });

  it('re-authenticates a rejected enterprise with its reason (enterpriseId or id)', async () => {
    signedIn();
    const asked: string[] = [];
    server.use(
      http.get(`${ORIGIN}/v1/api/tenant/info`, ({ request: r }) => {
        asked.push(new URL(r.url).search);
        return ok(enterprise({}));
      }),
    );
    query.current = new URLSearchParams('enterpriseId=310&type=1');
    const first = render(withProviders(<CertificationPage />));
    expect(await screen.findByRole('heading', { name: '重新认证' })).toBeInTheDocument();
    expect(screen.getByText('驳回原因：授权委托书缺少公章')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新提交' })).toBeInTheDocument();
    first.unmount();

    query.current = new URLSearchParams('type=1&id=310');
    render(withProviders(<CertificationPage />));
    expect(await screen.findByRole('heading', { name: '重新认证' })).toBeInTheDocument();
    expect(asked).toEqual(['?enterpriseId=310', '?enterpriseId=310']);
  });

  it('only shows the state of an enterprise in review', async () => {
    signedIn();
    server.use(
      http.get(`${ORIGIN}/v1/api/tenant/info`, () =>
        ok(enterprise({ status: 0, tenantStatus: 'company_approving', rejectReason: null })),
      ),
    );
    query.current = new URLSearchParams('enterpriseId=310');
    render(withProviders(<CertificationPage />));
    expect(await screen.findByRole('heading', { name: '认证审核中' })).toBeInTheDocument();
    expect(screen.getByText(/审核通常在 1-3 个工作日内完成/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
  });

  it('shows a user coming back to /auth what they submitted while it is in review', async () => {
    signedIn({ ...me, enterpriseStatus: 0, tenantStatus: 'company_approving' });
    server.use(
      http.get(`${ORIGIN}/v1/api/tenant/info`, () =>
        ok(enterprise({ status: 0, tenantStatus: 'company_approving', rejectReason: null })),
      ),
    );
    query.current = new URLSearchParams('');
    render(withProviders(<CertificationPage />));
    expect(await screen.findByRole('heading', { name: '认证审核中' })).toBeInTheDocument();
    expect(screen.getByText('临沂市恒信板材有限公司')).toBeInTheDocument();
    expect(screen.getByText('供应商（生产厂家）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
  });

  it('shows an approved company, not the form, to a user coming back to /auth', async () => {
    signedIn({
      ...me,
      enterpriseStatus: 1,
      isPersonalAccount: false,
      topType: 1,
      tenantStatus: 'supplier_to_approve',
    });
    server.use(
      http.get(`${ORIGIN}/v1/api/tenant/info`, () =>
        ok(enterprise({ status: 1, tenantStatus: 'supplier_to_approve', rejectReason: null })),
      ),
    );
    query.current = new URLSearchParams('');
    render(withProviders(<CertificationPage supplierWorkbenchUrl="/workbench/supplier" />));
    expect(await screen.findByRole('heading', { name: '企业已认证' })).toBeInTheDocument();
    expect(screen.getByText('临沂市恒信板材有限公司已通过企业认证。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
  });

  it('gives a designer account with type=2 the designer certification', async () => {
    signedIn({ ...me, enterpriseId: null, enterpriseStatus: null, isDesignerAccount: true });
    server.use(
      http.get(`${ORIGIN}/v1/api/authentication/detail`, () =>
        ok({
          designerStatus: -1,
          isDesignerAccount: true,
          rejectReason: '证件照片不清晰',
          submission: {
            realName: '周子墨',
            designerType: 1,
            idCardUrl: '/files/a.png',
            worksUrls: [],
          },
          submittedAt: null,
        }),
      ),
    );
    query.current = new URLSearchParams('type=2');
    render(withProviders(<CertificationPage />));
    expect(await screen.findByRole('heading', { name: '设计师认证' })).toBeInTheDocument();
    expect(screen.getByText('驳回原因：证件照片不清晰')).toBeInTheDocument();
    expect(screen.getByLabelText('真实姓名')).toHaveValue('周子墨');
  });

  it('gives everyone else with type=2 the company form with 采购商 chosen', async () => {
    signedIn({ ...me, enterpriseId: null, enterpriseStatus: null });
    query.current = new URLSearchParams('type=2');
    render(withProviders(<CertificationPage />));
    expect(await screen.findByRole('heading', { name: '企业认证' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '采购商' })).toBeChecked();
  });
});

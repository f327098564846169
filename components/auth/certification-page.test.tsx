import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { EnterpriseInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import type { CertificationView } from '@/lib/certification';
import { CertificationPage, type CertificationPageProps } from './certification-page';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

// The company form loads the service categories for its 服务类目 picker.
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
afterAll(() => server.close());

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

function show(view: CertificationView, props: Partial<CertificationPageProps> = {}) {
  return render(
    withProviders(
      <CertificationPage
        view={view}
        supplierWorkbenchUrl="/workbench/supplier"
        developerWorkbenchUrl="/workbench/developer"
        {...props}
      />,
    ),
  );
}

describe('CertificationPage', () => {
  it('re-authenticates a rejected enterprise, showing its reason', () => {
    show({ kind: 'company', existing: enterprise({}) }, { initialType: 1 });
    expect(screen.getByRole('heading', { name: '重新认证' })).toBeInTheDocument();
    expect(screen.getByText('驳回原因：授权委托书缺少公章')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新提交' })).toBeInTheDocument();
  });

  it("says why someone else's enterprise was not opened, above a new certification", () => {
    show({ kind: 'company', existing: null, notice: '未找到该企业身份' });
    expect(screen.getByRole('heading', { name: '企业认证' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('未找到该企业身份，请重新提交企业认证。');
    expect(screen.getByRole('button', { name: '提交认证' })).toBeInTheDocument();
  });

  it('shows what was submitted while it is in review, and no form', () => {
    show({
      kind: 'companyPending',
      existing: enterprise({ status: 0, tenantStatus: 'company_approving', rejectReason: null }),
    });
    expect(screen.getByRole('heading', { name: '认证审核中' })).toBeInTheDocument();
    expect(screen.getByText(/审核通常在 1-3 个工作日内完成/)).toBeInTheDocument();
    const summary = screen.getByLabelText('已提交的认证资料');
    expect(within(summary).getByText('临沂市恒信板材有限公司')).toBeInTheDocument();
    expect(within(summary).getByText('供应商（生产厂家）')).toBeInTheDocument();
    expect(within(summary).getAllByRole('link', { name: '查看' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
  });

  it("shows an approved company with the way into its identity's workbench", () => {
    const approved = enterprise({ status: 1, rejectReason: null });
    const first = show({ kind: 'companyApproved', existing: approved });
    expect(screen.getByRole('heading', { name: '企业已认证' })).toBeInTheDocument();
    expect(screen.getByText('临沂市恒信板材有限公司已通过企业认证。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入工作台' })).toHaveAttribute(
      'href',
      '/workbench/supplier',
    );
    first.unmount();
    show({ kind: 'companyApproved', existing: { ...approved, type: 2 } });
    expect(screen.getByRole('link', { name: '进入工作台' })).toHaveAttribute(
      'href',
      '/workbench/developer',
    );
  });

  it("gives a designer account its form with the last submission and the rejection's reason", () => {
    show({
      kind: 'designer',
      info: {
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
      },
    });
    expect(screen.getByRole('heading', { name: '设计师认证' })).toBeInTheDocument();
    expect(screen.getByText('驳回原因：证件照片不清晰')).toBeInTheDocument();
    expect(screen.getByLabelText('真实姓名')).toHaveValue('周子墨');
  });

  it('shows a designer certification in review or done, not the form', () => {
    const info = {
      isDesignerAccount: true,
      rejectReason: null,
      submission: null,
      submittedAt: null,
    };
    const first = show({ kind: 'designer', info: { ...info, designerStatus: 2 } });
    expect(screen.getByRole('heading', { name: '设计师认证审核中' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
    first.unmount();
    show({ kind: 'designer', info: { ...info, designerStatus: 1 } });
    expect(screen.getByRole('heading', { name: '您已完成设计师认证' })).toBeInTheDocument();
  });

  it('preselects the identity the type query asks for on a new company form', () => {
    show({ kind: 'company', existing: null }, { initialType: 2 });
    expect(screen.getByRole('heading', { name: '企业认证' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '采购商' })).toBeChecked();
  });
});

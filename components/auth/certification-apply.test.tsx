import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CertificationApply } from './certification-apply';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
// The forms have tests of their own; here only what follows their onSubmitted matters.
vi.mock('./certification-form', () => ({
  CertificationForm: ({ onSubmitted }: { onSubmitted: (r: { type: 1 | 2 }) => void }) => (
    <button onClick={() => onSubmitted({ type: 1 })}>提交认证</button>
  ),
}));
vi.mock('./designer-certification-form', () => ({
  DesignerCertificationForm: ({ onSubmitted }: { onSubmitted: () => void }) => (
    <button onClick={onSubmitted}>提交设计师认证</button>
  ),
}));

beforeEach(() => push.mockClear());

const company = { kind: 'company', existing: null } as const;
const designer = {
  kind: 'designer',
  info: {
    designerStatus: 0,
    isDesignerAccount: true,
    rejectReason: null,
    submission: null,
    submittedAt: null,
  },
} as const;

describe('CertificationApply', () => {
  it('on the desktop, opens /auth/success with the identity submitted', async () => {
    render(<CertificationApply view={company} />);
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(push).toHaveBeenCalledExactlyOnceWith('/auth/success?type=1');
  });

  it('a designer goes to /auth/success without an identity', async () => {
    render(<CertificationApply view={designer} />);
    expect(screen.getByRole('heading', { name: '设计师认证' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交设计师认证' }));
    expect(push).toHaveBeenCalledExactlyOnceWith('/auth/success');
  });

  it('on the phone page, stays and says what happens next', async () => {
    render(<CertificationApply view={company} compact />);
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByRole('heading', { name: '认证资料已提交' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '接下来会发生什么' })).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });
});

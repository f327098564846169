import { describe, expect, it } from 'vitest';
import { companyCertificationView, designerCertificationView } from './enterprise-view';

describe('companyCertificationView', () => {
  it('offers certification to a user without an enterprise', () => {
    expect(companyCertificationView(null)).toEqual({
      label: '未认证',
      tone: 'none',
      reason: null,
      action: { href: '/auth', label: '立即认证' },
    });
  });

  it('offers nothing while in review or once approved', () => {
    const base = { id: 7, type: 2 as const, rejectReason: null };
    expect(companyCertificationView({ ...base, status: 0 })).toMatchObject({
      label: '审核中',
      tone: 'wait',
      action: null,
    });
    expect(companyCertificationView({ ...base, status: 1 })).toMatchObject({
      label: '已认证',
      action: null,
    });
  });

  it('shows the reason of a rejection and links to re-certify that enterprise', () => {
    const view = companyCertificationView(
      { id: 7, type: 1, status: -1, rejectReason: null },
      '营业执照不清晰',
    );
    expect(view).toEqual({
      label: '审核未通过',
      tone: 'fail',
      reason: '营业执照不清晰',
      action: { href: '/auth?type=1&id=7', label: '重新认证' },
    });
    expect(
      companyCertificationView({ id: 7, type: 1, status: -1, rejectReason: '名称不符' }, 'x')
        .reason,
    ).toBe('名称不符');
  });
});

describe('designerCertificationView', () => {
  it('follows the designer status', () => {
    expect(designerCertificationView(2).action).toBeNull();
    expect(designerCertificationView(1).label).toBe('已认证');
    expect(designerCertificationView(-1, '作品不足')).toMatchObject({
      tone: 'fail',
      reason: '作品不足',
      action: { href: '/auth?type=2', label: '重新认证' },
    });
    expect(designerCertificationView(0).action?.label).toBe('设计师认证');
  });
});

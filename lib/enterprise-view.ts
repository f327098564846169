/** 企业信息与认证: what a centre shows about the user's certification, and where to go next. */
import type { EnterpriseInfo } from '@/api/types';
import { DESIGNER_STATUS } from './certification';
import { authPageUrl, ENTERPRISE_STATUS_DESC, isEnterpriseStatus } from './identity';

export type CertificationTone = 'ok' | 'wait' | 'fail' | 'none';

export interface CertificationView {
  label: string;
  tone: CertificationTone;
  /** The rejection reason, when rejected. */
  reason: string | null;
  /** Where to (re)certify, when allowed; null while in review or once approved. */
  action: { href: string; label: string } | null;
}

type Certification = Pick<EnterpriseInfo, 'id' | 'type' | 'status' | 'rejectReason'>;

/** The company certification: none, in review, approved, rejected or still to be completed. */
export function companyCertificationView(
  enterprise: Certification | null,
  lastReason: string | null = null,
): CertificationView {
  if (!enterprise) {
    return {
      label: '未认证',
      tone: 'none',
      reason: null,
      action: { href: authPageUrl(), label: '立即认证' },
    };
  }
  const status = isEnterpriseStatus(enterprise.status) ? enterprise.status : -2;
  const label = ENTERPRISE_STATUS_DESC[status];
  if (status === 1) return { label, tone: 'ok', reason: null, action: null };
  if (status === 0) return { label, tone: 'wait', reason: null, action: null };
  const target = { type: enterprise.type, id: enterprise.id };
  if (status === -1) {
    return {
      label,
      tone: 'fail',
      reason: enterprise.rejectReason?.trim() || lastReason?.trim() || null,
      action: { href: authPageUrl(target), label: '重新认证' },
    };
  }
  return {
    label,
    tone: 'none',
    reason: null,
    action: { href: authPageUrl(target), label: '完善认证资料' },
  };
}

export const DESIGNER_STATUS_TEXT: Record<number, string> = {
  [DESIGNER_STATUS.none]: '未认证',
  [DESIGNER_STATUS.pending]: '审核中',
  [DESIGNER_STATUS.certified]: '已认证',
  [DESIGNER_STATUS.rejected]: '审核未通过',
};

/** The designer certification of a designer account. */
export function designerCertificationView(
  designerStatus: number,
  lastReason: string | null = null,
): CertificationView {
  const label = DESIGNER_STATUS_TEXT[designerStatus] ?? '未认证';
  if (designerStatus === DESIGNER_STATUS.certified) {
    return { label, tone: 'ok', reason: null, action: null };
  }
  if (designerStatus === DESIGNER_STATUS.pending) {
    return { label, tone: 'wait', reason: null, action: null };
  }
  const rejected = designerStatus === DESIGNER_STATUS.rejected;
  return {
    label,
    tone: rejected ? 'fail' : 'none',
    reason: rejected ? lastReason?.trim() || null : null,
    action: { href: '/auth?type=2', label: rejected ? '重新认证' : '设计师认证' },
  };
}

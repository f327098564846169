import type { UserInfoWire } from '@/api/types';
import { wireUser } from '@/tests/fixtures/wire-user';

/** 陈启航 of 杭州启航新型建材 (the seeded supplier awaiting approval), as user/current answers. */
export const supplierWire = (over: Partial<UserInfoWire>): UserInfoWire =>
  wireUser({
    id: 9,
    name: '陈启航',
    phone: '13800000009',
    enterpriseId: 311,
    enterpriseName: '杭州启航新型建材有限公司',
    clientId: 'c',
    tenantStatus: 'supplier_to_approve',
    tenantStatusDesc: null,
    tenant: { memberLevel: null },
    ...over,
  });

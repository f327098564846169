import type { UserInfoWire } from '@/api/types';

/** 陈启航 of 杭州启航新型建材 (the seeded supplier awaiting approval), as user/current answers. */
export const supplierWire = (over: Partial<UserInfoWire>): UserInfoWire => ({
  id: 9,
  name: '陈启航',
  phone: '13800000009',
  enterpriseId: 311,
  enterpriseName: '杭州启航新型建材有限公司',
  enterpriseStatus: 1,
  designerStatus: 0,
  userType: 1,
  isPersonalAccount: false,
  isDesignerAccount: false,
  topType: 1,
  labels: [],
  clientId: 'c',
  tenantStatus: 'supplier_to_approve',
  tenantStatusDesc: null,
  headPhotoUrl: null,
  developersLevel: null,
  tenant: { memberLevel: null },
  ...over,
});

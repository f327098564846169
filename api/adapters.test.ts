import { describe, expect, it } from 'vitest';
import { permissionTreeOf, toUserInfo } from './adapters';
import type { UserInfoWire } from './types';

const wire: UserInfoWire = {
  id: 7,
  name: '张三',
  phone: '13800000000',
  enterpriseId: 31,
  enterpriseName: '筑材科技有限公司',
  enterpriseStatus: 1,
  designerStatus: 0,
  userType: 2,
  isPersonalAccount: false,
  isDesignerAccount: false,
  topType: 2,
  labels: [4],
  clientId: 'c-1',
  tenantStatus: null,
  tenantStatusDesc: null,
  headPhotoUrl: null,
  developersLevel: 3,
  tenant: { memberLevel: null },
};

describe('toUserInfo', () => {
  it('derives companyId, companyName and companyType from the active enterprise', () => {
    expect(toUserInfo(wire)).toMatchObject({
      ...wire,
      companyId: 31,
      companyName: '筑材科技有限公司',
      companyType: 2,
      roleId: 2,
    });
  });

  it('uses the server roleId when it sends one', () => {
    expect(toUserInfo({ ...wire, roleId: 5 }).roleId).toBe(5);
  });

  it('sets roleId -1 for an account that is both personal and designer', () => {
    const both = { ...wire, isPersonalAccount: true, isDesignerAccount: true, roleId: 5 };
    expect(toUserInfo(both).roleId).toBe(-1);
    expect(toUserInfo({ ...wire, isPersonalAccount: true }).roleId).toBe(2);
  });

  it('keeps a user without an enterprise company-less', () => {
    const personal = { ...wire, enterpriseId: null, enterpriseName: null, topType: 3 as const };
    expect(toUserInfo(personal)).toMatchObject({
      companyId: null,
      companyName: null,
      companyType: 3,
    });
  });
});

describe('permissionTreeOf', () => {
  it('takes the first workbench roleTree', () => {
    const tree = [{ name: '订单', alias: 'order' }];
    expect(
      permissionTreeOf([
        { console: { desc: '采购中心', consoleId: 'other' }, roleTree: tree },
        { console: { desc: '供应中心', consoleId: 'sup' }, roleTree: [] },
      ]),
    ).toBe(tree);
    expect(permissionTreeOf([])).toEqual([]);
    expect(permissionTreeOf(null)).toEqual([]);
  });
});

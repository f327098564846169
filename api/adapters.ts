import type { PermissionNode, UserInfo, UserInfoWire, WorkbenchItem } from './types';

/** Adds the derived fields of spec §3 (companyId, companyName, companyType, roleId) once, here. */
export function toUserInfo(wire: UserInfoWire): UserInfo {
  const personalDesigner = wire.isPersonalAccount && wire.isDesignerAccount;
  return {
    ...wire,
    companyId: wire.enterpriseId ?? null,
    companyName: wire.enterpriseName ?? null,
    companyType: wire.topType,
    roleId: personalDesigner ? -1 : (wire.roleId ?? wire.topType),
  };
}

/** The permission tree is the first workbench's roleTree (spec §3). */
export function permissionTreeOf(
  workbenches: readonly WorkbenchItem[] | null | undefined,
): PermissionNode[] {
  return workbenches?.[0]?.roleTree ?? [];
}

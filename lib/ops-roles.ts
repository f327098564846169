/**
 * Roles of the ops console (/ops) and the one rule that says what a holder may do. The server
 * checks it on every ops endpoint (server/http/handler `auth: 'ops'`, then the services for a
 * given realm); the console uses it only to hide what would be refused.
 */
export const OPS_ROLES = {
  super: '超级管理员',
  content: '内容运营',
  auditor: '审核员',
  realm: '专区运营',
} as const;

export type OpsRole = keyof typeof OPS_ROLES;

export const OPS_ROLE_KEYS = Object.keys(OPS_ROLES) as OpsRole[];

export function isOpsRole(value: unknown): value is OpsRole {
  return typeof value === 'string' && Object.hasOwn(OPS_ROLES, value);
}

/** One role a user holds; themeCode is the realm of a 'realm' grant and null for the others. */
export interface OpsGrant {
  role: OpsRole;
  themeCode: string | null;
}

/** What an action needs: one of these roles, and, when it touches one realm, that realm. */
export interface OpsNeed {
  role: readonly OpsRole[];
  /**
   * The realm the action changes or reads. Left out for a check at the entry of an endpoint
   * (may this user call it at all); the service then checks the realm it was given.
   */
  themeCode?: string;
}

/**
 * 'super' may do everything. 'content' and 'auditor' act across realms. 'realm' acts only on
 * its own realm and only where the action admits realm operators (need.role has 'realm').
 */
export function opsAllows(grants: readonly OpsGrant[], need: OpsNeed): boolean {
  return grants.some((grant) => {
    if (grant.role === 'super') return true;
    if (!need.role.includes(grant.role)) return false;
    if (grant.role !== 'realm') return true;
    return need.themeCode === undefined || grant.themeCode === need.themeCode;
  });
}

/**
 * Which realms a user may act on with these roles: 'all', or the codes of their realm grants
 * (empty when none), to filter lists by.
 */
export function opsRealmScope(
  grants: readonly OpsGrant[],
  roles: readonly OpsRole[],
): 'all' | string[] {
  if (grants.some((g) => g.role === 'super' || (g.role !== 'realm' && roles.includes(g.role)))) {
    return 'all';
  }
  if (!roles.includes('realm')) return [];
  return grants.flatMap((g) => (g.role === 'realm' && g.themeCode ? [g.themeCode] : []));
}

/** A grant as people read it: 专区运营（xinhe） or 内容运营. */
export function opsGrantLabel(grant: OpsGrant): string {
  const label = OPS_ROLES[grant.role];
  return grant.role === 'realm' && grant.themeCode ? `${label}（${grant.themeCode}）` : label;
}

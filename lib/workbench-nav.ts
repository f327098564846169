/**
 * The three centres of the workbench (采购中心, 个人中心, 供应中心): their paths and menus, and
 * which centre a user belongs in. The top bar, the layouts and the link test all read this.
 */
import type { IdentityType } from './identity';

export type WorkbenchSide = 'developer' | 'personal' | 'supplier';

export const WORKBENCH_BASE: Record<WorkbenchSide, string> = {
  developer: '/workbench/developer',
  personal: '/workbench/personal',
  supplier: '/workbench/supplier',
};

export const WORKBENCH_TITLE: Record<WorkbenchSide, string> = {
  developer: '采购中心',
  personal: '个人中心',
  supplier: '供应中心',
};

export interface WorkbenchNavItem {
  /** Path under the centre's base; '' is the overview. */
  path: string;
  label: string;
}

export interface WorkbenchNavGroup {
  title: string;
  items: WorkbenchNavItem[];
}

const ACCOUNT_GROUP: WorkbenchNavGroup = {
  title: '账户',
  items: [
    { path: 'message', label: '站内信' },
    { path: 'enterprise', label: '企业信息与认证' },
    { path: 'account-settings', label: '账号设置' },
  ],
};

export const WORKBENCH_NAV: Record<WorkbenchSide, WorkbenchNavGroup[]> = {
  developer: [
    {
      title: '采购',
      items: [
        { path: '', label: '概览' },
        { path: 'orders', label: '我的订单' },
        { path: 'rfq', label: '询比价' },
        { path: 'approvals', label: '待我审核' },
        { path: 'projects', label: '我的项目' },
        { path: 'approval-rules', label: '审批规则' },
        { path: 'addresses', label: '收货地址' },
        { path: 'favourites', label: '我的收藏' },
      ],
    },
    ACCOUNT_GROUP,
  ],
  personal: [
    {
      title: '我的',
      items: [
        { path: '', label: '概览' },
        { path: 'favourites', label: '我的收藏' },
      ],
    },
    ACCOUNT_GROUP,
  ],
  supplier: [
    {
      title: '经营',
      items: [
        { path: '', label: '概览' },
        { path: 'products', label: '商品管理' },
        { path: 'products/import', label: '批量导入导出' },
        { path: 'agreements', label: '协议价' },
        { path: 'orders', label: '订单管理' },
        { path: 'inquiries', label: '询价与报价' },
        { path: 'rfq', label: '询比价报价' },
        { path: 'showroom', label: '展厅管理' },
      ],
    },
    ACCOUNT_GROUP,
  ],
};

export function workbenchHref(side: WorkbenchSide, path = ''): string {
  return path ? `${WORKBENCH_BASE[side]}/${path}` : WORKBENCH_BASE[side];
}

/** The centre of a workbench type (lib/identity `workbenchType`): 0 personal, 1 supplier, 2 buyer. */
export function workbenchSideOf(type: 0 | IdentityType): WorkbenchSide {
  return type === 1 ? 'supplier' : type === 2 ? 'developer' : 'personal';
}

/** The nav item a pathname belongs to (the longest matching path), for highlighting. */
export function activeNavPath(side: WorkbenchSide, pathname: string): string {
  const base = WORKBENCH_BASE[side];
  if (!pathname.startsWith(base)) return '';
  const rest = pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  const paths = WORKBENCH_NAV[side].flatMap((g) => g.items.map((i) => i.path));
  return (
    paths
      .filter((p) => p && (rest === p || rest.startsWith(`${p}/`)))
      .sort((a, b) => b.length - a.length)[0] ?? ''
  );
}

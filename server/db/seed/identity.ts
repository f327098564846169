import { withCheckChar } from '@/lib/credit-code';
import { createRandom } from '@/lib/random';
import { builtinThemes } from '@/themes/builtin';
import { areas, categories, themes } from '../schema/core';
import {
  enterprises,
  userEnterprises,
  users,
  workbenches,
  type PermissionNode,
  type TENANT_STATUSES,
} from '../schema/identity';
import { opsRoles } from '../schema/ops';
import { brands } from '../schema/catalog';
import { hashPassword } from '@/server/services/identity/password';
import { daysAgo, insertRows, mobile, personName, type SeedContext } from './context';
import { PROVINCES } from './data/areas';
import {
  BRANDS,
  CATEGORY_TREE,
  flattenCategories,
  INDUSTRIES,
  sellsLeaf,
  type Industry,
  type Leaf,
} from './data/catalog';
import { BUYER_SUFFIXES, SUPPLIER_CITIES, TRADE_NAMES } from './data/names';
import { seedImages } from './images';

export const DEMO_PASSWORD = 'Mall@2026';

type TenantStatus = (typeof TENANT_STATUSES)[number];

export interface AreaInfo {
  provinceId: number;
  province: string;
  cityId: number;
  city: string;
}

export interface SupplierInfo {
  id: number;
  name: string;
  shortName: string;
  industry: Industry;
  /** The level-3 categories it sells (those of its industry), and their parents. */
  leafIds: Set<number>;
  l2Ids: number[];
  l1Ids: number[];
  area: AreaInfo;
  tenantStatus: TenantStatus | null;
  memberLevel: string | null;
  childType: number;
  brandIds: number[];
  /** Brands this supplier sells, per level-1 category. */
  brandsByL1: Map<number, number[]>;
}

export interface BuyerInfo {
  id: number;
  name: string;
  childType: number;
  area: AreaInfo;
}

export interface BrandInfo {
  id: number;
  name: string;
  brandName: string;
  l1: number[];
  industries?: string[];
}

const provinceName = new Map<number, string>();
const cityName = new Map<number, string>();
for (const [pid, pname, cities] of PROVINCES) {
  provinceName.set(pid, pname);
  for (const [cid, cname] of cities) cityName.set(cid, cname);
}

export function areaInfo(provinceId: number, cityId: number): AreaInfo {
  return {
    provinceId,
    province: provinceName.get(provinceId) ?? '',
    cityId,
    city: cityName.get(cityId) ?? '',
  };
}

/** The area of the city a company name starts with (杭州…, 临沂市…). */
export function areaNamedIn(name: string): AreaInfo {
  for (const [pid, , cities] of PROVINCES) {
    for (const [cid, cname] of cities) {
      if (name.startsWith(cname.replace(/市$/, ''))) return areaInfo(pid, cid);
    }
  }
  throw new Error(`no city in the name ${name}`);
}

const CITY_PREFIX = new RegExp(
  `^(?:${PROVINCES.flatMap(([, , cities]) => cities.map(([, c]) => c.replace(/市$/, ''))).join('|')})市?`,
);

/** A company's 字号: the two characters after the city it is named after (佛山市森华木业… → 森华). */
export function tradeName(name: string): string {
  return name.replace(CITY_PREFIX, '').slice(0, 2);
}

/** The lettermark logo of a company or brand: its short name on a colour of its own. */
export function logoFor(ctx: SeedContext, name: string, text = tradeName(name)): string {
  const mark = { text, hue: createRandom(name).int(0, 359) };
  // Companies of the same 字号 (宏达木业, 宏达地产) never share a logo: a later one moves on
  // to the next free colour.
  while (ctx.lettermarks.has(seedImages.lettermark(mark))) mark.hue = (mark.hue + 29) % 360;
  const url = seedImages.lettermark(mark);
  ctx.lettermarks.set(url, mark);
  return url;
}

/** Provinces that have prefecture cities of their own, for random addresses. */
const PICKABLE = PROVINCES.filter(([id]) => id < 710000);
export function randomArea(ctx: SeedContext, r = ctx.rng): AreaInfo {
  const [pid, , cities] = r.pick(PICKABLE);
  const [cid] = r.pick(cities);
  return areaInfo(pid, cid);
}

export const DEMO = {
  buyerUser: 1,
  supplierUser: 2,
  otherUser: 3,
  personalUser: 4,
  designerUser: 5,
  multiUser: 6,
  operatorUser: 7,
  failedUser: 8,
  signUpUser: 9,
  supplierEnterprise: 1,
  buyerEnterprise: 201,
  otherEnterprise: 309,
  failedEnterprise: 310,
  signUpEnterprise: 311,
} as const;

export const SUPPLIER_COUNT = 150;
export const BUYER_COUNT = 40;
export const DESIGNER_USER_START = 101;
export const DESIGNER_USER_COUNT = 24;

export async function seedAreasAndThemes(ctx: SeedContext): Promise<void> {
  const rows: (typeof areas.$inferInsert)[] = [];
  PROVINCES.forEach(([pid, pname, cities], i) => {
    rows.push({ id: pid, pid: 0, name: pname, level: 1, sort: i });
    cities.forEach(([cid, cname], j) =>
      rows.push({ id: cid, pid, name: cname, level: 2, sort: j }),
    );
  });
  await insertRows(ctx, 'areas', areas, rows);
  await insertRows(ctx, 'themes', themes, builtinThemes);
}

export async function seedCategories(ctx: SeedContext): Promise<Leaf[]> {
  const { rows, leaves } = flattenCategories();
  const logoOf = new Map<number, string>();
  for (const l1 of CATEGORY_TREE) {
    for (const l2 of l1.children) logoOf.set(l2.id, seedImages.product(l2.id, 0));
    const first = l1.children[0];
    if (first) logoOf.set(l1.id, seedImages.product(first.id, 1));
  }
  await insertRows(
    ctx,
    'categories',
    categories,
    rows.map((c) => ({ ...c, logo: logoOf.get(c.id) ?? logoOf.get(c.pid) ?? null })),
  );
  return leaves;
}

export async function seedBrands(ctx: SeedContext): Promise<BrandInfo[]> {
  const r = ctx.rng.fork('brands');
  const infos = BRANDS.map((b, i) => ({ id: i + 1, ...b }));
  await insertRows(
    ctx,
    'brands',
    brands,
    infos.map((b, i) => {
      const l1Names = b.l1
        .map((id) => CATEGORY_TREE.find((c) => c.id === id)?.name ?? '')
        .join('、');
      return {
        id: b.id,
        name: b.name,
        logo: logoFor(ctx, b.name, b.name),
        brandName: b.brandName,
        webmap: b.brandName.toLowerCase(),
        initial: b.brandName.charAt(0),
        description: `${b.name}（${b.brandName}）专注${l1Names}领域，产品覆盖全国${r.int(12, 31)}个省市，服务百强房企与大型公建项目。`,
        categoryIds: b.l1,
        isRecommend: i % 4 === 0,
        sort: i,
        createdAt: daysAgo(ctx, r.int(200, 900)),
      };
    }),
  );
  return infos;
}

/**
 * A valid, distinct 统一社会信用代码: 9 (registered by 市场监管) 1 (a company), the city's
 * 6-digit code, then MA and the enterprise id as the organisation part.
 */
export function seedCreditCode(id: number, cityId: number): string {
  return withCheckChar(`91${cityId}MA${String(id).padStart(7, '0')}`);
}

const MEMBER_LEVELS = [
  'best_choice_base',
  'best_choice_intermediate',
  'best_choice_senior',
] as const;

export async function seedEnterprises(
  ctx: SeedContext,
  brandInfos: BrandInfo[],
): Promise<{ suppliers: SupplierInfo[]; buyers: BuyerInfo[] }> {
  const r = ctx.rng.fork('enterprises');
  const usedNames = new Set<string>();
  const suppliers: SupplierInfo[] = [];
  const rows: (typeof enterprises.$inferInsert)[] = [];
  const { leaves } = flattenCategories();
  const brandsByL1 = new Map<number, number[]>();
  for (const b of brandInfos) {
    for (const l1 of b.l1) brandsByL1.set(l1, [...(brandsByL1.get(l1) ?? []), b.id]);
  }
  const brandById = new Map(brandInfos.map((b) => [b.id, b]));

  for (let id = 1; id <= SUPPLIER_COUNT; id++) {
    const demo = id === DEMO.supplierEnterprise;
    // In turn, so every industry (and so every category) has several suppliers; the demo
    // supplier, first, is the wood company.
    const industry = INDUSTRIES[(id - 1) % INDUSTRIES.length]!;
    const sold = leaves.filter((leaf) => sellsLeaf(industry, leaf));
    const l2Ids = [...new Set(sold.map((leaf) => leaf.l2.id))];
    const l1Ids = [...new Set(sold.map((leaf) => leaf.l1.id))];
    const [pid, cid, cityShort] = demo ? SUPPLIER_CITIES[0]! : r.pick(SUPPLIER_CITIES);
    let name = '';
    let shortName = '';
    if (demo) {
      name = '佛山市森华木业有限公司';
      shortName = '森华木业';
    } else {
      for (let attempt = 0; !name || usedNames.has(name); attempt++) {
        const trade = r.pick(TRADE_NAMES);
        const muni = pid === 110000 || pid === 120000 || pid === 310000 || pid === 500000;
        shortName = `${trade}${industry.name}`;
        name = `${cityShort}${muni ? '' : '市'}${shortName}${attempt > 3 ? '实业' : ''}有限公司`;
      }
    }
    usedNames.add(name);
    const childType = demo
      ? 1001
      : r.weighted([
          [1001, 6],
          [4, 2.5],
          [1002, 1.5],
        ] as const);
    const tenantStatus: TenantStatus | null = demo
      ? 'supplier'
      : r.weighted<TenantStatus | null>([
          ['supplier', 80],
          ['supplier_approving', 7],
          ['supplier_to_approve', 6],
          ['supplier_approve_fail', 4],
          [null, 3],
        ]);
    let memberLevel: string | null = null;
    if (demo) memberLevel = 'best_choice_senior';
    else if (tenantStatus === 'supplier') {
      const roll = r.next();
      if (roll < 0.1) memberLevel = MEMBER_LEVELS[2];
      else if (roll < 0.25) memberLevel = MEMBER_LEVELS[1];
      else if (roll < 0.45) memberLevel = MEMBER_LEVELS[0];
      else if (roll < 0.6 && childType === 4) memberLevel = 'dealer_member';
      else if (roll < 0.6 && childType === 1002) memberLevel = 'construction_member';
    }
    const ownBrands = new Map<number, number[]>();
    for (const l1 of l1Ids) {
      const pool = brandsByL1.get(l1) ?? [];
      if (demo && l1 === 1) {
        ownBrands.set(l1, [1, 2]);
        continue;
      }
      // Drawn as before from the whole pool (the random stream, and so every later company,
      // stays the same); brands of another trade are then passed over.
      const n = r.int(1, 2);
      const mixed = r.shuffle(pool);
      const fitting = mixed.filter(
        (b) => brandById.get(b)!.industries?.includes(industry.name) ?? true,
      );
      ownBrands.set(l1, (fitting.length ? fitting : mixed).slice(0, n));
    }
    const area = areaInfo(pid, cid);
    suppliers.push({
      id,
      name,
      shortName,
      industry,
      leafIds: new Set(sold.map((leaf) => leaf.id)),
      l2Ids,
      l1Ids,
      area,
      tenantStatus,
      memberLevel,
      childType,
      brandIds: [...new Set([...ownBrands.values()].flat())],
      brandsByL1: ownBrands,
    });
    rows.push({
      id,
      name,
      type: 1,
      childType,
      status: 1,
      tenantStatus,
      memberLevel,
      companyType: 1,
      creditCode: seedCreditCode(id, cid),
      businessLicenseUrl: seedImages.pool('doc', id),
      serveCategoryIds: l2Ids,
      provinceId: pid,
      cityId: cid,
      logo: logoFor(ctx, name),
      createdAt: daysAgo(ctx, r.int(30, 900)),
      updatedAt: daysAgo(ctx, r.int(0, 29)),
    });
  }

  const buyers: BuyerInfo[] = [];
  for (let i = 0; i < BUYER_COUNT; i++) {
    const id = DEMO.buyerEnterprise + i;
    const [suffix, childType] = i === 0 ? BUYER_SUFFIXES[0]! : r.pick(BUYER_SUFFIXES);
    let name = i === 0 ? '中筑远景地产集团有限公司' : '';
    while (!name || usedNames.has(name))
      name = `${r.pick(TRADE_NAMES)}${r.pick(TRADE_NAMES)}${suffix}`;
    usedNames.add(name);
    const area = i === 0 ? areaInfo(310000, 310100) : randomArea(ctx, r);
    buyers.push({ id, name, childType, area });
    rows.push({
      id,
      name,
      type: 2,
      childType,
      status: 1,
      companyType: 1,
      creditCode: seedCreditCode(id, area.cityId),
      businessLicenseUrl: seedImages.pool('doc', id),
      provinceId: area.provinceId,
      cityId: area.cityId,
      logo: logoFor(ctx, name),
      createdAt: daysAgo(ctx, r.int(60, 900)),
    });
  }

  // The multi-identity demo user's enterprises: every list status and tenant status.
  // Each sits in the city it is named after.
  const multi: [
    number,
    string,
    number,
    number,
    TenantStatus | null,
    string | null,
    string | null,
  ][] = [
    [301, '杭州多维建材贸易有限公司', 1, 1, 'supplier', 'best_choice_base', null],
    [302, '杭州多维置业有限公司', 2, 1, null, null, null],
    [303, '宁波多维装饰设计有限公司', 2, 0, 'company_approving', null, null],
    [
      304,
      '温州多维门窗有限公司',
      1,
      -1,
      'company_approve_fail',
      null,
      '营业执照照片模糊，请重新上传清晰的营业执照',
    ],
    [305, '绍兴多维园林工程有限公司', 2, -2, null, null, null],
    [306, '湖州多维保温材料有限公司', 1, 1, 'supplier_approving', null, null],
    [307, '嘉兴多维涂料有限公司', 1, 1, 'supplier_to_approve', null, null],
    [308, '金华多维照明有限公司', 1, 1, 'supplier_approve_fail', null, '供货业绩证明材料不足'],
    [DEMO.otherEnterprise, '苏州青岚建筑科技有限公司', 2, 0, 'company_approving', null, null],
    [
      DEMO.failedEnterprise,
      '临沂市恒信板材有限公司',
      1,
      -1,
      'company_approve_fail',
      null,
      '授权委托书缺少公章',
    ],
    [DEMO.signUpEnterprise, '杭州启航新型建材有限公司', 1, 1, 'supplier_to_approve', null, null],
  ];
  for (const [id, name, type, status, tenantStatus, memberLevel, rejectReason] of multi) {
    const area = areaNamedIn(name);
    rows.push({
      id,
      name,
      type,
      childType: type === 1 ? 1001 : 2001,
      status,
      tenantStatus,
      memberLevel,
      rejectReason,
      companyType: 1,
      // The incomplete one (-2) has submitted nothing yet: no licence, no code.
      creditCode: status === -2 ? null : seedCreditCode(id, area.cityId),
      businessLicenseUrl: status === -2 ? null : seedImages.pool('doc', id),
      provinceId: area.provinceId,
      cityId: area.cityId,
      logo: logoFor(ctx, name),
      createdAt: daysAgo(ctx, r.int(5, 200)),
    });
  }
  await insertRows(ctx, 'enterprises', enterprises, rows);
  return { suppliers, buyers };
}

function tree(
  prefix: string,
  name: string,
  children: [string, string, [string, string][]?][],
): PermissionNode {
  return {
    name,
    alias: prefix,
    children: children.map(([alias, label, sub]) => ({
      name: label,
      alias: `${prefix}:${alias}`,
      children: (sub ?? []).map(([a, l]) => ({ name: l, alias: `${prefix}:${alias}:${a}` })),
    })),
  };
}

export const ROLE_TREES: Record<'sup' | 'other' | 'personal', PermissionNode[]> = {
  sup: [
    tree('sup', '供应中心', [
      [
        'item',
        '商品管理',
        [
          ['publish', '发布商品'],
          ['list', '商品列表'],
          ['price', '价格管理'],
          ['export', '导出商品'],
        ],
      ],
      [
        'order',
        '订单管理',
        [
          ['list', '订单列表'],
          ['deliver', '发货'],
        ],
      ],
      [
        'opportunity',
        '商机管理',
        [
          ['bid', '投标报名'],
          ['quote', '询价报价'],
          ['recruit', '招募报名'],
        ],
      ],
      [
        'showroom',
        '企业展厅',
        [
          ['edit', '展厅装修'],
          ['case', '项目案例'],
          ['license', '资质证照'],
        ],
      ],
      [
        'tenant',
        '企业管理',
        [
          ['info', '企业信息'],
          ['member', '成员管理'],
          ['rights', '会员权益'],
        ],
      ],
      ['message', '消息中心'],
    ]),
  ],
  other: [
    tree('dev', '采购中心', [
      [
        'purchase',
        '采购管理',
        [
          ['cart', '购物车'],
          ['order', '采购订单'],
          ['audit', '订单审核'],
          ['export', '导出订单'],
        ],
      ],
      [
        'bid',
        '招标管理',
        [
          ['publish', '发布招标'],
          ['list', '招标列表'],
          ['withdraw', '撤回招标'],
        ],
      ],
      [
        'inquiry',
        '询价管理',
        [
          ['publish', '发布询价'],
          ['list', '询价列表'],
          ['self', '自助询价'],
        ],
      ],
      [
        'project',
        '项目管理',
        [
          ['list', '项目列表'],
          ['move', '移入项目'],
        ],
      ],
      [
        'supplier',
        '供应商管理',
        [
          ['library', '供应商库'],
          ['recruit', '供应商招募'],
          ['agreement', '协议价格'],
        ],
      ],
      [
        'tenant',
        '企业管理',
        [
          ['info', '企业信息'],
          ['member', '成员管理'],
        ],
      ],
      ['message', '消息中心'],
    ]),
  ],
  personal: [
    tree('me', '个人中心', [
      [
        'account',
        '账号设置',
        [
          ['profile', '个人资料'],
          ['password', '修改密码'],
        ],
      ],
      ['favourite', '我的收藏'],
      [
        'signup',
        '我的报名',
        [
          ['activity', '活动报名'],
          ['competition', '大赛报名'],
        ],
      ],
      [
        'design',
        '设计作品',
        [
          ['case', '我的案例'],
          ['demand', '我的需求'],
        ],
      ],
      ['auth', '企业认证'],
    ]),
  ],
};

export async function seedWorkbenches(ctx: SeedContext): Promise<void> {
  await insertRows(ctx, 'workbenches', workbenches, [
    {
      id: 1,
      consoleId: 'sup',
      desc: '供应中心',
      enterpriseType: 1,
      url: '/workbench/supplier',
      roleTree: ROLE_TREES.sup,
    },
    {
      id: 2,
      consoleId: 'other',
      desc: '采购中心',
      enterpriseType: 2,
      url: '/workbench/developer',
      roleTree: ROLE_TREES.other,
    },
    {
      id: 3,
      consoleId: 'other',
      desc: '个人中心',
      enterpriseType: 0,
      url: '/workbench/personal',
      roleTree: ROLE_TREES.personal,
    },
  ]);
}

export interface DemoAccount {
  id: number;
  phone: string;
  name: string;
  role: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: DEMO.buyerUser,
    phone: '13800000001',
    name: '王建国',
    role: '采购商（开发商，topType 2，developersLevel 3）',
  },
  {
    id: DEMO.supplierUser,
    phone: '13800000002',
    name: '李明',
    role: '供应商（优选供应商，best_choice_senior）',
  },
  {
    id: DEMO.otherUser,
    phone: '13800000003',
    name: '赵敏',
    role: 'topType 3（企业审核中，labels 含 4）',
  },
  { id: DEMO.personalUser, phone: '13800000004', name: '孙丽', role: '个人账号（无企业）' },
  {
    id: DEMO.designerUser,
    phone: '13800000005',
    name: '周子墨',
    role: '设计师（designerStatus 1，无企业）',
  },
  { id: DEMO.multiUser, phone: '13800000006', name: '吴海川', role: '多企业身份（各种审核状态）' },
  { id: DEMO.operatorUser, phone: '13800000007', name: '郑思远', role: '平台运营（超级管理员）' },
  {
    id: DEMO.failedUser,
    phone: '13800000008',
    name: '冯晓峰',
    role: '企业认证被驳回（company_approve_fail）',
  },
  {
    id: DEMO.signUpUser,
    phone: '13800000009',
    name: '陈启航',
    role: '供应商已认证、尚未报名优选（supplier_to_approve）',
  },
];

export async function seedUsers(ctx: SeedContext): Promise<void> {
  const r = ctx.rng.fork('users');
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const clientId = () =>
    `cid_${r.int(0, 0xffffffff).toString(16).padStart(8, '0')}${r.int(0, 0xffff).toString(16)}`;
  const base = (a: DemoAccount, i: number) => ({
    id: a.id,
    phone: a.phone,
    name: a.name,
    passwordHash: hashes[i] ?? null,
    headPhotoUrl: seedImages.pool('avatar', a.id),
    clientId: clientId(),
    createdAt: daysAgo(ctx, 300 - a.id * 10),
  });
  const extra: Record<number, Partial<typeof users.$inferInsert>> = {
    [DEMO.buyerUser]: {
      userType: 2,
      isPersonalAccount: false,
      developersLevel: 3,
      activeEnterpriseId: DEMO.buyerEnterprise,
    },
    [DEMO.supplierUser]: { isPersonalAccount: false, activeEnterpriseId: DEMO.supplierEnterprise },
    [DEMO.otherUser]: { isPersonalAccount: false, labels: [4] },
    [DEMO.personalUser]: { isPersonalAccount: true },
    [DEMO.designerUser]: { isPersonalAccount: true, isDesignerAccount: true, designerStatus: 1 },
    [DEMO.multiUser]: {
      userType: 2,
      isPersonalAccount: false,
      developersLevel: 2,
      activeEnterpriseId: 301,
    },
    [DEMO.operatorUser]: { isPersonalAccount: true },
    [DEMO.failedUser]: { isPersonalAccount: false },
    [DEMO.signUpUser]: { isPersonalAccount: false, activeEnterpriseId: DEMO.signUpEnterprise },
  };
  const rows: (typeof users.$inferInsert)[] = DEMO_ACCOUNTS.map((a, i) => ({
    ...base(a, i),
    ...extra[a.id],
  }));
  const phones = new Set(rows.map((u) => u.phone));
  for (let i = 0; i < DESIGNER_USER_COUNT; i++) {
    let phone = mobile(r);
    while (phones.has(phone)) phone = mobile(r);
    phones.add(phone);
    rows.push({
      id: DESIGNER_USER_START + i,
      phone,
      name: personName(r),
      passwordHash: null,
      headPhotoUrl: seedImages.pool('avatar', i),
      userType: 1,
      isPersonalAccount: true,
      isDesignerAccount: true,
      designerStatus: 1,
      clientId: clientId(),
      createdAt: daysAgo(ctx, r.int(10, 700)),
    });
  }
  await insertRows(ctx, 'users', users, rows);

  const links: (typeof userEnterprises.$inferInsert)[] = [
    { userId: DEMO.buyerUser, enterpriseId: DEMO.buyerEnterprise },
    { userId: DEMO.supplierUser, enterpriseId: DEMO.supplierEnterprise },
    { userId: DEMO.otherUser, enterpriseId: DEMO.otherEnterprise },
    { userId: DEMO.failedUser, enterpriseId: DEMO.failedEnterprise },
    { userId: DEMO.signUpUser, enterpriseId: DEMO.signUpEnterprise },
    ...[301, 302, 303, 304, 305, 306, 307, 308].map((enterpriseId) => ({
      userId: DEMO.multiUser,
      enterpriseId,
    })),
  ];
  await insertRows(ctx, 'user_enterprises', userEnterprises, links);
  await insertRows(ctx, 'ops_roles', opsRoles, [
    { userId: DEMO.operatorUser, role: 'super', themeCode: null },
  ]);
}

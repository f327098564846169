import { SIGN_IN_OPENS_BEFORE_HOURS } from '@/lib/activity-sign-in';
import {
  activities,
  activityAttendees,
  activitySignCodes,
  activitySignups,
  bidProjects,
  inquiries,
  inquiryLines,
  inquiryQuotes,
  openBidNotices,
  selfInquiries,
  srmBidNotices,
} from '../schema/opportunity';
import {
  chinaTimeOn,
  cnDate,
  daysAgo,
  daysAhead,
  insertRows,
  mobile,
  paragraphs,
  personName,
  spreadDate,
  workingDayAt,
  workingTimeOn,
  type SeedContext,
} from './context';
import { CATEGORY_TREE } from './data/catalog';
import { POSITIONS, PROJECT_KINDS, PROJECT_PLACES } from './data/names';
import { DEMO, randomArea, type BuyerInfo, type SupplierInfo } from './identity';
import type { ProductSummary } from './catalog';
import { seedImages } from './images';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');
const shortBuyer = (name: string) => name.replace(/(集团)?(有限公司|研究院有限公司)$/, '');
const l2List = CATEGORY_TREE.flatMap((l1) =>
  l1.children.filter((c) => !c.hidden).map((c) => ({ l1, l2: c })),
);

export async function seedBids(ctx: SeedContext, buyers: BuyerInfo[]): Promise<void> {
  const r = ctx.rng.fork('bids');
  const rows: (typeof bidProjects.$inferInsert)[] = [];
  for (let i = 0; i < 80; i++) {
    const buyer = i < 3 ? buyers[0]! : r.pick(buyers);
    const { l2 } = r.pick(l2List);
    const area = r.chance(0.4) ? buyer.area : randomArea(ctx, r);
    const published = spreadDate(ctx, r, i);
    const deadline = workingDayAt(new Date(published.getTime() + r.int(7, 30) * DAY), 17, 0);
    const project = `${area.city.replace(/市$/, '')}${r.pick(PROJECT_PLACES)}${r.pick(PROJECT_KINDS)}`;
    const withdrawn = i % 23 === 22;
    const projectId = `ZB${ymd(published)}${String(i + 1).padStart(4, '0')}`;
    const budget = `${r.int(50, 5000)}万元`;
    const srmNum = `SRM-${ymd(published)}-${String(i + 1).padStart(3, '0')}`;
    rows.push({
      id: i + 1,
      projectId,
      title: `${shortBuyer(buyer.name)}${project}${l2.name}${r.pick(['集中采购', '战略集采', '专项采购'])}招标公告`,
      showType: i % 3 === 0 ? 2 : 1,
      srmNum,
      noticeLink: `https://srm.zhucai-mall.cn/notice/${srmNum}`,
      nonresidentialType: r.int(1, 5),
      bidItemType: r.weighted([
        [1, 6],
        [2, 2],
        [3, 1],
        [4, 1],
      ] as const),
      categoryId: l2.id,
      enterpriseId: buyer.id,
      tenderName: buyer.name,
      provinceId: area.provinceId,
      cityId: area.cityId,
      area: `${area.province} ${area.city}`,
      firstPublishNoticeTime: published,
      signUpDeadline: deadline,
      bidOpenTime: workingDayAt(new Date(deadline.getTime() + 3 * DAY), 9, 30),
      status: withdrawn ? 4 : deadline > ctx.now ? 1 : r.chance(0.5) ? 3 : 2,
      budget,
      content: paragraphs(
        `${buyer.name}就${project}${l2.name}采购进行公开招标，欢迎符合条件的供应商报名参加。`,
        `一、项目概况：项目位于${area.province}${area.city}，${l2.name}采购预算约${budget}。`,
        '二、资格要求：具有独立法人资格，近三年无重大质量事故，具备同类项目供货业绩。',
        `三、报名截止：${cnDate(deadline)}；请通过平台在线报名并递交资格文件。`,
      ),
      attachments: [{ name: '招标文件.pdf', url: seedImages.pdf(i), type: 'pdf' }],
      createdAt: published,
    });
  }
  await insertRows(ctx, 'bid_projects', bidProjects, rows);

  const kinds = ['pdf', 'content', 'url'] as const;
  const open: (typeof openBidNotices.$inferInsert)[] = [];
  for (let i = 0; i < 120; i++) {
    const area = randomArea(ctx, r);
    const kind = kinds[i % 3]!;
    const project = `${area.city.replace(/市$/, '')}${r.pick(PROJECT_PLACES)}${r.pick(PROJECT_KINDS)}`;
    const what = r.pick([
      '施工总承包',
      '装饰装修工程',
      '材料设备采购',
      '电梯采购及安装',
      '园林景观工程',
      '外墙保温工程',
    ]);
    open.push({
      id: i + 1,
      title: `${project}${what}${r.pick(['招标公告', '中标候选人公示', '竞争性谈判公告'])}`,
      area: area.province.replace(
        /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/,
        '',
      ),
      provinceId: area.provinceId,
      publishTime: spreadDate(ctx, r, i),
      originalUrlKind: kind,
      originalUrl:
        kind === 'pdf'
          ? seedImages.pdf(i)
          : kind === 'url'
            ? `https://ggzy.zhucai-mall.cn/notice/${i + 1}.html`
            : null,
      content:
        kind === 'content'
          ? paragraphs(
              `${project}${what}已具备招标条件，现对该项目进行公开招标。`,
              `项目地点：${area.province}${area.city}。`,
              '投标人资格要求：具备相应资质，近五年具有类似工程业绩。',
            )
          : null,
      source: r.pick(['公共资源交易中心', '政府采购网', '企业招标平台']),
      bidType: r.pick(['工程', '货物', '服务']),
    });
  }
  await insertRows(ctx, 'open_bid_notices', openBidNotices, open);

  const srm: (typeof srmBidNotices.$inferInsert)[] = [];
  for (let i = 0; i < 30; i++) {
    const buyer = r.pick(buyers);
    const { l2 } = r.pick(l2List);
    const publishTime = spreadDate(ctx, r, i);
    const srmNum = `SRMN${ymd(publishTime)}${String(i + 1).padStart(3, '0')}`;
    srm.push({
      id: i + 1,
      srmNum,
      title: `${shortBuyer(buyer.name)}${l2.name}${r.pick(['年度集采', '框架协议采购', '询比价采购'])}公告`,
      companyName: buyer.name,
      type: r.weighted([
        [1, 6],
        [2, 2],
        [3, 2],
      ] as const),
      url: `https://srm.zhucai-mall.cn/notice/${srmNum}`,
      publishTime,
      deadline: workingDayAt(new Date(publishTime.getTime() + r.int(5, 20) * DAY), 17, 0),
    });
  }
  await insertRows(ctx, 'srm_bid_notices', srmBidNotices, srm);
}

export async function seedInquiries(
  ctx: SeedContext,
  buyers: BuyerInfo[],
  suppliers: SupplierInfo[],
  products: ProductSummary[],
): Promise<void> {
  const r = ctx.rng.fork('inquiries');
  const rows: (typeof inquiries.$inferInsert)[] = [];
  const lines: (typeof inquiryLines.$inferInsert)[] = [];
  const quotes: (typeof inquiryQuotes.$inferInsert)[] = [];
  const certified = suppliers.filter((s) => s.tenantStatus === 'supplier');
  let lineId = 1;
  let quoteId = 1;
  for (let i = 0; i < 60; i++) {
    const buyer = i < 2 ? buyers[0]! : r.pick(buyers);
    const { l1, l2 } = r.pick(l2List);
    const area = randomArea(ctx, r);
    const noticeStart = spreadDate(ctx, r, i);
    const quoteEnd = workingDayAt(new Date(noticeStart.getTime() + r.int(3, 20) * DAY), 17, 30);
    const project = `${area.city.replace(/市$/, '')}${r.pick(PROJECT_PLACES)}${r.pick(PROJECT_KINDS)}`;
    const closed = quoteEnd < ctx.now || i % 9 === 8;
    rows.push({
      id: i + 1,
      code: `XJ${ymd(noticeStart)}${String(i + 1).padStart(4, '0')}`,
      purchaseProjectName: `${project}${l2.name}询价`,
      purchaseUserName: buyer.name,
      enterpriseId: buyer.id,
      provinceId: area.provinceId,
      province: area.province,
      cityId: area.cityId,
      city: area.city,
      categoryIds: [l2.id],
      noticeStart,
      quoteEnd,
      status: closed ? '0' : '1',
      contactName: personName(r),
      contactPhone: mobile(r),
      deliveryAddress: `${area.province}${area.city}${r.pick(PROJECT_PLACES)}项目部`,
      remark: '含税含运费到项目现场，请注明品牌与供货周期。',
      createdAt: noticeStart,
    });
    const l3s = l1.children.find((c) => c.id === l2.id)?.children ?? [];
    const myLines: number[] = [];
    for (let k = 0; k < r.int(2, 5); k++) {
      const l3 = r.pick(l3s);
      const sale = l2.profile.sales[0];
      myLines.push(lineId);
      lines.push({
        id: lineId++,
        inquiryId: i + 1,
        name: typeof l3 === 'string' ? l3 : l3.name,
        spec: sale ? r.pick(sale.values) : null,
        unit: l2.profile.unit,
        quantity: String(r.int(1, 500) * 10),
        categoryId: l2.id,
        sort: k,
      });
    }
    for (const s of r.sample(
      certified.filter((x) => x.industry.l2.includes(l2.id)),
      r.int(0, 3),
    )) {
      const priced = myLines.map((lid) => ({
        lineId: lid,
        unitPrice: Math.round(l2.profile.price[0] * (1 + r.next()) * 100),
      }));
      quotes.push({
        id: quoteId++,
        inquiryId: i + 1,
        supplierId: s.id,
        userId: s.id === DEMO.supplierEnterprise ? DEMO.supplierUser : null,
        lines: priced,
        totalAmount: priced.reduce((sum, l) => sum + l.unitPrice * 10, 0),
        remark: '含税含运，供货周期7天。',
        createdAt: new Date(noticeStart.getTime() + r.int(1, 48) * HOUR),
      });
    }
  }
  // Two open inquiries of the demo buyer in the demo supplier's categories, not yet quoted,
  // for the supplier centre's 询价与报价 (they close well after the seed date).
  const demoSupplier = suppliers.find((s) => s.id === DEMO.supplierEnterprise);
  const demoL2 = l2List.filter((x) => demoSupplier?.industry.l2.includes(x.l2.id));
  const d = ctx.rng.fork('inquiries-demo');
  for (let k = 0; k < 2 && demoL2.length; k++) {
    const id = rows.length + 1;
    const { l1, l2 } = demoL2[k % demoL2.length]!;
    const area = randomArea(ctx, d);
    const noticeStart = workingTimeOn(daysAgo(ctx, k + 1), d);
    const project = `${area.city.replace(/市$/, '')}${d.pick(PROJECT_PLACES)}${d.pick(PROJECT_KINDS)}`;
    rows.push({
      id,
      code: `XJ${ymd(noticeStart)}${String(id).padStart(4, '0')}`,
      purchaseProjectName: `${project}${l2.name}询价`,
      purchaseUserName: buyers[0]!.name,
      enterpriseId: buyers[0]!.id,
      provinceId: area.provinceId,
      province: area.province,
      cityId: area.cityId,
      city: area.city,
      categoryIds: [l2.id],
      noticeStart,
      quoteEnd: workingDayAt(daysAhead(ctx, 60 + k * 30), 17, 30),
      status: '1',
      contactName: personName(d),
      contactPhone: mobile(d),
      deliveryAddress: `${area.province}${area.city}${d.pick(PROJECT_PLACES)}项目部`,
      remark: '含税含运费到项目现场，请注明品牌与供货周期。',
      createdAt: noticeStart,
    });
    const l3s = l1.children.find((c) => c.id === l2.id)?.children ?? [];
    for (let n = 0; n < 3; n++) {
      const l3 = l3s[n % Math.max(1, l3s.length)];
      const sale = l2.profile.sales[0];
      lines.push({
        id: lineId++,
        inquiryId: id,
        name: l3 ? (typeof l3 === 'string' ? l3 : l3.name) : l2.name,
        spec: sale ? d.pick(sale.values) : null,
        unit: l2.profile.unit,
        quantity: String((n + 1) * 100),
        categoryId: l2.id,
        sort: n,
      });
    }
  }
  await insertRows(ctx, 'inquiries', inquiries, rows);
  await insertRows(ctx, 'inquiry_lines', inquiryLines, lines);
  await insertRows(ctx, 'inquiry_quotes', inquiryQuotes, quotes);

  const self: (typeof selfInquiries.$inferInsert)[] = products.slice(0, 8).map((p, i) => ({
    id: i + 1,
    userId: DEMO.buyerUser,
    enterpriseId: DEMO.buyerEnterprise,
    productId: p.id,
    skuId: p.buyable[0]?.id ?? null,
    categoryId: p.category3Id,
    itemName: p.name,
    spec: p.buyable[0]?.desc ?? null,
    quantity: String(r.int(10, 2000)),
    unit: p.unit,
    expectedDate: daysAhead(ctx, r.int(7, 60)),
    contactName: '王建国',
    phone: '13800000001',
    provinceId: 310000,
    cityId: 310100,
    remark: '请报含税到场价。',
    status: i % 3,
    createdAt: daysAgo(ctx, i * 3),
  }));
  await insertRows(ctx, 'self_inquiries', selfInquiries, self);
}

const ACTIVITY_NAMES = [
  '中国建材集采高峰论坛',
  '绿色建材下乡对接会',
  '优选供应商品牌日',
  '精装修材料集采品鉴会',
  '城市更新材料技术交流会',
  '房企战略集采供需对接会',
  '装配式建筑新材料展',
  '低碳建筑与光伏一体化沙龙',
  '设计师选材交流会',
  '供应链金融服务说明会',
];

const ACTIVITY_STARTS = [
  [9, 0],
  [9, 30],
  [14, 0],
] as const;
const ACTIVITY_ENDS = [
  [17, 30],
  [18, 0],
] as const;

/** When an attendee signed in: up to 2 hours before the start, as the sign-in window allows. */
const arrivalOf = (start: Date, attendeeId: number) =>
  new Date(start.getTime() - ((attendeeId * 37) % (SIGN_IN_OPENS_BEFORE_HOURS * 60)) * MINUTE);

export async function seedActivities(
  ctx: SeedContext,
  suppliers: SupplierInfo[],
  buyers: BuyerInfo[],
): Promise<void> {
  const r = ctx.rng.fork('activities');
  const rows: (typeof activities.$inferInsert)[] = [];
  const signups: (typeof activitySignups.$inferInsert)[] = [];
  const attendees: (typeof activityAttendees.$inferInsert)[] = [];
  const codes: (typeof activitySignCodes.$inferInsert)[] = [];
  let signupId = 1;
  let attendeeId = 1;
  for (let i = 0; i < 40; i++) {
    const area = randomArea(ctx, r);
    const created = spreadDate(ctx, r, i);
    // A third are upcoming, the rest already happened; some past ones are public recaps ('0').
    // They start at 09:00, 09:30 or 14:00 and end at 17:30 or 18:00, the same day or up to two
    // days later (China time). The first is a three-day expo that is on whenever the seed runs
    // (it opened at 09:00 on the latest morning that has begun), with on-site sign-up, so
    // sign-in (open from 2 hours before the start to the end) can be tried on fresh data.
    const upcoming = i % 3 === 0;
    const onNow = i === 0;
    const day = upcoming
      ? daysAhead(ctx, r.int(3, 60))
      : new Date(created.getTime() + r.int(1, 10) * 24 * HOUR);
    const [startHour, startMinute] = r.pick(ACTIVITY_STARTS);
    const [endHour, endMinute] = r.pick(ACTIVITY_ENDS);
    const days = r.pick([0, 0, 0, 1, 2]);
    const todayNine = chinaTimeOn(ctx.now, 9, 0);
    const start = onNow
      ? todayNine > ctx.now
        ? new Date(todayNine.getTime() - 24 * HOUR)
        : todayNine
      : chinaTimeOn(day, startHour, startMinute);
    const end = onNow
      ? chinaTimeOn(new Date(start.getTime() + 48 * HOUR), 18, 0)
      : chinaTimeOn(new Date(start.getTime() + days * 24 * HOUR), endHour, endMinute);
    const status = upcoming || start > ctx.now ? '1' : i % 4 === 1 ? '0' : '2';
    const cityShort = area.city.replace(/市$/, '');
    const name = `${ctx.now.getFullYear()}${r.pick(ACTIVITY_NAMES)}（${cityShort}站）`;
    rows.push({
      id: i + 1,
      marketingId: `MK${ymd(created)}${String(i + 1).padStart(3, '0')}`,
      marketingName: name,
      startTime: start,
      endTime: end,
      signUpDeadline: onNow ? end : new Date(start.getTime() - 24 * HOUR),
      status,
      mainFileUrlList: [seedImages.pool('cover', i), seedImages.pool('cover', i + 9)],
      crmUrl: `https://crm.zhucai-mall.cn/activity/${i + 1}`,
      createUserId: DEMO.operatorUser,
      organizer: r.pick([
        '筑采商城',
        '中国建筑材料流通协会',
        `${cityShort}市建筑业协会`,
        r.pick(buyers).name,
      ]),
      provinceId: area.provinceId,
      province: area.province,
      cityId: area.cityId,
      city: area.city,
      address: `${area.city}${r.pick(['国际会展中心', '希尔顿酒店三楼宴会厅', '建材产业园会议中心', '万豪酒店大宴会厅'])}`,
      capacity: r.pick([80, 150, 300, 500]),
      posterUrl: seedImages.pool('cover', i + 3),
      posterTitle: name,
      posterSubtitle: '汇聚百强房企采购负责人与优质供应商，现场对接集采需求',
      posterColor: ['#1d4ed8', '#0f8a5f', '#c2410c', '#7c3aed'][i % 4],
      summary: `${name}将于${cnDate(start)}在${area.city}举办，现场发布年度集采计划。`,
      content: paragraphs(
        `${name}由平台联合行业协会共同举办，邀请开发商采购负责人、设计院与优质供应商参加。`,
        '活动议程：主题演讲、集采需求发布、供需一对一洽谈、产品展示。',
        status === '0'
          ? '活动回顾：本次活动共有数百家企业参会，现场达成多项合作意向。'
          : '名额有限，请尽快报名。',
      ),
      createdAt: created,
    });
    codes.push({
      id: i + 1,
      activityId: i + 1,
      code: String(r.int(100000, 999999)),
      expiresAt: end,
      createdAt: created,
    });
    const count = r.int(2, 12);
    for (let k = 0; k < count; k++) {
      const supplierSide = r.chance(0.6);
      const demoSignup = i < 3 && k === 0;
      const tenantName = demoSignup
        ? '佛山市森华木业有限公司'
        : supplierSide
          ? r.pick(suppliers).name
          : r.pick(buyers).name;
      const people = r.int(1, 3);
      signups.push({
        id: signupId,
        activityId: i + 1,
        userId: demoSignup ? DEMO.supplierUser : null,
        enterpriseId: demoSignup ? DEMO.supplierEnterprise : null,
        tenantName,
        attendees: people,
        shareId: r.chance(0.2) ? `SH${1001 + r.int(0, 5)}` : null,
        type: supplierSide ? 1 : 2,
        contactName: demoSignup ? '李明' : personName(r),
        phone: demoSignup ? '13800000002' : mobile(r),
        createdAt: new Date(created.getTime() + r.int(1, 72) * HOUR),
      });
      for (let p = 0; p < people; p++) {
        const id = attendeeId++;
        attendees.push({
          id,
          signupId,
          activityId: i + 1,
          name: demoSignup && p === 0 ? '李明' : personName(r),
          phone: demoSignup && p === 0 ? '13800000002' : mobile(r),
          position: r.pick(POSITIONS),
          signedInAt: status !== '1' && r.chance(0.7) ? arrivalOf(start, id) : null,
        });
      }
      signupId++;
    }
  }
  await insertRows(ctx, 'activities', activities, rows);
  await insertRows(ctx, 'activity_signups', activitySignups, signups);
  await insertRows(ctx, 'activity_attendees', activityAttendees, attendees);
  await insertRows(ctx, 'activity_sign_codes', activitySignCodes, codes);
}

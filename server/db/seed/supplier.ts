import { toSearchText } from '@/lib/search-tokens';
import {
  recruitApplications,
  recruits,
  selectedSupplierSignups,
  sharers,
  supplierApplications,
  supplierFactoryImages,
  supplierFactoryVrs,
  supplierNotices,
  supplierProjectCases,
  supplierQualifications,
  supplierShowrooms,
} from '../schema/supplier';
import {
  daysAgo,
  daysAhead,
  insertRows,
  isoDate,
  mobile,
  paragraphs,
  personName,
  spreadDate,
  type SeedContext,
} from './context';
import { CATEGORY_TREE, INDUSTRIES, industryNamed, industryProducts } from './data/catalog';
import { POSITIONS, PROJECT_KINDS, PROJECT_PLACES } from './data/names';
import {
  areaNamedIn,
  DEMO,
  randomArea,
  type BrandInfo,
  type BuyerInfo,
  type SupplierInfo,
} from './identity';
import { seedImages } from './images';

const l1ById = new Map(CATEGORY_TREE.map((c) => [c.id, c]));

const FACTORY_SPOTS: [string, string][] = [
  ['原料仓储区', '原材料按批次入库、分区存放，温湿度全程监控，保证原料品质稳定。'],
  ['自动化生产线', '引进德国、意大利全自动生产设备，日产能稳定，支持大批量工程订单。'],
  ['质量检测中心', '配备万能试验机、环境舱等检测设备，每批产品出厂前全检并留样。'],
  ['研发中心', '与高校共建联合实验室，负责新品研发、工艺改进与工程定制方案。'],
  ['成品仓库', '立体货架与WMS仓储系统，常备库存充足，支持全国48小时发货。'],
  ['包装发货区', '标准化包装与装车流程，合作物流覆盖全国主要城市与工地现场。'],
  ['办公与展示区', '产品展厅陈列主要系列与工程样板，欢迎客户到厂参观洽谈。'],
];

export async function seedShowrooms(
  ctx: SeedContext,
  suppliers: SupplierInfo[],
  brandInfos: BrandInfo[],
  buyers: BuyerInfo[],
): Promise<void> {
  const r = ctx.rng.fork('showrooms');
  const brandById = new Map(brandInfos.map((b) => [b.id, b]));
  const showrooms: (typeof supplierShowrooms.$inferInsert)[] = [];
  const factory: (typeof supplierFactoryImages.$inferInsert)[] = [];
  const vrs: (typeof supplierFactoryVrs.$inferInsert)[] = [];
  const cases: (typeof supplierProjectCases.$inferInsert)[] = [];
  const quals: (typeof supplierQualifications.$inferInsert)[] = [];
  let factoryId = 1;
  let vrId = 1;
  let caseId = 1;
  let qualId = 1;

  for (const s of suppliers) {
    const l2Names = industryProducts(s.industry);
    const l1Names = s.l1Ids.map((id) => l1ById.get(id)?.name ?? '');
    const brandNames = s.brandIds.map((id) => brandById.get(id)?.name ?? '');
    const main = r.sample(l2Names, Math.min(3, l2Names.length)).join('、');
    const founded = r.int(1995, 2019);
    const isDemo = s.id === DEMO.supplierEnterprise;
    showrooms.push({
      enterpriseId: s.id,
      shortName: s.shortName,
      slogan: isDemo
        ? '森林的质感，家的温度'
        : `专注${s.industry.name}${ctx.now.getFullYear() - founded}年`,
      intro: paragraphs(
        `${s.name}成立于${founded}年，位于${s.area.province}${s.area.city}，是一家集研发、生产、销售与工程服务于一体的${s.childType === 4 ? '区域经销商' : s.childType === 1002 ? '专业施工企业' : '生产制造企业'}。`,
        `公司主营${main}等产品，旗下品牌${brandNames.join('、')}，已为全国${r.int(50, 600)}个地产与公建项目提供材料与服务。`,
        '公司通过ISO9001质量管理体系、ISO14001环境管理体系认证，拥有完善的售前咨询、深化设计、现场交付与售后服务团队。',
      ),
      bannerUrl: seedImages.pool('banner', s.id),
      mainProducts: main,
      brandIds: s.brandIds,
      foundedYear: founded,
      registeredCapital: r.pick([500, 1000, 2000, 5000, 10000, 30000]),
      employees: r.pick(['50-100人', '100-300人', '300-500人', '500-1000人', '1000人以上']),
      annualOutput: `${r.int(1, 50) * 1000}万元`,
      contactName: personName(r),
      contactPhone: isDemo ? '13800000002' : mobile(r),
      contactEmail: `sales${s.id}@example.com`,
      website: null,
      province: s.area.province,
      city: s.area.city,
      address: `${s.area.city}${r.pick(['高新区', '经济开发区', '工业园区', '产业新城'])}${r.pick(['创业路', '工业大道', '科技路', '发展大道'])}${r.int(1, 399)}号`,
      rank: isDemo
        ? 1000
        : s.memberLevel?.startsWith('best_choice')
          ? r.int(100, 900)
          : r.int(0, 99),
      viewCount: r.int(100, 50000),
      createdAt: daysAgo(ctx, r.int(30, 700)),
      searchText: toSearchText(s.name, s.shortName, main, ...brandNames, ...l1Names, ...l2Names),
    });
    if (s.tenantStatus !== 'supplier') continue;
    // Factory map points: the spots of the plant, each with its photos (factory-map/detail).
    for (const [k, [title, description]] of r
      .sample(FACTORY_SPOTS, isDemo ? 5 : r.int(2, 4))
      .entries()) {
      const photo = (n: number) => seedImages.pool('factory', s.id + k + n);
      factory.push({
        id: factoryId++,
        enterpriseId: s.id,
        title,
        description,
        imageUrl: photo(0),
        images: [photo(0), photo(3), photo(5)],
        sort: k,
      });
    }
    const tours = isDemo ? ['生产车间', '成品仓库'] : r.chance(0.3) ? ['生产车间'] : [];
    for (const [k, place] of tours.entries()) {
      vrs.push({
        id: vrId++,
        enterpriseId: s.id,
        title: `${s.shortName}${place}VR全景`,
        coverUrl: seedImages.pool('factory', s.id + k),
        vrUrl: seedImages.pool('panorama', s.id + k),
        sort: k,
      });
    }
    const caseImage = s.l2Ids[0]!;
    for (let k = 0; k < (isDemo ? 6 : r.int(2, 5)); k++) {
      const area = randomArea(ctx, r);
      const buyer = r.pick(buyers);
      const project = `${area.city.replace(/市$/, '')}${r.pick(PROJECT_PLACES)}${r.pick(PROJECT_KINDS)}`;
      cases.push({
        id: caseId++,
        enterpriseId: s.id,
        title: `${project}${r.pick(l2Names)}供货`,
        projectName: project,
        developerName: buyer.name,
        province: area.province,
        city: area.city,
        coverUrl: seedImages.product(caseImage, caseId),
        images: [0, 1, 2].map((n) => seedImages.product(caseImage, caseId + n)),
        description: `为${project}提供${r.pick(l2Names)}材料供应及现场技术服务，供货面积约${r.int(5, 120)}千平方米。`,
        completedAt: isoDate(daysAgo(ctx, r.int(30, 1500))),
        sort: k,
      });
    }
    const qualList: [string, string, string][] = [
      ['license', '营业执照', s.area.city + '市场监督管理局'],
      ['certificate', 'ISO9001质量管理体系认证证书', '中国质量认证中心'],
      ['certificate', '中国环境标志产品认证', '中环联合认证中心'],
      ['qualification', '建筑装修装饰工程专业承包二级', '住房和城乡建设厅'],
      ['patent', '实用新型专利证书', '国家知识产权局'],
      ['report', '产品型式检验报告', '国家建筑材料质量检验检测中心'],
    ];
    for (const [k, [kind, name, issuedBy]] of r.sample(qualList, r.int(2, 5)).entries()) {
      quals.push({
        id: qualId++,
        enterpriseId: s.id,
        kind,
        name,
        fileUrl: kind === 'report' ? seedImages.pdf(k) : seedImages.pool('doc', k),
        fileType: kind === 'report' ? 'pdf' : 'png',
        issuedBy,
        validUntil: isoDate(daysAhead(ctx, r.int(60, 1500))),
        sort: k,
      });
    }
  }
  await insertRows(ctx, 'supplier_showrooms', supplierShowrooms, showrooms);
  await insertRows(ctx, 'supplier_factory_images', supplierFactoryImages, factory);
  await insertRows(ctx, 'supplier_factory_vrs', supplierFactoryVrs, vrs);
  await insertRows(ctx, 'supplier_project_cases', supplierProjectCases, cases);
  await insertRows(ctx, 'supplier_qualifications', supplierQualifications, quals);
}

const RECRUIT_SCOPES = ['华东区域', '华南区域', '华北区域', '西南区域', '华中区域', '全国'];

export async function seedSupplierPrograms(
  ctx: SeedContext,
  suppliers: SupplierInfo[],
  buyers: BuyerInfo[],
): Promise<void> {
  const r = ctx.rng.fork('supplier-programs');

  const sharerRows: (typeof sharers.$inferInsert)[] = Array.from({ length: 6 }, (_, i) => ({
    id: i + 1,
    userId: i === 0 ? DEMO.personalUser : null,
    shareCode: `SH${String(1001 + i)}`,
    name: i === 0 ? '孙丽' : personName(r),
    phone: i === 0 ? '13800000004' : mobile(r),
    company: r.pick(buyers).name,
    position: r.pick(POSITIONS),
    createdAt: daysAgo(ctx, r.int(1, 200)),
  }));
  await insertRows(ctx, 'sharers', sharers, sharerRows);

  const applicationRows: (typeof supplierApplications.$inferInsert)[] = Array.from(
    { length: 12 },
    (_, i) => {
      // Drawn for every row so that the other applications stay as they were.
      const drawn = randomArea(ctx, r);
      const area = i === 0 ? areaNamedIn('湖州多维保温材料有限公司') : drawn;
      const industry = i === 0 ? industryNamed('保温材料') : r.pick(INDUSTRIES);
      const offered = industryProducts(industry);
      return {
        id: i + 1,
        userId: i === 0 ? DEMO.multiUser : null,
        enterpriseId: i === 0 ? 306 : null,
        shareCode: i % 3 === 0 ? r.pick(sharerRows).shareCode : null,
        name:
          i === 0
            ? '湖州多维保温材料有限公司'
            : `${area.city}${r.pick(['鸿运', '泰山', '金鼎', '华信'])}${industry.name}有限公司`,
        product: r.sample(offered, Math.min(2, offered.length)).join('、'),
        productMode: r.pick(['自产自销', '代理经销', '贴牌生产']),
        isQuoted: r.int(0, 1),
        contactName: personName(r),
        position: r.pick(POSITIONS),
        phone: mobile(r),
        email: `apply${i + 1}@example.com`,
        province: area.province,
        provinceId: area.provinceId,
        city: area.city,
        cityId: area.cityId,
        address: `${area.city}${r.pick(['建设路', '人民路', '工业路'])}${r.int(1, 300)}号`,
        referrer: i % 4 === 0 ? personName(r) : null,
        status: r.int(0, 2),
        createdAt: daysAgo(ctx, r.int(0, 120)),
      };
    },
  );
  await insertRows(ctx, 'supplier_applications', supplierApplications, applicationRows);

  const signupRows: (typeof selectedSupplierSignups.$inferInsert)[] = suppliers
    .filter((s) => s.memberLevel?.startsWith('best_choice') && s.id !== DEMO.supplierEnterprise)
    .map((s, i) => ({
      id: i + 2,
      enterpriseId: s.id,
      userId: DEMO.supplierUser,
      status: 1,
      createdAt: daysAgo(ctx, r.int(30, 400)),
    }));
  signupRows.unshift({
    id: 1,
    enterpriseId: DEMO.supplierEnterprise,
    userId: DEMO.supplierUser,
    status: 1,
    createdAt: daysAgo(ctx, 200),
  });
  signupRows.push({
    id: 1000,
    enterpriseId: 306,
    userId: DEMO.multiUser,
    status: 0,
    createdAt: daysAgo(ctx, 2),
  });
  await insertRows(ctx, 'selected_supplier_signups', selectedSupplierSignups, signupRows);

  const noticeTitles = [
    '关于开展年度优选供应商履约评价的通知',
    '集采平台春季钢材联合采购报名通知',
    '优选供应商专属：重点房企精装项目对接会邀请',
    '关于更新供应商资质文件的提醒',
    '绿色建材认证补贴申报指引',
    '年度战略集采品类规划发布',
    '优选供应商会员权益升级说明',
    '关于规范投标报价行为的通知',
    '防水材料专项质量抽检结果公示',
    '供应商数字化工作台上线新功能',
    '华东区域保温材料集采招募说明',
    '关于节假日期间订单发货安排的通知',
    '会员供应商专场：城市更新项目需求发布',
    '优选供应商年度表彰名单',
    '关于启用电子合同签署的通知',
  ];
  await insertRows(
    ctx,
    'supplier_notices',
    supplierNotices,
    noticeTitles.map((title, i) => ({
      id: i + 1,
      title,
      summary: `${title}，请各会员供应商及时查阅并按要求办理。`,
      content: paragraphs(
        '各会员供应商：',
        `${title}。为进一步提升平台集采效率与供应质量，现将有关事项通知如下，请认真阅读并按时完成相关工作。`,
        '一、适用范围：平台全体优选供应商会员。二、办理时间：自发布之日起30日内。三、联系方式：请联系平台客户经理。',
      ),
      attachments: i % 3 === 0 ? [seedImages.pdf(i)] : [],
      membersOnly: i !== 3 && i !== 9,
      viewCount: r.int(50, 3000),
      publishTime: spreadDate(ctx, r, i),
    })),
  );

  const recruitRows: (typeof recruits.$inferInsert)[] = [];
  for (let i = 0; i < 30; i++) {
    const buyer = i === 0 ? buyers[0]! : r.pick(buyers);
    const l1 = r.pick(CATEGORY_TREE);
    const l2s = r.sample(l1.children, Math.min(2, l1.children.length));
    const publicationDate = spreadDate(ctx, r, i);
    // Status follows the deadline for most rows; a few are suspended early.
    const deadline = new Date(publicationDate.getTime() + r.int(15, 90) * 86400_000);
    const status = i % 7 === 6 ? 3 : deadline < ctx.now ? 2 : 1;
    const area = buyer.area;
    recruitRows.push({
      id: i + 1,
      name: `${buyer.name.replace(/(集团)?有限公司$/, '')}${ctx.now.getFullYear()}年度${l2s.map((c) => c.name).join('、')}供应商招募`,
      enterpriseId: buyer.id,
      enterpriseName: buyer.name,
      capital: r.pick([100, 300, 500, 1000, 2000, 5000]),
      serviceScope: r.sample(RECRUIT_SCOPES, r.int(1, 3)),
      categoryIds: l2s.map((c) => c.id),
      provinceId: area.provinceId,
      province: area.province,
      cityId: area.cityId,
      city: area.city,
      requirement: paragraphs(
        `1. 注册资本不低于${r.pick([100, 500, 1000])}万元，具备独立法人资格；`,
        '2. 近三年具有同类项目供货业绩不少于3项；',
        '3. 具备完善的质量管理体系与售后服务能力。',
      ),
      content: paragraphs(
        `为满足集团在建项目需求，现面向社会公开招募${l2s.map((c) => c.name).join('、')}优质供应商，欢迎符合条件的企业报名。`,
      ),
      contactName: personName(r),
      contactPhone: mobile(r),
      publicationDate,
      deadline,
      status,
      createdAt: publicationDate,
    });
  }
  await insertRows(ctx, 'recruits', recruits, recruitRows);

  const openRecruits = recruitRows.filter((x) => x.status === 1);
  const applications: (typeof recruitApplications.$inferInsert)[] = [];
  let appId = 1;
  for (const recruit of openRecruits.slice(0, 6)) {
    for (const s of r.sample(
      suppliers.filter((x) => x.tenantStatus === 'supplier'),
      r.int(1, 4),
    )) {
      applications.push({
        id: appId++,
        recruitId: recruit.id!,
        enterpriseId: s.id,
        userId: s.id === DEMO.supplierEnterprise ? DEMO.supplierUser : null,
        contactName: personName(r),
        phone: mobile(r),
        remark: '我司具备同类项目供货经验，期待合作。',
        status: r.int(-1, 1),
        createdAt: daysAgo(ctx, r.int(0, 10)),
      });
    }
  }
  await insertRows(ctx, 'recruit_applications', recruitApplications, applications);
}

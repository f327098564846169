import {
  advertisements,
  articles,
  banners,
  ecologyPartners,
  greenCertificates,
  greenTowns,
  homeClues,
  popups,
  seoEntries,
  websiteMessages,
} from '../schema/content';
import { daysAgo, insertRows, isoDate, paragraphs, spreadDate, type SeedContext } from './context';
import { flattenCategories } from './data/catalog';
import { DEMO, logoFor, randomArea, type SupplierInfo } from './identity';
import type { ProductSummary } from './catalog';
import { seedImages } from './images';

const INFO_GROUPS = ['行业动态', '政策法规', '市场行情', '企业新闻', '绿色建材'];
const INFO_TOPICS = [
  '住建部发布绿色建材产品认证新目录',
  '一季度全国建材价格指数小幅回落',
  '装配式装修在保障性住房中加速落地',
  '多地出台城市更新配套材料标准',
  '瓷砖行业集中度持续提升，头部企业扩产',
  '防水新规实施一周年：工程质量明显改善',
  '钢材期货震荡，工程采购宜分批锁价',
  '光伏建筑一体化项目招标量同比增长',
  '外墙保温材料防火等级要求进一步提高',
  '精装修交付比例提升带动部品集采需求',
  '低碳建材碳足迹核算指南征求意见',
  '房企集采平台数字化转型观察',
  '岩板与大板瓷砖在精装项目中的应用趋势',
  '建筑节能与可再生能源利用通用规范解读',
  '涂料行业加速水性化，低VOC产品需求上升',
  '住宅全装修交付质量评价标准发布',
  '铝合金门窗节能改造补贴政策落地多地',
  '集采招标中的供应商履约评价体系探讨',
  '装配式内装部品标准化进展观察',
  '绿色建材下乡活动启动，覆盖多个试点省份',
];
/** Enough articles that every column has several pages (10 per page, spec §9). */
const INFO_ARTICLES = 120;

const HELP: [string, string, string][] = [
  [
    '新手指南',
    '如何注册平台账号',
    '打开平台首页，点击右上角“注册”，输入手机号并完成短信验证即可注册。',
  ],
  [
    '新手指南',
    '如何进行企业认证',
    '登录后进入工作台，选择“企业认证”，上传营业执照和授权委托书，提交后1-3个工作日内完成审核。',
  ],
  [
    '新手指南',
    '如何切换企业身份',
    '在右上角用户菜单中选择“切换企业”，选择已认证通过的企业即可切换。',
  ],
  [
    '采购指南',
    '如何搜索与比较商品',
    '在顶部搜索框输入关键词，或通过“选产品”分类导航浏览，可将商品加入对比。',
  ],
  [
    '采购指南',
    '如何下单采购',
    '将商品加入购物车，确认收货地址与项目信息后提交订单，订单经审核后由供应商发货。',
  ],
  [
    '采购指南',
    '什么是协议价',
    '协议价是供应商与采购企业签订框架协议后约定的专属价格，仅对签约企业可见。',
  ],
  [
    '供应商服务',
    '如何申请成为优选供应商',
    '完成公司认证后，进入“优选供应商”页面点击报名，平台将在3个工作日内与您联系。',
  ],
  [
    '供应商服务',
    '如何发布商品',
    '进入供应中心“商品管理”，选择类目并填写商品信息、规格与价格后提交上架。',
  ],
  [
    '供应商服务',
    '如何参与投标与报价',
    '在“找商机”中查看招标与询价信息，按要求在线报名或提交报价。',
  ],
  [
    '常见问题',
    '收不到短信验证码怎么办',
    '请确认手机号正确、未开启短信拦截，60秒后可重新获取；仍有问题请联系客服。',
  ],
  [
    '常见问题',
    '文件上传失败怎么办',
    '单个文件不超过50M，支持png、jpg、pdf、xlsx等格式；请检查网络后重试。',
  ],
  ['常见问题', '如何联系客服', '工作日9:00-18:00可拨打客服热线，或通过右侧悬浮栏的在线客服咨询。'],
];

const ABOUT: [string, string][] = [
  [
    '平台介绍',
    '筑采商城是面向建材与设计行业的B2B集中采购平台，连接开发商、设计机构与优质供应商，提供找产品、找供方、招投标、找商机等一站式服务。',
  ],
  [
    '联系我们',
    '客服热线：400-820-6688；商务合作：bd@zhucai-mall.cn；地址：上海市浦东新区世纪大道100号。',
  ],
  ['服务协议', '使用本平台即表示您同意遵守平台服务协议与隐私政策。平台将依法保护用户信息安全。'],
];

const RENT: [string, string, string][] = [
  ['出租', 'QTZ80塔吊出租，可提供安拆一体服务', '塔吊'],
  ['出租', '施工升降机SC200/200出租', '施工电梯'],
  ['出租', '盘扣式脚手架大量出租', '脚手架'],
  ['求租', '求租25吨汽车吊两台，租期三个月', '汽车吊'],
  ['行情', '华东地区脚手架租赁价格平稳', '脚手架'],
  ['出租', '铝合金模板整套出租，周转次数高', '铝模'],
  ['求租', '求租挖掘机PC200，长期合作', '挖掘机'],
  ['行情', '塔吊租赁市场需求回暖', '塔吊'],
];

const PARTNERS: [string, string, string][] = [
  ['gold-bay', '金湾生态城', '金湾生态城是集绿色建筑、产业配套与智慧社区于一体的综合开发示范区。'],
  ['south-city', '南城供应链', '南城供应链为区域开发企业提供建材集采、仓储物流与供应链金融服务。'],
  ['super-community', '超级社区联盟', '超级社区联盟联合开发商与服务商，打造全龄友好的未来社区。'],
  ['wan-rui', '万瑞置业', '万瑞置业专注高品质住宅与城市综合体开发，推行绿色低碳建造。'],
  ['wan-yi', '万怡物业', '万怡物业提供社区运营、设施维保与住户服务，推动存量住区焕新。'],
];

export async function seedContent(
  ctx: SeedContext,
  products: ProductSummary[],
  suppliers: SupplierInfo[],
): Promise<void> {
  const r = ctx.rng.fork('content');
  const rows: (typeof articles.$inferInsert)[] = [];
  let id = 1;
  for (let i = 0; i < INFO_ARTICLES; i++) {
    const topic = INFO_TOPICS[i % INFO_TOPICS.length]!;
    const title =
      i < INFO_TOPICS.length ? topic : `${topic}（${Math.floor(i / INFO_TOPICS.length) + 1}）`;
    rows.push({
      id: id++,
      channel: 'information',
      groupName: INFO_GROUPS[i % INFO_GROUPS.length],
      title,
      summary: `${title}。业内人士认为，这将对建材采购与供应链管理产生积极影响。`,
      coverUrl: seedImages.pool('cover', i),
      content: paragraphs(
        `${title}。据了解，相关政策和市场变化将直接影响开发企业的采购策略与供应商的产能布局。`,
        '业内专家表示，集中采购、数字化供应链与绿色低碳将是未来几年建材行业的主要发展方向。',
        '平台将持续跟踪行业动态，为会员企业提供及时的市场信息与采购建议。',
      ),
      source: r.pick(['筑采研究院', '中国建材报', '建筑时报', '平台编辑部']),
      author: r.pick(['平台编辑部', '行业观察员', '研究院分析师']),
      isTop: i < 2,
      sort: 0,
      viewCount: r.int(50, 20000),
      publishTime: spreadDate(ctx, r, i),
    });
  }
  HELP.forEach(([groupName, title, text], i) => {
    rows.push({
      id: id++,
      channel: 'help',
      groupName,
      title,
      content: paragraphs(text),
      sort: i,
      publishTime: daysAgo(ctx, 200),
    });
  });
  ABOUT.forEach(([title, text], i) => {
    rows.push({
      id: id++,
      channel: 'about',
      groupName: '关于我们',
      title,
      content: paragraphs(text),
      sort: i,
      publishTime: daysAgo(ctx, 300),
    });
  });
  for (let i = 0; i < 30; i++) {
    const [kind, title, equipment] = RENT[i % RENT.length]!;
    const area = randomArea(ctx, r);
    rows.push({
      id: id++,
      channel: 'rent',
      groupName: kind,
      title: `【${area.city.replace(/市$/, '')}】${title}`,
      summary: `${area.province}${area.city}${equipment}${kind}信息，欢迎来电咨询。`,
      coverUrl: seedImages.product(i % 2 ? 41 : 13, i),
      content: paragraphs(
        `${title}。设备状况良好，手续齐全，可提供操作人员。`,
        `所在地区：${area.province}${area.city}。`,
      ),
      extra: {
        kind,
        equipment,
        location: `${area.province}${area.city}`,
        price: kind === '行情' ? '' : `${r.int(3, 60) * 1000}元/月`,
      },
      viewCount: r.int(10, 3000),
      publishTime: spreadDate(ctx, r, i),
    });
  }
  await insertRows(ctx, 'articles', articles, rows);

  await insertRows(
    ctx,
    'green_towns',
    greenTowns,
    Array.from({ length: 12 }, (_, i) => {
      const area = randomArea(ctx, r);
      const name = `${area.city.replace(/市$/, '')}${r.pick(['绿色低碳示范镇', '生态建材小镇', '零碳产业园', '绿色建筑示范区'])}`;
      return {
        id: i + 1,
        name,
        provinceId: area.provinceId,
        province: area.province,
        city: area.city,
        coverUrl: seedImages.pool('cover', i + 7),
        intro: `${name}以绿色建材应用与低碳建造为特色，推广使用获证绿色建材产品。`,
        content: paragraphs(
          `${name}累计应用绿色建材超过${r.int(10, 200)}万平方米，带动本地建材产业绿色转型。`,
        ),
        level: r.pick(['国家级', '省级', '市级']),
        sort: i,
      };
    }),
  );

  const greenCategoryIds = new Set(
    flattenCategories()
      .rows.filter((c) => c.isGreen && c.level === 3)
      .map((c) => c.id),
  );
  const supplierName = new Map(suppliers.map((s) => [s.id, s.name]));
  const greenProducts = products
    .filter((p) => p.isGreen && greenCategoryIds.has(p.category3Id))
    .slice(0, 300);
  await insertRows(
    ctx,
    'green_certificates',
    greenCertificates,
    greenProducts.map((p, i) => {
      const issue = daysAgo(ctx, r.int(10, 900));
      return {
        id: i + 1,
        certNo: `LSJC-${issue.getUTCFullYear()}-${String(i + 1).padStart(6, '0')}`,
        productId: p.id,
        productName: p.name,
        enterpriseId: p.supplierId,
        enterpriseName: supplierName.get(p.supplierId) ?? '',
        categoryId: p.category3Id,
        level: r.pick(['一星级', '二星级', '三星级']),
        issuedBy: r.pick(['中国建材检验认证集团', '中国质量认证中心', '中环联合认证中心']),
        issueDate: isoDate(issue),
        expireDate: isoDate(new Date(issue.getTime() + 3 * 365 * 86400_000)),
        fileUrl: seedImages.pool('doc', i),
        coverUrl: p.image,
      };
    }),
  );

  await insertRows(
    ctx,
    'ecology_partners',
    ecologyPartners,
    PARTNERS.map(([code, name, intro], i) => ({
      id: i + 1,
      code,
      name,
      logo: logoFor(ctx, name),
      bannerUrl: seedImages.pool('banner', i),
      intro,
      sections: [
        {
          title: '合作介绍',
          content: `${name}与平台建立战略合作，共同推进建材集采与绿色供应链建设。`,
        },
        {
          title: '集采成果',
          content: `累计通过平台完成集采订单${r.int(100, 900)}笔，覆盖${r.int(5, 30)}个品类。`,
          images: [seedImages.pool('cover', i), seedImages.pool('cover', i + 8)],
        },
        { title: '合作供应商', content: '优选供应商入驻专区，享受项目优先推荐与专属服务。' },
      ],
      link: `/ecology/${code}`,
      sort: i,
    })),
  );

  const bannerRows: (typeof banners.$inferInsert)[] = [];
  let bannerId = 1;
  // Each realm (by themeType) runs its own home carousel.
  const homeBanners: Record<number, [title: string, link: string][]> = {
    1: [
      ['年度建材集采节', '/product'],
      ['优选供应商招募', '/yeation'],
      ['绿色低碳建材专区', '/certificates'],
      ['设计大赛火热报名', '/competition'],
    ],
    2: [
      ['金湾港城建设集采季', '/bid/list'],
      ['石材幕墙直供专场', '/product'],
      ['金湾优选供方入驻', '/apply'],
      ['湾区绿色建材周', '/certificates'],
    ],
    3: [
      ['南城供应链开放日', '/activitys/list'],
      ['机电材料询价快速响应', '/inquiry/list'],
      ['南城优选供应商招募', '/recruit'],
      ['光伏储能采购专区', '/product'],
    ],
  };
  for (const [themeType, slides] of Object.entries(homeBanners)) {
    slides.forEach(([title, link], k) => {
      bannerRows.push({
        id: bannerId++,
        themeType: Number(themeType),
        position: 'home',
        title,
        imageUrl: seedImages.pool('banner', Number(themeType) * 4 + k),
        link,
        sort: k,
      });
    });
  }
  for (const [position, title, link] of [
    ['yeation', '优选供应商计划', '/yeation'],
    ['yeation', '会员专属权益', '/supplierNotice/list'],
    ['design', '设计大厅', '/design'],
    ['design', '精选设计案例', '/designs/design-case'],
    ['certificates', '绿色建材认证产品', '/certificates'],
    ['activity', '线下活动', '/activitys/list'],
    ['recruit', '供应商招募', '/recruit'],
    ['apply', '供应商入驻', '/apply'],
    ['list', '合格供应商名录', '/list'],
    ['rent', '设备租赁资讯', '/rent'],
  ] as const) {
    bannerRows.push({
      id: bannerId++,
      themeType: null,
      position,
      title,
      imageUrl: seedImages.pool('banner', bannerId),
      link,
      sort: bannerId,
    });
  }
  await insertRows(ctx, 'banners', banners, bannerRows);

  await insertRows(
    ctx,
    'home_clues',
    homeClues,
    [
      ['/', '建材集采，一站直达', '百强房企集采平台，海量优质供应商与产品'],
      ['/product', '海量建材产品，透明比价', '覆盖地面、墙面、门窗、机电等全品类'],
      ['/product/item/XXX', '对这款产品感兴趣？', '留下联系方式，供应商将为您提供报价与样品'],
      ['/yeation', '成为优选供应商', '对接百强房企集采需求，获得项目优先推荐'],
      ['/yeation/more', '找到合适的优选供应商', '留下需求，平台顾问为您精准匹配'],
      ['/bid/list', '获取更多招标商机', '实时推送招标公告，抢先一步参与投标'],
      ['/bid/details/XXX', '想参与这个项目？', '留下联系方式，平台顾问协助您完成报名'],
      ['/supplier/XXX', '联系这家供应商', '获取产品报价、样品与项目案例'],
      ['/designs', '找设计，上筑采', '汇聚优秀设计师与设计机构'],
      ['/designs/filiter', '找到心仪的设计', '留下需求，为您推荐合适的设计师'],
      ['/designs/design-case', '喜欢这些设计案例？', '获取同款材料清单与设计服务'],
      ['/ecology', '加入生态伙伴', '共建绿色低碳供应链'],
    ].map(([url, mainTitle, subTitle], i) => ({
      id: i + 1,
      url: url!,
      mainTitle: mainTitle!,
      subTitle: subTitle!,
    })),
  );

  await insertRows(
    ctx,
    'advertisements',
    advertisements,
    [
      ['home-right', '集采节限时特惠', '/product'],
      ['home-right', '供应商入驻享首年权益', '/apply'],
      ['product-list', '优选品牌推荐', '/yeation'],
      ['product-list', '绿色建材认证专区', '/certificates'],
      ['bid-list', '一键发布招标', '/bid/list'],
      ['supplier-list', '成为优选供应商', '/yeation'],
      ['design', '设计大赛报名中', '/competition'],
      ['information', '订阅行业周报', '/information/list'],
    ].map(([position, title, link], i) => ({
      id: i + 1,
      themeType: null,
      position: position!,
      title: title!,
      imageUrl: seedImages.pool('cover', 12 + i),
      link,
      sort: i,
    })),
  );

  const popupRows: (typeof popups.$inferInsert)[] = [
    {
      scene: 'home',
      themeType: 1,
      title: '年度集采节开幕',
      extraJson: {
        displayMethod: 1,
        displayDuration: 8,
        buttonUrl: '/product',
        pcImgUrl: seedImages.pool('cover', 1),
      },
    },
    {
      scene: 'home',
      themeType: 2,
      title: '金湾集采平台上线公告',
      extraJson: {
        displayMethod: 2,
        pcTitle: '金湾集采平台正式上线',
        pcContent: '金湾集采平台现已开放供应商入驻与在线采购，欢迎体验。',
        pcButtonName: '立即体验',
        buttonUrl: '/product',
      },
    },
    {
      scene: 'home',
      themeType: 3,
      title: '南城供应链版本更新',
      extraJson: {
        displayMethod: 2,
        displayDuration: 15,
        pcTitle: '版本更新公告',
        pcContent: '新增供应商搜索与分类推荐，优化下单流程。',
        pcButtonName: '我知道了',
      },
    },
    {
      scene: 'product',
      themeType: null,
      title: '新品上架提醒',
      extraJson: {
        displayMethod: 1,
        pcImgUrl: seedImages.pool('cover', 2),
        buttonUrl: '/product?categoryId=5',
      },
    },
    {
      scene: 'yeation',
      themeType: null,
      title: '优选供应商招募',
      extraJson: {
        displayMethod: 2,
        pcTitle: '优选供应商招募中',
        pcContent: '报名成为优选供应商，对接百强房企集采需求。',
        pcButtonName: '立即报名',
        buttonUrl: '/yeation',
        displayDuration: 12,
      },
    },
    {
      scene: 'supplier',
      themeType: null,
      title: '展厅装修指引',
      audience: 'owner',
      extraJson: {
        displayMethod: 2,
        pcTitle: '完善企业展厅',
        pcContent: '完善展厅信息可提升搜索排名。',
        pcButtonName: '去完善',
        buttonUrl: '/workbench/supplier/showroom',
      },
    },
    {
      scene: 'design',
      themeType: null,
      title: '设计大赛报名',
      extraJson: {
        displayMethod: 1,
        pcImgUrl: seedImages.pool('cover', 20),
        buttonUrl: '/competition',
        displayDuration: 6,
      },
    },
    {
      scene: 'activity',
      themeType: null,
      title: '线下活动报名',
      extraJson: {
        displayMethod: 1,
        pcImgUrl: seedImages.pool('cover', 4),
        buttonUrl: '/activitys/list',
      },
    },
    {
      scene: 'workbench',
      themeType: null,
      title: '工作台新功能',
      audience: 'user',
      extraJson: {
        displayMethod: 2,
        pcTitle: '工作台新功能',
        pcContent: '订单审核与导出功能已上线。',
        pcButtonName: '知道了',
      },
    },
  ].map((p, i) => ({ ...p, id: i + 1, sort: i }));
  await insertRows(ctx, 'popups', popups, popupRows);

  await insertRows(
    ctx,
    'seo_entries',
    seoEntries,
    [
      [
        '/',
        '筑采建材集采商城 - 建材与设计行业B2B集中采购平台',
        '建材集采,B2B采购,建材商城,供应商,招投标',
      ],
      ['/product', '建材产品大全 - 筑采商城', '建材产品,地板,瓷砖,涂料,保温材料,门窗'],
      ['/yeation', '优选供应商 - 筑采商城', '优选供应商,建材供应商,集采供应商'],
      ['/yeation/more', '优选供应商搜索 - 筑采商城', '供应商搜索,优选供应商'],
      ['/list', '合格供应商名录 - 筑采商城', '合格供应商,供应商名录'],
      ['/bid/list', '招标公告 - 筑采商城', '招标公告,建材招标,集中采购'],
      ['/other-bid/list', '公开招标信息 - 筑采商城', '公开招标,工程招标,公共资源交易'],
      ['/inquiry/list', '询价大厅 - 筑采商城', '询价,建材询价,报价'],
      ['/activitys/home', '商机市场 - 筑采商城', '商机,线下活动,供需对接'],
      ['/activitys/list', '线下活动 - 筑采商城', '建材活动,对接会,论坛'],
      ['/recruit', '供应商招募 - 筑采商城', '供应商招募,入库'],
      ['/demand/list', '设计需求 - 筑采商城', '设计需求,设计招标'],
      ['/design', '设计大厅 - 筑采商城', '设计师,设计机构,设计大厅'],
      ['/designs', '设计 - 筑采商城', '室内设计,建筑设计,景观设计'],
      ['/designs/design-case', '设计案例 - 筑采商城', '设计案例,样板间,售楼处'],
      ['/competition', '设计大赛 - 筑采商城', '设计大赛,设计竞赛'],
      ['/certificates', '绿色低碳建材 - 筑采商城', '绿色建材,低碳,认证产品'],
      ['/ecology', '生态伙伴 - 筑采商城', '生态伙伴,战略合作'],
      ['/information/list', '行业资讯 - 筑采商城', '建材资讯,行业动态,政策法规'],
      ['/rent', '租赁资讯 - 筑采商城', '设备租赁,塔吊出租,脚手架'],
      ['/help', '帮助中心 - 筑采商城', '帮助中心,常见问题'],
      ['/help/aboutUs', '关于我们 - 筑采商城', '关于筑采,平台介绍'],
      ['/apply', '供应商入驻 - 筑采商城', '供应商入驻,申请入驻'],
      ['/supplierNotice/list', '会员公告 - 筑采商城', '会员公告,优选供应商'],
      ['/designs/search-filiter', '设计案例搜索 - 筑采商城', '设计案例搜索,找设计'],
      ['/ecology/gold-bay', '金湾生态城 · 生态伙伴 - 筑采商城', '金湾生态城,绿色建筑'],
      ['/ecology/south-city', '南城供应链 · 生态伙伴 - 筑采商城', '南城供应链,建材集采'],
      ['/ecology/super-community', '超级社区联盟 · 生态伙伴 - 筑采商城', '超级社区,未来社区'],
      ['/ecology/wan-rui', '万瑞置业 · 生态伙伴 - 筑采商城', '万瑞置业,绿色低碳建造'],
      ['/ecology/wan-yi', '万怡物业 · 生态伙伴 - 筑采商城', '万怡物业,社区运营'],
      ['/brand', '品牌馆 - 筑采商城', '建材品牌,品牌馆'],
      ['/compare-item', '商品对比 - 筑采商城', '商品对比,参数对比'],
      ['/search-image', '以图搜图 - 筑采商城', '以图搜图,图片搜索'],
    ].map(([url, title, keywords]) => ({
      url: url!,
      // Titles without the site name: the realm's title template adds its own.
      title: title!.split(' - ')[0]!,
      description: `${title!.split(' - ')[0]}：筑采商城为建材与设计行业提供集中采购、找供方、招投标与商机服务。`,
      keywords: keywords!,
    })),
  );

  const messages: (typeof websiteMessages.$inferInsert)[] = [];
  let msgId = 1;
  const push = (userId: number, side: string, count: number, unread: number) => {
    const templates: Record<string, [string, string, string][]> = {
      developer: [
        ['order', '订单审核提醒', '您有一笔采购订单待审核，请及时处理。'],
        ['bid', '投标报名提醒', '您发布的招标项目收到新的供应商报名。'],
        ['inquiry', '询价报价通知', '您的询价单收到新的供应商报价。'],
        ['system', '协议价更新', '供应商已更新您企业的协议价格。'],
      ],
      supplier: [
        ['order', '新订单通知', '您收到一笔新的采购订单，请尽快确认发货。'],
        ['bid', '招标邀请', '有新的招标项目与您的主营品类匹配。'],
        ['inquiry', '询价邀请', '有采购商向您发起询价，请在截止前报价。'],
        ['auth', '优选供应商审核通过', '恭喜您成为优选供应商，会员权益已生效。'],
      ],
      other: [
        ['auth', '企业认证审核中', '您提交的企业认证正在审核，请耐心等待。'],
        ['system', '欢迎加入筑采商城', '完善企业信息后即可使用更多功能。'],
      ],
    };
    const list = templates[side] ?? templates.other!;
    for (let k = 0; k < count; k++) {
      const [kind, title, content] = list[k % list.length]!;
      messages.push({
        id: msgId++,
        userId,
        side,
        kind,
        title,
        content,
        link: null,
        isRead: k >= unread,
        createdAt: daysAgo(ctx, k * 2, k),
      });
    }
  };
  push(DEMO.buyerUser, 'developer', 15, 8);
  push(DEMO.supplierUser, 'supplier', 12, 5);
  push(DEMO.multiUser, 'supplier', 6, 2);
  push(DEMO.multiUser, 'developer', 4, 1);
  push(DEMO.otherUser, 'other', 3, 3);
  push(DEMO.failedUser, 'other', 2, 1);
  await insertRows(ctx, 'website_messages', websiteMessages, messages);
}

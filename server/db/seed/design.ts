import { toSearchText } from '@/lib/search-tokens';
import {
  competitionMaterials,
  competitions,
  competitionSignups,
  competitionTracks,
  demandCollections,
  demandComments,
  demands,
  designCases,
  designHalls,
  designReactions,
  designStyles,
  designTypes,
} from '../schema/design';
import {
  daysAgo,
  daysAhead,
  insertRows,
  paragraphs,
  personName,
  spreadDate,
  type SeedContext,
} from './context';
import { PROJECT_PLACES } from './data/names';
import {
  DEMO,
  DESIGNER_USER_COUNT,
  DESIGNER_USER_START,
  randomArea,
  type BuyerInfo,
} from './identity';
import { seedImages } from './images';

const STYLES = [
  '现代简约',
  '新中式',
  '北欧',
  '轻奢',
  '美式',
  '日式',
  '工业风',
  '法式',
  '地中海',
  '侘寂',
];
const TYPES = [
  '室内设计',
  '建筑设计',
  '景观设计',
  '软装设计',
  '照明设计',
  '幕墙设计',
  '精装修设计',
  '商业空间设计',
];
const SPACES = [
  '样板间',
  '售楼处',
  '大平层',
  '别墅',
  '办公空间',
  '酒店大堂',
  '会所',
  '社区中心',
  '商业街区',
  '示范区',
];
const STUDIO_WORDS = ['空间设计事务所', '建筑设计工作室', '景观设计有限公司', '室内设计机构'];

export async function seedDesign(ctx: SeedContext, buyers: BuyerInfo[]): Promise<void> {
  const r = ctx.rng.fork('design');
  await insertRows(
    ctx,
    'design_styles',
    designStyles,
    STYLES.map((name, i) => ({ id: i + 1, name, sort: i })),
  );
  await insertRows(
    ctx,
    'design_types',
    designTypes,
    TYPES.map((name, i) => ({ id: i + 1, name, sort: i })),
  );

  const halls: (typeof designHalls.$inferInsert)[] = [];
  const cases: (typeof designCases.$inferInsert)[] = [];
  let caseId = 1;
  const studios = buyers.filter((b) => b.childType === 2002);
  const hallCount = 1 + DESIGNER_USER_COUNT + Math.min(6, studios.length);
  for (let i = 0; i < hallCount; i++) {
    const id = i + 1;
    const isDemo = i === 0;
    const studio = i > DESIGNER_USER_COUNT ? studios[i - DESIGNER_USER_COUNT - 1] : undefined;
    const area = studio ? studio.area : randomArea(ctx, r);
    const name = isDemo ? '周子墨' : studio ? studio.name : personName(r);
    const styleIds = r.sample(
      STYLES.map((_, k) => k + 1),
      r.int(1, 3),
    );
    const typeIds = r.sample(
      TYPES.map((_, k) => k + 1),
      r.int(1, 2),
    );
    const caseTotal = r.int(2, 7);
    let praise = 0;
    let collect = 0;
    for (let k = 0; k < caseTotal; k++) {
      const styleId = r.pick(styleIds);
      const typeId = r.pick(typeIds);
      const place = `${area.city.replace(/市$/, '')}${r.pick(PROJECT_PLACES)}`;
      const title = `${place}${r.pick(SPACES)} · ${STYLES[styleId - 1]}${TYPES[typeId - 1]}`;
      const p = r.int(0, 3000);
      const c = r.int(0, 800);
      praise += p;
      collect += c;
      const cover = seedImages.pool('cover', caseId + i);
      cases.push({
        id: caseId++,
        hallId: id,
        title,
        coverUrl: cover,
        images: [
          cover,
          seedImages.pool('cover', caseId + 4),
          seedImages.pool('cover', caseId + 11),
        ],
        styleId,
        typeId,
        areaSize: r.int(80, 5000),
        province: area.province,
        city: area.city,
        description: paragraphs(
          `项目位于${area.province}${area.city}，以${STYLES[styleId - 1]}为设计语言，强调材料的真实质感与空间的流动性。`,
          '主要材料：木饰面、岩板、艺术涂料、定制金属构件。',
        ),
        praiseCount: p,
        collectCount: c,
        viewCount: r.int(p, p * 5 + 100),
        isRecommend: r.chance(0.2),
        status: 1,
        publishedAt: daysAgo(ctx, r.int(0, 600), r.int(0, 23)),
        searchText: toSearchText(title, name, STYLES[styleId - 1], TYPES[typeId - 1], area.city),
      });
    }
    halls.push({
      id,
      kind: studio ? 2 : 1,
      userId: isDemo ? DEMO.designerUser : studio ? null : DESIGNER_USER_START + i - 1,
      enterpriseId: studio?.id ?? null,
      name: studio ? studio.name : name,
      title: studio
        ? r.pick(STUDIO_WORDS)
        : r.pick(['主案设计师', '设计总监', '资深设计师', '创始合伙人']),
      avatar: seedImages.pool('avatar', i),
      coverUrl: seedImages.pool('cover', i + 2),
      intro: `${studio ? '团队' : '从业'}${r.int(5, 20)}年，擅长${styleIds.map((s) => STYLES[s - 1]).join('、')}风格，服务过多家百强房企的示范区与精装项目。`,
      province: area.province,
      city: area.city,
      styleIds,
      typeIds,
      years: r.int(3, 25),
      caseCount: caseTotal,
      praiseCount: praise,
      collectCount: collect,
      viewCount: r.int(praise, praise * 4 + 500),
      isRecommend: isDemo || r.chance(0.25),
      status: 1,
      createdAt: daysAgo(ctx, r.int(30, 800)),
    });
  }
  await insertRows(ctx, 'design_halls', designHalls, halls);
  await insertRows(ctx, 'design_cases', designCases, cases);
  await insertRows(ctx, 'design_reactions', designReactions, [
    ...r.sample(cases, 6).map((c) => ({
      userId: DEMO.buyerUser,
      targetType: 'case',
      targetId: c.id!,
      action: 'collect',
    })),
    ...r.sample(cases, 4).map((c) => ({
      userId: DEMO.buyerUser,
      targetType: 'case',
      targetId: c.id!,
      action: 'praise',
    })),
    { userId: DEMO.buyerUser, targetType: 'hall', targetId: 1, action: 'collect' },
    { userId: DEMO.personalUser, targetType: 'hall', targetId: 1, action: 'praise' },
  ]);

  const demandRows: (typeof demands.$inferInsert)[] = [];
  const comments: (typeof demandComments.$inferInsert)[] = [];
  let commentId = 1;
  for (let i = 0; i < 50; i++) {
    const buyer = i < 3 ? buyers[0]! : r.pick(buyers);
    const area = r.chance(0.5) ? buyer.area : randomArea(ctx, r);
    const typeIds = r.sample(
      TYPES.map((_, k) => k + 1),
      r.int(1, 2),
    );
    const styleId = r.int(1, STYLES.length);
    const topic = `${area.city.replace(/市$/, '')}${r.pick(PROJECT_PLACES)}${r.pick(SPACES)}${TYPES[typeIds[0]! - 1]}需求`;
    const created = spreadDate(ctx, r, i);
    const n = r.int(0, 5);
    for (let k = 0; k < n; k++) {
      comments.push({
        id: commentId++,
        demandId: i + 1,
        userId:
          k === 0 && i < 5
            ? DEMO.designerUser
            : DESIGNER_USER_START + r.int(0, DESIGNER_USER_COUNT - 1),
        userName: k === 0 && i < 5 ? '周子墨' : personName(r),
        avatar: seedImages.pool('avatar', k + i),
        content: r.pick([
          '我们团队做过多个同类项目，可以提供概念方案，方便沟通一下具体需求吗？',
          '请问项目预算和工期要求是怎样的？',
          '已查看需求，可提供往期案例供参考。',
          '对该项目很感兴趣，期待进一步交流。',
        ]),
        createdAt: new Date(created.getTime() + (k + 1) * 3600_000 * r.int(1, 30)),
      });
    }
    demandRows.push({
      id: i + 1,
      topicName: topic,
      topicUrl: seedImages.pool('cover', i + 5),
      userId: i < 3 ? DEMO.buyerUser : null,
      userName: buyer.name,
      enterpriseId: buyer.id,
      designTypeIds: typeIds,
      styleId,
      provinceId: area.provinceId,
      province: area.province,
      city: area.city,
      areaSize: r.int(100, 20000),
      budget: `${r.int(5, 300)}万元`,
      description: paragraphs(
        `项目位于${area.province}${area.city}，面积约${r.int(100, 20000)}平方米，需要${typeIds.map((t) => TYPES[t - 1]).join('、')}服务，风格倾向${STYLES[styleId - 1]}。`,
        '要求：具有同类项目经验，能按节点提交概念方案与深化图纸。',
      ),
      images: [seedImages.pool('cover', i + 6)],
      status: i % 6 === 5 ? 2 : i % 11 === 10 ? 0 : 1,
      shelfFlag: i % 13 === 12 ? 0 : 1,
      viewCount: r.int(10, 3000),
      collectCount: r.int(0, 120),
      commentCount: n,
      createdAt: created,
    });
  }
  await insertRows(ctx, 'demands', demands, demandRows);
  await insertRows(ctx, 'demand_comments', demandComments, comments);
  await insertRows(
    ctx,
    'demand_collections',
    demandCollections,
    r.sample(demandRows, 5).map((d) => ({
      userId: DEMO.designerUser,
      demandId: d.id!,
      createdAt: daysAgo(ctx, r.int(0, 30)),
    })),
  );

  const comps = [
    ['筑采杯绿色建材创新设计大赛', '以材料创新推动低碳人居', 1],
    ['城市更新公共空间设计挑战赛', '让老城焕发新生', 2],
    ['精装修样板间设计大赛', '好设计，可落地', 3],
    ['乡村振兴民宿设计邀请赛', '在地材料与当代生活', 3],
  ] as const;
  const compRows: (typeof competitions.$inferInsert)[] = [];
  const trackRows: (typeof competitionTracks.$inferInsert)[] = [];
  let trackId = 1;
  comps.forEach(([title, subtitle, status], i) => {
    const signUpStart =
      status === 1
        ? daysAgo(ctx, 10)
        : status === 2
          ? daysAgo(ctx, 60)
          : daysAgo(ctx, 300 + i * 30);
    const signUpEnd = new Date(signUpStart.getTime() + 45 * 86400_000);
    const submitEnd = new Date(signUpEnd.getTime() + 30 * 86400_000);
    compRows.push({
      id: i + 1,
      title: `${ctx.now.getFullYear() - (status === 3 ? 1 : 0)}${title}`,
      subtitle,
      coverUrl: seedImages.pool('cover', 20 + i),
      bannerUrl: seedImages.pool('banner', 8 + i),
      organizer: '筑采商城 · 中国建筑装饰协会',
      content: paragraphs(
        `${title}面向全国设计师、设计机构及高校师生征集作品。`,
        '奖项设置：金奖1名、银奖3名、铜奖5名、优秀奖若干，获奖作品将在平台展示并推荐给合作房企。',
      ),
      extraFields: [
        { name: 'school', label: '毕业院校', type: 'text', required: false },
        {
          name: 'teamSize',
          label: '团队人数',
          type: 'select',
          required: true,
          options: ['1人', '2-3人', '4-5人'],
        },
        { name: 'portfolio', label: '作品集', type: 'file', required: false },
      ],
      signUpStart,
      signUpEnd,
      submitEnd,
      status,
      createdAt: signUpStart,
    });
    for (const [k, name] of ['室内空间组', '建筑景观组', '材料应用组']
      .slice(0, 2 + (i % 2))
      .entries()) {
      trackRows.push({
        id: trackId++,
        competitionId: i + 1,
        name,
        description: `${name}：提交完整设计方案及材料清单。`,
        stages: [
          { name: '初赛', startAt: signUpStart.toISOString(), endAt: signUpEnd.toISOString() },
          { name: '复赛', startAt: signUpEnd.toISOString(), endAt: submitEnd.toISOString() },
          {
            name: '决赛',
            startAt: submitEnd.toISOString(),
            endAt: daysAhead(ctx, 120).toISOString(),
          },
        ],
        sort: k,
      });
    }
  });
  await insertRows(ctx, 'competitions', competitions, compRows);
  await insertRows(ctx, 'competition_tracks', competitionTracks, trackRows);

  const signups: (typeof competitionSignups.$inferInsert)[] = [];
  for (const [k, t] of trackRows.entries()) {
    signups.push({
      id: k + 1,
      competitionId: t.competitionId,
      trackId: t.id!,
      userId: k % 2 === 0 ? DEMO.designerUser : DESIGNER_USER_START + k,
      designerType: (k % 3) + 1,
      name: k % 2 === 0 ? '周子墨' : personName(r),
      phone: k % 2 === 0 ? '13800000005' : `1390000${String(1000 + k).slice(-4)}`,
      company: k % 3 === 2 ? r.pick(studios.length ? studios : buyers).name : null,
      extra: { teamSize: '2-3人' },
      status: k % 4 === 1 ? 1 : 0,
      createdAt: daysAgo(ctx, r.int(1, 40)),
    });
  }
  await insertRows(ctx, 'competition_signups', competitionSignups, signups);
  await insertRows(
    ctx,
    'competition_materials',
    competitionMaterials,
    signups.slice(0, 4).map((s, k) => ({
      id: k + 1,
      signupId: s.id!,
      stage: '初赛',
      title: `${s.name}参赛方案`,
      fileUrl: seedImages.pdf(k),
      fileType: 'pdf',
      status: k === 0 ? 1 : 0,
      score: k === 0 ? 88 : null,
      createdAt: daysAgo(ctx, k + 1),
    })),
  );
}

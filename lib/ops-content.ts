/**
 * Content the ops console edits (banners, popups, articles, SEO rows, home lead texts, ads):
 * the choices each field offers, the time-window rule the public pages apply, the cache tags
 * that tie a cached page to what it shows, and the zod schemas both the drawer forms and the
 * endpoints check with (docs/ops-console.md, 内容运营).
 */
import { formatDateTime } from './format';
import { htmlText, sanitizeHtml } from './rich-text';
import { z } from './zod';

const entries = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as [K, ...K[]];

/** Page positions that run a banner carousel. */
export const BANNER_POSITION_LABELS = {
  home: '首页轮播',
  yeation: '优选供应商',
  design: '设计频道',
  certificates: '绿色认证',
  activity: '活动',
  recruit: '供应商招募',
  apply: '入驻申请',
  list: '供应商名录',
  rent: '租赁资讯',
} as const;
export type BannerPosition = keyof typeof BANNER_POSITION_LABELS;
export const BANNER_POSITIONS = entries(BANNER_POSITION_LABELS);

/** Popup scenes: the page section a popup opens on (lib/popup popupScene). */
export const POPUP_SCENE_LABELS = {
  home: '首页',
  product: '商品',
  yeation: '优选供应商',
  supplier: '企业展厅',
  design: '设计',
  activity: '活动',
  workbench: '工作台',
} as const;
export const POPUP_SCENES = entries(POPUP_SCENE_LABELS);

/** Who sees a popup (lib/popup PopupAudience). */
export const POPUP_AUDIENCE_LABELS = {
  all: '所有人',
  visitor: '未登录访客',
  user: '已登录用户',
  supplier: '供应商',
  buyer: '采购商',
  owner: '展厅所属供应商',
} as const;
export const POPUP_AUDIENCES = entries(POPUP_AUDIENCE_LABELS);

/** extraJson.displayMethod (spec §3): 1 counts closing as a click, 2 only the button. */
export const DISPLAY_METHOD_LABELS = { 1: '关闭即视为已读', 2: '点击按钮才算已读' } as const;

export const ARTICLE_CHANNEL_LABELS = {
  information: '资讯',
  help: '帮助中心',
  about: '关于我们',
  rent: '租赁资讯',
} as const;
export type ArticleChannelKey = keyof typeof ARTICLE_CHANNEL_LABELS;
export const ARTICLE_CHANNEL_KEYS = entries(ARTICLE_CHANNEL_LABELS);

/** The information columns, in the order informationPaging's `type` numbers them. */
export const INFORMATION_COLUMNS = ['行业动态', '政策法规', '市场行情', '企业新闻', '绿色建材'];
export const RENT_KINDS = ['出租', '求租', '行情'] as const;

/** Ad slots beside lists and on the home page (GET advertise). */
export const AD_POSITION_LABELS = {
  'home-right': '首页右侧',
  'product-list': '商品列表',
  'bid-list': '招标列表',
  'supplier-list': '供应商列表',
  design: '设计频道',
  information: '资讯列表',
} as const;
export const AD_POSITIONS = entries(AD_POSITION_LABELS);
export type AdPosition = keyof typeof AD_POSITION_LABELS;
/** How many ads a slot shows at most: one in the home page's side panel, a row of four elsewhere. */
export const adSlotSize = (position: AdPosition) => (position === 'home-right' ? 1 : 4);

export const PUBLISH_STATUS_LABELS = { 1: '上线', 0: '下线' } as const;

// ---------------------------------------------------------------------------------------------
// Time windows

/** A schedule: either end may be open (null). */
export interface TimeWindow {
  startAt: Date | string | null;
  endAt: Date | string | null;
}

export type WindowState = 'scheduled' | 'live' | 'ended';

export const WINDOW_STATE_LABELS: Record<WindowState, string> = {
  scheduled: '待开始',
  live: '展示中',
  ended: '已结束',
};

const at = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/** Where `now` falls in the window: from startAt (inclusive) until endAt (exclusive). */
export function windowState(w: TimeWindow, now: Date): WindowState {
  const start = at(w.startAt);
  const end = at(w.endAt);
  const t = now.getTime();
  if (start !== null && t < start) return 'scheduled';
  if (end !== null && t >= end) return 'ended';
  return 'live';
}

/**
 * The first moment after `now` at which one of these windows opens or closes, or null: the
 * moment a page showing them must be rendered again.
 */
export function nextBoundary(windows: readonly TimeWindow[], now: Date): Date | null {
  let next: number | null = null;
  for (const w of windows) {
    for (const edge of [at(w.startAt), at(w.endAt)]) {
      if (edge !== null && edge > now.getTime() && (next === null || edge < next)) next = edge;
    }
  }
  return next === null ? null : new Date(next);
}

/**
 * Seconds a cached page may live when its content changes at `boundary`: never past it, at
 * least one second (Next refuses 0), and no more than `cap` (the page's own revalidate).
 */
export function cacheSecondsUntil(boundary: Date | null, now: Date, cap: number): number {
  if (!boundary) return cap;
  const seconds = Math.ceil((boundary.getTime() - now.getTime()) / 1000);
  return Math.min(cap, Math.max(1, seconds));
}

const SHANGHAI_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A moment from Asia/Shanghai wall-clock text (`2026-12-01 09:00[:00]`), the form the drawer
 * sends whatever the browser's own zone; null for text that names no real moment.
 */
export function shanghaiMoment(text: string): Date | null {
  const m = SHANGHAI_TEXT.exec(text.trim());
  if (!m) return null;
  const [, day, hh, mm, ss = '00'] = m;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  const date = new Date(`${day}T${hh}:${mm}:${ss}+08:00`);
  // Date rolls 02-31 over to March; a real day reads back unchanged.
  return Number.isNaN(date.getTime()) || formatDateTime(date, 'day') !== day ? null : date;
}

/** The wall-clock text of a moment in Asia/Shanghai, as the drawer shows and sends it. */
export const shanghaiText = (date: Date | string | null): string | null =>
  date === null ? null : formatDateTime(date, 'second');

// ---------------------------------------------------------------------------------------------
// Cache tags: every cached page or answer showing content carries the tag of what it shows, and
// a write expires exactly those tags.

/** Banners of a page position; the home carousel's per realm (by themeType). */
export const bannerTag = (position: string, themeType?: number) =>
  themeType === undefined ? `banners:${position}` : `banners:${position}:${themeType}`;
/** Articles of a channel (lists, the home page's information block, details). */
export const articleTag = (channel: string) => `articles:${channel}`;
/** The ads of one slot, in every realm (a realm's own ads and the shared ones). */
export const adTag = (position: string) => `ads:${position}`;
/**
 * The SEO rows of a path (lib/seo seoPathKey): the row for every realm, or one realm's own (by
 * themeType). A realm's page carries both, as either row can decide its text.
 */
export const seoTag = (pathKey: string, themeType?: number) =>
  themeType === undefined ? `seo:${pathKey}` : `seo:${pathKey}:${themeType}`;
/** One lead text row, by its page key (lib/lead leadPageKey). */
export const homeClueTag = (url: string) => `home-clue:${url}`;

// ---------------------------------------------------------------------------------------------
// Input schemas

const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `最多 ${max} 个字`);

/** An optional text field: empty becomes null. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `最多 ${max} 个字`)
    .nullish()
    .transform((v) => v || null);

/** A link: a path on this site or an http(s) address. */
export const LINK_PATTERN = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/;
const link = () =>
  z
    .string()
    .trim()
    .max(500, '最多 500 个字')
    .regex(LINK_PATTERN, '须以 / 或 http(s):// 开头')
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null);

/** An image the operator uploaded (the service checks the file by content). */
const image = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .trim()
    .min(1, `请上传${label}`)
    .max(500, '地址过长');

const moment = (label: string) =>
  z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const date = shanghaiMoment(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: `请选择有效的${label}` });
        return z.NEVER;
      }
      return date;
    });

const sort = z.coerce
  .number({ error: '须为 0–9999 的整数' })
  .int('须为 0–9999 的整数')
  .min(0, '须为 0–9999 的整数')
  .max(9999, '须为 0–9999 的整数')
  .default(0);

const status = z.union([z.literal(0), z.literal(1)], { error: '请选择上线状态' }).default(1);

/** A realm code, or null for content every realm shows. */
const realm = z
  .string()
  .trim()
  .max(32, '最多 32 个字')
  .nullish()
  .transform((v) => v || null);

const windowed = {
  startAt: moment('开始时间'),
  endAt: moment('结束时间'),
};

function endAfterStart(v: { startAt: Date | null; endAt: Date | null }, ctx: z.RefinementCtx) {
  if (v.startAt && v.endAt && v.endAt <= v.startAt) {
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: '须晚于开始时间' });
  }
}

export const bannerInput = z
  .object({
    themeCode: realm,
    position: z.enum(BANNER_POSITIONS, { error: '请选择页面位置' }),
    title: text('标题', 128),
    imageUrl: image('轮播图片'),
    link: link(),
    sort,
    status,
    ...windowed,
  })
  .superRefine((v, ctx) => {
    endAfterStart(v, ctx);
    // Only the home carousel is per realm; the other pages show one carousel on every realm.
    if (v.themeCode && v.position !== 'home') {
      ctx.addIssue({ code: 'custom', path: ['themeCode'], message: '仅首页轮播可按专区设置' });
    }
  });
export type BannerInput = z.output<typeof bannerInput>;

export const popupInput = z
  .object({
    themeCode: realm,
    scene: z.enum(POPUP_SCENES, { error: '请选择弹出场景' }),
    title: text('名称', 128),
    audience: z.enum(POPUP_AUDIENCES, { error: '请选择展示对象' }).default('all'),
    displayMethod: z.union([z.literal(1), z.literal(2)], { error: '请选择已读方式' }),
    displayDuration: z.coerce
      .number({ error: '须为 1–120 秒' })
      .int('须为 1–120 秒')
      .min(1, '须为 1–120 秒')
      .max(120, '须为 1–120 秒')
      .nullish()
      .transform((v) => v ?? null),
    pcImgUrl: z
      .string()
      .trim()
      .max(500, '地址过长')
      .nullish()
      .transform((v) => v || null),
    pcTitle: optionalText('弹窗标题', 64),
    pcContent: optionalText('弹窗正文', 500),
    pcButtonName: optionalText('按钮文字', 16),
    buttonUrl: link(),
    sort,
    status,
    ...windowed,
  })
  .superRefine((v, ctx) => {
    endAfterStart(v, ctx);
    // The dialog shows the picture, else the title and text: one of them must be there.
    if (!v.pcImgUrl && !v.pcTitle && !v.pcContent) {
      ctx.addIssue({ code: 'custom', path: ['pcTitle'], message: '请上传弹窗图片或填写弹窗标题' });
    }
  });
export type PopupInput = z.output<typeof popupInput>;

/** Articles are stored as HTML; this many characters of it at most. */
export const ARTICLE_HTML_MAX = 100_000;

/** An article body as stored and shown: through the one allow-list (lib/rich-text). */
export function articleHtml(html: string): string {
  return sanitizeHtml(html);
}

export const articleInput = z
  .object({
    channel: z.enum(ARTICLE_CHANNEL_KEYS, { error: '请选择栏目' }),
    groupName: optionalText('分组', 32),
    title: text('标题', 200),
    summary: optionalText('摘要', 500),
    coverUrl: z
      .string()
      .trim()
      .max(500, '地址过长')
      .nullish()
      .transform((v) => v || null),
    content: z
      .string({ error: '请输入正文' })
      .max(ARTICLE_HTML_MAX, `正文过长：最多 ${ARTICLE_HTML_MAX / 10_000} 万个字符`)
      .transform(articleHtml)
      .refine((html) => htmlText(html) !== '' || /<img\b/.test(html), '请输入正文'),
    source: optionalText('来源', 64),
    author: optionalText('作者', 32),
    isTop: z.boolean({ error: '请选择是否置顶' }).default(false),
    sort,
    status,
    publishAt: moment('发布时间'),
    location: optionalText('所在地', 64),
    price: optionalText('价格', 64),
    equipment: optionalText('设备', 64),
  })
  .superRefine((v, ctx) => {
    const group = v.groupName;
    if (v.channel === 'information' && (!group || !INFORMATION_COLUMNS.includes(group))) {
      ctx.addIssue({ code: 'custom', path: ['groupName'], message: '请选择资讯栏目' });
    }
    if (v.channel === 'rent' && (!group || !(RENT_KINDS as readonly string[]).includes(group))) {
      ctx.addIssue({ code: 'custom', path: ['groupName'], message: '请选择租赁类型' });
    }
    if (v.channel === 'help' && !group) {
      ctx.addIssue({ code: 'custom', path: ['groupName'], message: '请输入帮助分组' });
    }
  });
export type ArticleInput = z.output<typeof articleInput>;

/** A page path of the SEO and lead-text tables: `/`, `/product`, `/bid/details/XXX` … */
const pagePath = (label: string) =>
  text(label, 128).regex(/^\/[^\s?#]*$/, '须以 / 开头，不含空格、? 或 #');

export const seoInput = z.object({
  themeCode: realm,
  url: pagePath('页面路径'),
  title: text('页面标题', 128),
  description: text('页面描述', 500),
  keywords: text('关键词', 255),
});
export type SeoInput = z.output<typeof seoInput>;

export const homeClueInput = z.object({
  url: pagePath('页面路径'),
  mainTitle: text('主标题', 128),
  subTitle: text('副标题', 255),
});
export type HomeClueInput = z.output<typeof homeClueInput>;

export const adInput = z.object({
  themeCode: realm,
  position: z.enum(AD_POSITIONS, { error: '请选择广告位' }),
  title: text('标题', 128),
  imageUrl: image('广告图片'),
  link: link(),
  sort,
  status,
});
export type AdInput = z.output<typeof adInput>;

/** Chinese field names for 400 answers (server/http/handler labels). */
export const CONTENT_LABELS: Record<string, string> = {
  id: '编号',
  themeCode: '所属专区',
  position: '页面位置',
  title: '标题',
  imageUrl: '图片',
  link: '链接',
  sort: '排序',
  status: '上线状态',
  startAt: '开始时间',
  endAt: '结束时间',
  scene: '弹出场景',
  audience: '展示对象',
  displayMethod: '已读方式',
  displayDuration: '展示时长',
  pcImgUrl: '弹窗图片',
  pcTitle: '弹窗标题',
  pcContent: '弹窗正文',
  pcButtonName: '按钮文字',
  buttonUrl: '按钮链接',
  channel: '栏目',
  groupName: '分组',
  summary: '摘要',
  coverUrl: '封面图片',
  content: '正文',
  source: '来源',
  author: '作者',
  isTop: '置顶',
  publishAt: '发布时间',
  location: '所在地',
  price: '价格',
  equipment: '设备',
  url: '页面路径',
  description: '页面描述',
  keywords: '关键词',
  mainTitle: '主标题',
  subTitle: '副标题',
  keyword: '关键词',
  pageNo: '页码',
  pageSize: '每页条数',
  state: '排期状态',
};

/** The SEO form calls its title 页面标题. */
export const SEO_LABELS: Record<string, string> = { ...CONTENT_LABELS, title: '页面标题' };

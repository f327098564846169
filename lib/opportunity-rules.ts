import { isCalendarDay } from './dates';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from './identity';
import { idField } from './id';
import { z } from './zod';

/** Bid details need login unless the bid is public, showType 2 (spec §6). */
export const BID_PUBLIC_SHOW_TYPE = 2;
export const bidDetailNeedsLogin = (showType: number) => showType !== BID_PUBLIC_SHOW_TYPE;

/** Activity details need login unless the activity is a review, status '0' (spec §6). */
export const ACTIVITY_REVIEW_STATUS = '0';
export const activityDetailNeedsLogin = (status: string) => status !== ACTIVITY_REVIEW_STATUS;

/** Activities take sign-ups while signing up, status '1', until their deadline if they have one. */
export const ACTIVITY_SIGNING_UP_STATUS = '1';

interface SignUpWindow {
  status: string;
  signUpDeadline: Date | string | null;
  startTime: Date | string;
}

export function activitySignUpOpen(a: Omit<SignUpWindow, 'startTime'>, now: Date): boolean {
  return (
    a.status === ACTIVITY_SIGNING_UP_STATUS &&
    (!a.signUpDeadline || new Date(a.signUpDeadline) >= now)
  );
}

export const SIGN_UP_CHANGE_MSG = {
  notFound: '报名信息不存在',
  closed: '活动报名已截止，不能再修改报名',
  started: '活动已开始，不能再修改报名',
  signedIn: '已有参会人签到，不能再修改报名',
} as const;

/**
 * Why one's own sign-up may no longer be changed at `now`, or null: only while the activity
 * still takes sign-ups and has not started (attendees are checked in from then on).
 */
export function signUpChangeRefusal(a: SignUpWindow, now: Date): string | null {
  if (!activitySignUpOpen(a, now)) return SIGN_UP_CHANGE_MSG.closed;
  return new Date(a.startTime) <= now ? SIGN_UP_CHANGE_MSG.started : null;
}

export const ACTIVITY_STATUS_LABEL: Record<string, string> = {
  '0': '活动回顾',
  '1': '报名中',
  '2': '已结束',
};
export const activityStatusLabel = (status: string) => ACTIVITY_STATUS_LABEL[status] ?? '已结束';

export const BID_STATUS_LABEL: Record<number, string> = {
  1: '报名中',
  2: '已截止',
  3: '已定标',
  4: '已撤回',
};

/** The nonresidentialType filter of the bid list query. */
export const NONRESIDENTIAL_TYPES = [
  { value: 1, label: '住宅' },
  { value: 2, label: '商业' },
  { value: 3, label: '办公' },
  { value: 4, label: '工业' },
  { value: 5, label: '公共建筑' },
] as const;

export const BID_SORT_OPTIONS = [
  { value: 'first_publish_notice_time', label: '发布时间' },
  { value: 'sign_up_deadline', label: '报名截止' },
  { value: 'bid_open_time', label: '开标时间' },
] as const;

export const DEMAND_SORT_OPTIONS = [
  { value: 'new', label: '最新发布' },
  { value: 'hot', label: '最多浏览' },
  { value: 'collect', label: '最多收藏' },
] as const;

export const DEMAND_STATUS_LABEL: Record<number, string> = {
  0: '已关闭',
  1: '征集中',
  2: '已完成',
};

/** yyyy-MM-dd in China time, the way every list shows dates. */
export function formatDay(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '—';
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** yyyy-MM-dd HH:mm in China time. */
export function formatMinute(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '—';
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** 138****0001: contact numbers of other people's posts are shown masked. */
export const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

const phone = z.string().trim().min(1, '请输入手机号').regex(PHONE_PATTERN, PHONE_INVALID_MSG);
const required = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字`);

export const ATTENDEES_MAX = 10;

/** Activity sign-up (spec §3: activityId, tenantName, attendees), checked on both sides. */
export const activitySignUpSchema = z.object({
  activityId: idField(),
  tenantName: required('公司名称', 128),
  shareId: z.string().trim().max(32).optional(),
  attendees: z
    .array(
      z.object({
        name: required('参会人姓名', 32),
        phone,
        position: z.string().trim().max(32).optional(),
      }),
    )
    .min(1, '请至少填写一位参会人')
    .max(ATTENDEES_MAX, `参会人最多${ATTENDEES_MAX}位`),
});
export type ActivitySignUpInput = z.input<typeof activitySignUpSchema>;

/** Changing one's own sign-up (PUT activity): the same fields; who shared the poster stays. */
export const activitySignUpChangeSchema = activitySignUpSchema
  .omit({ shareId: true })
  .extend({ id: idField('请选择要修改的报名') });

export const SIGN_CODE_PATTERN = /^\d{4,8}$/;

/** On-site sign-in: the activity's code (PUT activity/sign) and the attendee's phone. */
export const activitySignSchema = z.object({
  activityId: idField(),
  code: z.string().trim().regex(SIGN_CODE_PATTERN, '请输入正确的签到码'),
  phone: phone.optional(),
});

/** A buyer's self-service inquiry (/inquiry/find-rice). */
export const selfInquirySchema = z.object({
  itemName: required('产品名称', 128),
  spec: z.string().trim().max(128).optional(),
  quantity: z.coerce
    .number({ error: '请输入采购数量' })
    .positive('采购数量须大于0')
    .max(1e10, '采购数量过大'),
  unit: required('单位', 16),
  contactName: required('联系人', 32),
  phone,
  expectedDate: z.string().trim().refine(isCalendarDay, '请选择有效的期望到货日期').optional(),
  remark: z.string().trim().max(500, '备注不能超过500个字').optional(),
  productId: idField().optional(),
});
export type SelfInquiryInput = z.input<typeof selfInquirySchema>;

export const SELF_INQUIRY_STATUS_LABEL: Record<number, string> = {
  0: '待报价',
  1: '已报价',
  2: '已关闭',
};

export const demandCommentSchema = z.object({
  demandId: idField(),
  content: required('评论内容', 500),
});

import type { FileType } from './upload-rules';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from './identity';
import { idField } from './id';
import { z } from './zod';

/** designerType of a competition sign-up. */
export const DESIGNER_TYPES = [
  { code: 1, name: '个人设计师' },
  { code: 2, name: '设计团队' },
  { code: 3, name: '设计机构' },
] as const;

export const COMPETITION_STATUS: Record<number, string> = { 1: '报名中', 2: '进行中', 3: '已结束' };

export const SIGNUP_STATUS: Record<number, string> = { 0: '已报名', 1: '已晋级', [-1]: '未晋级' };

export const MATERIAL_STATUS: Record<number, string> = { 0: '已提交', 1: '已通过', [-1]: '未通过' };

/** Entry material: drawings and boards as pdf or images, descriptions as Word files. */
export const MATERIAL_ACCEPT: readonly FileType[] = ['pdf', 'png', 'jpg', 'jpeg', 'docx'];

export interface ExtraField {
  name: string;
  label: string;
  type: 'text' | 'select' | 'file';
  required: boolean;
  options?: string[];
}

export interface Stage {
  name: string;
  startAt: string;
  endAt: string;
}

export const COMPETITION_MSG = {
  closed: '当前不在报名时间内',
  already: '您已报名该赛道',
  notSignedUp: '请先报名该赛道',
  noStage: '当前赛段不接收作品',
  required: (label: string) => `请填写${label}`,
  option: (label: string) => `请选择有效的${label}`,
} as const;

/** Sign-up is open while the competition is signing up and now is inside the sign-up window. */
export function isSignUpOpen(
  c: { status: number; signUpStart: string | Date; signUpEnd: string | Date },
  now: Date,
): boolean {
  return (
    c.status === 1 &&
    new Date(c.signUpStart).getTime() <= now.getTime() &&
    now.getTime() <= new Date(c.signUpEnd).getTime()
  );
}

/** The index of the stage running now; -1 before the first, stages.length after the last. */
export function currentStageIndex(stages: readonly Stage[], now: Date): number {
  const t = now.getTime();
  if (stages.length === 0 || t < new Date(stages[0]!.startAt).getTime()) return -1;
  const i = stages.findIndex(
    (s) => new Date(s.startAt).getTime() <= t && t <= new Date(s.endAt).getTime(),
  );
  return i >= 0 ? i : stages.length;
}

/** The first problem with the answers to a competition's extra fields, or null. */
export function checkExtraFields(
  fields: readonly ExtraField[],
  extra: Record<string, string | undefined>,
): string | null {
  for (const f of fields) {
    const value = (extra[f.name] ?? '').trim();
    if (!value) {
      if (f.required) return COMPETITION_MSG.required(f.label);
      continue;
    }
    if (f.type === 'select' && f.options && !f.options.includes(value)) {
      return COMPETITION_MSG.option(f.label);
    }
  }
  return null;
}

/** POST competition/signUp, checked the same way by the form and the server. */
export const signUpSchema = z.object({
  competitionId: idField(),
  trackId: idField('请选择赛道'),
  designerType: z.coerce
    .number()
    .int()
    .refine((v) => DESIGNER_TYPES.some((t) => t.code === v), { error: '请选择设计师类型' }),
  name: z.string().trim().min(1, { error: '请输入姓名' }).max(32),
  phone: z.string().trim().regex(PHONE_PATTERN, { error: PHONE_INVALID_MSG }),
  company: z.string().trim().max(128).optional(),
  extra: z.record(z.string().max(64), z.string().max(500)).default({}),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const SIGNUP_LABELS = {
  competitionId: '大赛',
  trackId: '赛道',
  designerType: '设计师类型',
  name: '姓名',
  phone: '手机号',
  company: '单位名称',
  extra: '附加信息',
};

/** POST competition/uploadMaterial. */
export const materialSchema = z.object({
  signupId: idField(),
  title: z.string().trim().min(1, { error: '请输入作品名称' }).max(128),
  fileUrl: z.string().trim().min(1, { error: '请上传参赛资料' }).max(500),
});

export const MATERIAL_LABELS = { signupId: '报名记录', title: '作品名称', fileUrl: '参赛资料' };

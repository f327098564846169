import 'server-only';
import { NextResponse } from 'next/server';
import { CAPTCHA_REP_SUCCESS } from '@/lib/captcha';

/** AJ-Captcha's answer codes and their texts (RepCodeEnum). */
export const REP = {
  success: { code: CAPTCHA_REP_SUCCESS, msg: null },
  error: { code: '0001', msg: '操作失败' },
  exception: { code: '9999', msg: '服务器内部异常' },
  blank: { code: '0011', msg: '{0}不能为空' },
  invalid: { code: '6110', msg: '验证码已失效，请重新获取' },
  coordinate: { code: '6111', msg: '验证失败' },
  generation: { code: '6112', msg: '获取验证码失败,请联系管理员' },
  getLimit: { code: '6201', msg: 'get接口请求次数超限，请稍后再试!' },
  getLocked: { code: '6202', msg: '接口验证失败数过多，请稍后再试' },
  checkLimit: { code: '6204', msg: 'check接口请求次数超限，请稍后再试!' },
  verifyLimit: { code: '6205', msg: 'verify请求次数超限!' },
} as const;

export type RepEntry = (typeof REP)[keyof typeof REP];

export interface CaptchaFailure {
  repCode: string;
  repMsg: string;
}

export interface CaptchaReply<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success: boolean;
  error: boolean;
}

export function failure(
  entry: Exclude<RepEntry, typeof REP.success>,
  field?: string,
): CaptchaFailure {
  return { repCode: entry.code, repMsg: field ? entry.msg.replace('{0}', field) : entry.msg };
}

/** The protocol envelope, always HTTP 200: the clients branch on repCode only. */
export function reply<T>(result: { data: T } | CaptchaFailure): NextResponse<CaptchaReply<T>> {
  const body: CaptchaReply<T> =
    'data' in result
      ? {
          repCode: REP.success.code,
          repMsg: null,
          repData: result.data,
          success: true,
          error: false,
        }
      : { ...result, repData: null, success: false, error: true };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } });
}

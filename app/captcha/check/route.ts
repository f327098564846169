import { handleCaptchaCheck } from '@/server/captcha';

/** 校验行为验证码 POST /captcha/check（AJ-Captcha 协议） */
export const POST = handleCaptchaCheck;

import { handleCaptchaGet } from '@/server/captcha';

/** 获取行为验证码 POST /captcha/get（AJ-Captcha 协议） */
export const POST = handleCaptchaGet;

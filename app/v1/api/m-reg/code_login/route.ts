/** 移动端验证码登录 POST /v1/api/m-reg/code_login：与单点登录的验证码登录完全相同 */
export { POST } from '@/app/v1/api/sso/code_login/route';

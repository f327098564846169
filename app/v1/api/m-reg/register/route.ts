/** 移动端注册 POST /v1/api/m-reg/register：与单点登录的注册完全相同 */
export { POST } from '@/app/v1/api/sso/register/route';

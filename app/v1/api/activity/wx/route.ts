/** 活动报名（手机海报） POST /v1/api/activity/wx：与 POST /v1/api/activity 相同 */
export { POST } from '../route';

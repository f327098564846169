/** 活动分页 GET /v1/api/activity/page：与商城活动列表同一查询 */
export { GET } from '../../mall/activities/route';

import { defineApis, endpoint } from '../registry';
import type { Activity, ActivityQuery, ActivitySignUp, City, Page, PageQuery } from '../types';

export interface ActivitySummary {
  id: number;
  signUpCount: number;
  signInCount: number;
}

export const activityApi = defineApis('activity', {
  /** 线下活动列表（商城） GET /v1/api/mall/activities */
  mallActivities: endpoint<ActivityQuery, Page<Activity>>()('GET', '/v1/api/mall/activities'),
  /** 首页商机面板的活动（CRM） GET /v1/api/activity/crmPaging */
  getActivityByCrmPaging: endpoint<PageQuery & { status: string }, Page<Activity>>()(
    'GET',
    '/v1/api/activity/crmPaging',
  ),
  /** 活动分页 GET /v1/api/activity/page */
  activityPage: endpoint<ActivityQuery, Page<Activity>>()('GET', '/v1/api/activity/page'),
  /** 待审核活动 GET /v1/api/activity/review */
  activityReview: endpoint<PageQuery, Page<Activity>>()('GET', '/v1/api/activity/review'),
  /** 有活动的城市 GET /v1/api/activity/cities */
  activityCities: endpoint<void, City[]>()('GET', '/v1/api/activity/cities'),
  /** 活动详情 GET /v1/api/activity/{id} */
  activityDetail: endpoint<void, Activity>()('GET', '/v1/api/activity/{id}'),
  /** 报名信息 GET /v1/api/activity/signUpInfo */
  signUpInfo: endpoint<{ activityId: number }, ActivitySignUp | null>()(
    'GET',
    '/v1/api/activity/signUpInfo',
  ),
  /** 当前用户的报名信息 GET /v1/api/activity/getSignUpInfo */
  getSignUpInfo: endpoint<{ activityId: number; shareId?: string }, ActivitySignUp | null>()(
    'GET',
    '/v1/api/activity/getSignUpInfo',
  ),
  /** 活动汇总 GET /v1/api/activity/summary/{id} */
  activitySummary: endpoint<void, ActivitySummary>()('GET', '/v1/api/activity/summary/{id}'),
  /** 活动门票（二维码） GET /v1/api/activity/ticket */
  activityTicket: endpoint<{ url: string }, string>()('GET', '/v1/api/activity/ticket'),
  /** 活动报名 POST /v1/api/activity */
  activitySignUp: endpoint<ActivitySignUp, ActivitySignUp>()('POST', '/v1/api/activity'),
  /** 活动报名（微信） POST /v1/api/activity/wx */
  activitySignUpWx: endpoint<ActivitySignUp, ActivitySignUp>()('POST', '/v1/api/activity/wx'),
  /** 修改报名 PUT /v1/api/activity */
  activityUpdate: endpoint<ActivitySignUp, ActivitySignUp>()('PUT', '/v1/api/activity'),
  /** 签到（签到码） PUT /v1/api/activity/sign */
  activitySign: endpoint<
    { activityId: number; code: string; phone?: string },
    { attendeeId: number; name: string; tenantName: string; signedInAt: string; already: boolean }
  >()('PUT', '/v1/api/activity/sign'),
  /** 活动参会人分页 GET /v1/api/activity/pagingActivityAttendee */
  pagingActivityAttendee: endpoint<PageQuery & { activityId: number }, Page<unknown>>()(
    'GET',
    '/v1/api/activity/pagingActivityAttendee',
  ),
  /** 参会证书（签到后） GET /v1/api/activity/certificate */
  activityCertificate: endpoint<
    { activityId: number; phone?: string; no?: string },
    Record<string, unknown> & { no: string }
  >()('GET', '/v1/api/activity/certificate'),
});

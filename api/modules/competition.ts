import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

export const competitionApi = defineApis('competition', {
  /** 大赛报名详情 GET /v1/api/competition/signUpDetail */
  signUpDetail: endpoint<{ competitionId?: number } | undefined, Record<string, unknown> | null>()(
    'GET',
    '/v1/api/competition/signUpDetail',
  ),
  /** 报名附加字段 POST /v1/api/competition/queryAddField */
  queryAddField: endpoint<{ competitionId?: number; designerType?: number }, unknown[]>()(
    'POST',
    '/v1/api/competition/queryAddField',
  ),
  /** 大赛报名 POST /v1/api/competition/signUp */
  competitionSignUp: endpoint<Record<string, unknown>, { id: number }>()(
    'POST',
    '/v1/api/competition/signUp',
  ),
  /** 设计师类型 GET /v1/api/competition/designerType */
  designerType: endpoint<void, { code: number; name: string }[]>()(
    'GET',
    '/v1/api/competition/designerType',
  ),
  /** 我的作品与赛道 GET /v1/api/competition/myCaseAndTrack */
  myCaseAndTrack: endpoint<void, Record<string, unknown>>()(
    'GET',
    '/v1/api/competition/myCaseAndTrack',
  ),
  /** 上传参赛资料 POST /v1/api/competition/uploadMaterial */
  uploadMaterial: endpoint<Record<string, unknown>, null>()(
    'POST',
    '/v1/api/competition/uploadMaterial',
  ),
  /** 我的设计项目 GET /v1/api/competition/myDesignProject */
  myDesignProject: endpoint<PageQuery, Page<unknown>>()(
    'GET',
    '/v1/api/competition/myDesignProject',
  ),
  /** 赛段晋级作品 GET /v1/api/competition/trackStage/passWork */
  trackStagePassWork: endpoint<PageQuery & { trackStageId?: number }, Page<unknown>>()(
    'GET',
    '/v1/api/competition/trackStage/passWork',
  ),
});

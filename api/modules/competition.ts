import type { SignUpInput } from '@/lib/competition';
import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

export interface CompetitionStage {
  name: string;
  startAt: string;
  endAt: string;
}

export interface CompetitionField {
  name: string;
  label: string;
  type: 'text' | 'select' | 'file';
  required: boolean;
  options?: string[];
}

export interface CompetitionMaterial {
  id: number;
  signupId: number;
  stage: string;
  title: string;
  fileUrl: string;
  fileType: string;
  status: number;
  score: number | null;
  createdAt: string;
}

/** One of the user's sign-ups with its track's stages and the entries handed in. */
export interface CompetitionSignup {
  id: number;
  competitionId: number;
  competitionTitle: string;
  trackId: number;
  trackName: string;
  designerType: number;
  name: string;
  status: number;
  createdAt: string;
  stages: CompetitionStage[];
  /** Index of the running stage: -1 before the first, stages.length after the last. */
  currentStage: number;
  materials: CompetitionMaterial[];
}

export interface PassedWork {
  id: number;
  title: string;
  stage: string;
  score: number | null;
  author: string;
  fileType: string;
}

export const competitionApi = defineApis('competition', {
  /** 大赛报名详情（当前用户在该大赛的报名） GET /v1/api/competition/signUpDetail */
  signUpDetail: endpoint<{ competitionId?: number } | undefined, CompetitionSignup[]>()(
    'GET',
    '/v1/api/competition/signUpDetail',
  ),
  /** 报名附加字段 POST /v1/api/competition/queryAddField */
  queryAddField: endpoint<{ competitionId: number; designerType?: number }, CompetitionField[]>()(
    'POST',
    '/v1/api/competition/queryAddField',
  ),
  /** 大赛报名 POST /v1/api/competition/signUp */
  competitionSignUp: endpoint<SignUpInput, { id: number }>()('POST', '/v1/api/competition/signUp'),
  /** 设计师类型 GET /v1/api/competition/designerType */
  designerType: endpoint<void, { code: number; name: string }[]>()(
    'GET',
    '/v1/api/competition/designerType',
  ),
  /** 我的作品与赛道 GET /v1/api/competition/myCaseAndTrack */
  myCaseAndTrack: endpoint<void, CompetitionSignup[]>()(
    'GET',
    '/v1/api/competition/myCaseAndTrack',
  ),
  /** 上传参赛资料（文件先经 file/privateUpload 上传） POST /v1/api/competition/uploadMaterial */
  uploadMaterial: endpoint<{ signupId: number; title: string; fileUrl: string }, { id: number }>()(
    'POST',
    '/v1/api/competition/uploadMaterial',
  ),
  /** 我的设计项目 GET /v1/api/competition/myDesignProject */
  myDesignProject: endpoint<
    PageQuery,
    Page<CompetitionMaterial & { competitionTitle: string; trackName: string }>
  >()('GET', '/v1/api/competition/myDesignProject'),
  /** 赛段晋级作品 GET /v1/api/competition/trackStage/passWork */
  trackStagePassWork: endpoint<PageQuery & { trackId: number; stage?: string }, Page<PassedWork>>()(
    'GET',
    '/v1/api/competition/trackStage/passWork',
  ),
});

import { defineApis, endpoint } from '../registry';
import type { Demand, DemandListQuery, MoveProject, Page, PageQuery, Project } from '../types';

export interface DemandComment {
  id: number;
  content: string;
  userName: string;
  avatar?: string | null;
  createdAt: string;
}

export interface DemandCollectState {
  collected: boolean;
  collectCount: number;
}

export const demandApi = defineApis('demand', {
  /** 设计需求分页 GET /v1/api/demand/list */
  getDemandList: endpoint<DemandListQuery, Page<Demand>>()('GET', '/v1/api/demand/list'),
  /** 设计需求详情 GET /v1/api/demand/{id} */
  demandDetail: endpoint<void, Demand & Record<string, unknown>>()('GET', '/v1/api/demand/{id}'),
  /** 需求评论列表 GET /v1/api/demand/comment/list */
  demandCommentList: endpoint<PageQuery & { demandId: number }, Page<DemandComment>>()(
    'GET',
    '/v1/api/demand/comment/list',
  ),
  /** 需求评论详情 GET /v1/api/demand/comment/info */
  demandCommentInfo: endpoint<{ id: number }, DemandComment>()(
    'GET',
    '/v1/api/demand/comment/info',
  ),
  /** 是否有上架的需求 GET /v1/api/demand/haveOnShelf */
  haveOnShelf: endpoint<void, boolean>()('GET', '/v1/api/demand/haveOnShelf'),
  /** 收藏需求 POST /v1/api/demand/collect */
  demandCollect: endpoint<{ id: number }, DemandCollectState>()('POST', '/v1/api/demand/collect'),
  /** 取消收藏需求 POST /v1/api/demand/collect/cancel */
  demandCollectCancel: endpoint<{ id: number }, DemandCollectState>()(
    'POST',
    '/v1/api/demand/collect/cancel',
  ),
  /** 新建项目 POST /v1/api/demand/project/createProject */
  createProject: endpoint<Project, { id: number }>()(
    'POST',
    '/v1/api/demand/project/createProject',
  ),
  /** 移入（moveFlag 1）或移出（0）项目，返回采购车商品数 POST /v1/api/demand/project/moveProject */
  moveProject: endpoint<MoveProject, number>()('POST', '/v1/api/demand/project/moveProject'),
  /** 可移入的项目分页 GET /v1/api/demand/project/moveProjectPaging */
  moveProjectPaging: endpoint<PageQuery, Page<Project & { id: number; itemCount: number }>>()(
    'GET',
    '/v1/api/demand/project/moveProjectPaging',
  ),
  /** 发表需求评论 POST /v1/api/demand/comment */
  demandCommentAdd: endpoint<{ demandId: number; content: string }, DemandComment>()(
    'POST',
    '/v1/api/demand/comment',
  ),
});

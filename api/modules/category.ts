import { defineApis, endpoint } from '../registry';
import type { CategoryNode } from '../types';

export const categoryApi = defineApis('category', {
  /** 前台分类树（选产品面板，会话内缓存） GET /v1/api/category/allWebServerType */
  getAllWebServerType: endpoint<void, CategoryNode[]>()('GET', '/v1/api/category/allWebServerType'),
  /** 全部服务类别（会话内缓存） GET /v1/api/category/allServerType */
  getAllServerType: endpoint<void, CategoryNode[]>()('GET', '/v1/api/category/allServerType'),
  /** 全部分类 GET /v1/api/category/findAll */
  findAll: endpoint<void, CategoryNode[]>()('GET', '/v1/api/category/findAll'),
  /** 前台展示的分类树 GET /v1/api/category/findAllFront */
  findAllFront: endpoint<void, CategoryNode[]>()('GET', '/v1/api/category/findAllFront'),
  /** 按父级 id 查子分类 GET /v1/api/category/findByPid/{pid} */
  findByPid: endpoint<void, CategoryNode[]>()('GET', '/v1/api/category/findByPid/{pid}'),
  /** 按名称搜索前台分类 GET /v1/api/category/findFrontByName */
  findFrontByName: endpoint<{ name: string }, CategoryNode[]>()(
    'GET',
    '/v1/api/category/findFrontByName',
  ),
  /** 绿色低碳产品分类树 GET /v1/api/category/findAllGreenFront */
  findAllGreenFront: endpoint<void, CategoryNode[]>()('GET', '/v1/api/category/findAllGreenFront'),
});

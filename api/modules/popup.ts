import { defineApis, endpoint } from '../registry';
import type { PopupInfo } from '../types';

export const popupApi = defineApis('popup', {
  /** 弹窗公告 GET /v1/api/directory/popupInfo */
  getPopupInfoApi: endpoint<void, PopupInfo[]>()('GET', '/v1/api/directory/popupInfo'),
  /** 指定场景的弹窗公告（tenantId：所看展厅，展厅主的提示只给展厅主） GET /v1/api/directory/popupInfo/{scene} */
  getScenePopupInfo: endpoint<{ tenantId?: number } | undefined, PopupInfo[]>()(
    'GET',
    '/v1/api/directory/popupInfo/{scene}',
  ),
  /** 记录弹窗已读（popupRead） POST /v1/api/directory/alreadyRead */
  popupRead: endpoint<{ popupId: number }, null>()('POST', '/v1/api/directory/alreadyRead'),
  /** 版本更新公告已读（popupId 2） POST /v1/api/directory/changePopupInfo */
  changePopupInfoApi: endpoint<{ popupId: number }, null>()(
    'POST',
    '/v1/api/directory/changePopupInfo',
  ),
});

import { handler } from '@/server/http/handler';
import { DEFAULT_POPUP_SCENE, popupsForRequest } from '@/server/services/popup';

/** 弹窗公告（首页场景）GET /v1/api/directory/popupInfo */
export const GET = handler({}, async ({ req, user }) =>
  popupsForRequest(req, user, DEFAULT_POPUP_SCENE),
);

import { handler } from '@/server/http/handler';
import { markPopupRead, popupReaderKey, popupReadInput } from '@/server/services/popup';
import { visitorId } from '@/server/services/visitor';

/** 版本更新公告已读 POST /v1/api/directory/changePopupInfo {popupId: 2} */
export const POST = handler(
  { input: popupReadInput, labels: { popupId: '弹窗' } },
  async ({ req, input, user }) => {
    await markPopupRead(input.popupId, popupReaderKey(user, visitorId(req)));
    return null;
  },
);

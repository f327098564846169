import { handler } from '@/server/http/handler';
import { markPopupRead, popupReaderKey, popupReadInput } from '@/server/services/popup';
import { visitorId } from '@/server/services/visitor';

/** 记录弹窗已读 POST /v1/api/directory/alreadyRead {popupId}（重复调用无副作用） */
export const POST = handler(
  { input: popupReadInput, labels: { popupId: '弹窗' } },
  async ({ req, input, user }) => {
    await markPopupRead(input.popupId, popupReaderKey(user, visitorId(req)));
    return null;
  },
);

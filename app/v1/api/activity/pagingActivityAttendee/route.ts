import { handler } from '@/server/http/handler';
import { attendeePage, attendeeQuery } from '@/server/services/activities';
import { PAGE_LABELS } from '@/server/services/paging';

/** 活动参会人分页（手机号打码） GET /v1/api/activity/pagingActivityAttendee */
export const GET = handler(
  { input: attendeeQuery, labels: { ...PAGE_LABELS, activityId: '活动', signed: '签到状态' } },
  async ({ input }) => attendeePage(input),
);

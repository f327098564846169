import { PHONE_INVALID_MSG, PHONE_PATTERN } from '@/lib/identity';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { badRequest } from '@/server/http/errors';
import { attendanceCertificate } from '@/server/services/activities';

/** 参会证书（签到后，按手机号或证书编号） GET /v1/api/activity/certificate */
export const GET = handler(
  {
    input: z.object({
      activityId: idField(),
      phone: z.string().trim().regex(PHONE_PATTERN, PHONE_INVALID_MSG).optional(),
      no: z.string().trim().max(64).optional(),
    }),
    labels: { activityId: '活动', phone: '手机号', no: '证书编号' },
    rateLimit: { name: 'activity-certificate', max: 60, windowSeconds: 600 },
  },
  async ({ input }) => {
    if (input.phone) return attendanceCertificate(input.activityId, { phone: input.phone });
    if (input.no) return attendanceCertificate(input.activityId, { no: input.no });
    throw badRequest('请输入报名手机号');
  },
);

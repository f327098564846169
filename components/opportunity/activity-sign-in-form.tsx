'use client';

import { useRouter } from 'next/navigation';
import { api } from '@/api';
import { feedback } from '@/api/feedback';
import { FormNotice, SubmitButton, TextField, usePlainForm } from '@/components/forms/plain-form';
import { signInWindow, signInWindowText, type SignInTiming } from '@/lib/activity-sign-in';
import { activitySignSchema } from '@/lib/opportunity-rules';
import { fieldMessages } from '@/lib/zod';

interface Props {
  activityId: number;
  startTime: string;
  endTime: string;
  /** Where the window stood when the page was rendered (server time); the server decides. */
  timing: SignInTiming;
  /** Where to go after signing in (the phone flow's success page); else a message only. */
  successPath?: string;
}

type Values = { phone: string; code: string };

/**
 * On-site sign-in with the activity's code and the attendee's phone (PUT activity/sign). Plain
 * controls: the poster flow loads no antd (components/forms/plain-form).
 */
export function ActivitySignInForm({ activityId, startTime, endTime, timing, successPath }: Props) {
  const router = useRouter();
  const form = usePlainForm<Values>({
    initial: () => ({ phone: '', code: '' }),
    check: (values) => fieldMessages(activitySignSchema, { ...values, activityId }),
    save: async (values) => {
      const body = activitySignSchema.parse({ ...values, activityId }) as {
        activityId: number;
        code: string;
        phone?: string;
      };
      const result = await api.activitySign(body, { skipErrorHandler: true });
      feedback.success(result.already ? '您已签到' : '签到成功');
      if (successPath) {
        const query = new URLSearchParams({
          id: String(activityId),
          kind: 'signin',
          name: result.name,
        });
        router.push(`${successPath}?${query}`);
      }
    },
  });
  const windowText = signInWindowText(signInWindow({ startTime, endTime }));
  if (timing === 'closed') {
    return (
      <FormNotice tone="warning" title="活动已结束，无法签到">
        {windowText}
      </FormNotice>
    );
  }
  return (
    <form {...form.formProps} aria-label="活动签到">
      {timing === 'early' ? (
        <FormNotice tone="warning" title="签到尚未开始">
          {windowText}
        </FormNotice>
      ) : (
        <FormNotice tone="info" title={windowText} />
      )}
      <TextField
        {...form.text('phone')}
        label="报名手机号"
        required
        maxLength={11}
        inputMode="numeric"
        type="tel"
        placeholder="报名时填写的手机号"
      />
      <TextField
        {...form.text('code')}
        label="签到码"
        required
        maxLength={8}
        inputMode="numeric"
        placeholder="现场公布的签到码"
        autoComplete="one-time-code"
      />
      {form.status}
      <SubmitButton saving={form.saving}>签到</SubmitButton>
    </form>
  );
}

'use client';

import { Alert, App, Button, Form, Input } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import { signInWindow, signInWindowText, type SignInTiming } from '@/lib/activity-sign-in';
import { activitySignSchema } from '@/lib/opportunity-rules';
import { zodRule } from '@/lib/form-rule';

interface Props {
  activityId: number;
  startTime: string;
  endTime: string;
  /** Where the window stood when the page was rendered (server time); the server decides. */
  timing: SignInTiming;
  /** Where to go after signing in (the phone flow's success page); else a toast only. */
  successPath?: string;
}

type Values = { phone: string; code: string };

/** On-site sign-in with the activity's code and the attendee's phone (PUT activity/sign). */
export function ActivitySignInForm({ activityId, startTime, endTime, timing, successPath }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const result = await api.activitySign(
        activitySignSchema.parse({ ...values, activityId }) as {
          activityId: number;
          code: string;
          phone?: string;
        },
      );
      void message.success(result.already ? '您已签到' : '签到成功');
      if (successPath) {
        const query = new URLSearchParams({
          id: String(activityId),
          kind: 'signin',
          name: result.name,
        });
        router.push(`${successPath}?${query}`);
      }
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSaving(false);
    }
  };
  const windowText = signInWindowText(signInWindow({ startTime, endTime }));
  if (timing === 'closed') {
    return <Alert type="warning" showIcon title="活动已结束，无法签到" description={windowText} />;
  }
  return (
    <MallForm form={form} layout="vertical" aria-label="活动签到" onFinish={submit}>
      <Form.Item>
        {timing === 'early' ? (
          <Alert type="warning" showIcon title="签到尚未开始" description={windowText} />
        ) : (
          <Alert type="info" showIcon title={windowText} />
        )}
      </Form.Item>
      <Form.Item
        label="报名手机号"
        name="phone"
        required
        rules={[zodRule(activitySignSchema.shape.phone.unwrap())]}
      >
        <Input maxLength={11} inputMode="numeric" placeholder="报名时填写的手机号" />
      </Form.Item>
      <Form.Item
        label="签到码"
        name="code"
        required
        rules={[zodRule(activitySignSchema.shape.code)]}
      >
        <Input maxLength={8} inputMode="numeric" placeholder="现场公布的签到码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} block size="large">
        签到
      </Button>
    </MallForm>
  );
}

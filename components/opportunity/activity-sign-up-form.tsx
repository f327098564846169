'use client';

import { App, Button, Form, Input } from 'antd';
import { useRouter } from 'next/navigation';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import type { ActivitySignUp } from '@/api/types';
import { useSaving } from '@/components/forms/use-saving';
import {
  activitySignUpChangeSchema,
  activitySignUpSchema,
  ATTENDEES_MAX,
  type ActivitySignUpInput,
} from '@/lib/opportunity-rules';
import { useUserStore } from '@/stores/store-provider';
import { zodRule } from '@/lib/form-rule';
import styles from './opportunity.module.css';

const attendee = activitySignUpSchema.shape.attendees.element.shape;

interface Props {
  activityId: number;
  /** Who shared the poster the visitor came from. */
  shareId?: string;
  /**
   * Where to go after signing up (the phone flow's success page); without it the page
   * refreshes in place.
   */
  successPath?: string;
  /** The phone poster signs up through the WeChat entry (POST activity/wx). */
  mobile?: boolean;
  /** One's own sign-up to change (PUT activity) instead of a new one. */
  editing?: { id: number; tenantName: string; attendees: Attendee[] };
  /** After a change is saved. */
  onSaved?: (signUp: ActivitySignUp) => void;
}

type Values = Omit<ActivitySignUpInput, 'activityId' | 'shareId'>;
type Attendee = { name: string; phone: string; position?: string | null };

/**
 * Activity sign-up (spec §3: activityId, tenantName, attendees): the company and one or more
 * attendees, checked with the server's schema. A visitor may sign up from a shared poster; a
 * signed-in user may change their own sign-up (`editing`).
 */
export function ActivitySignUpForm({
  activityId,
  shareId,
  successPath,
  mobile,
  editing,
  onSaved,
}: Props) {
  const [form] = Form.useForm<Values>();
  const user = useUserStore((s) => s.userInfo);
  const { message } = App.useApp();
  const router = useRouter();
  const [saving, run] = useSaving();

  const submit = (values: Values) =>
    run(async () => {
      if (editing) {
        const body = activitySignUpChangeSchema.parse({ ...values, activityId, id: editing.id });
        const saved = await api.activityUpdate(body);
        void message.success('报名已修改');
        onSaved?.(saved);
        return;
      }
      const payload = { ...values, activityId, ...(shareId ? { shareId } : {}) };
      const body = activitySignUpSchema.parse(payload);
      const result = await (mobile ? api.activitySignUpWx(body) : api.activitySignUp(body));
      void message.success('报名成功');
      if (successPath) {
        const query = new URLSearchParams({
          id: String(activityId),
          kind: 'signup',
          name: result.tenantName,
        });
        router.push(`${successPath}?${query}`);
      } else {
        form.resetFields();
        router.refresh();
      }
    });

  return (
    <MallForm
      form={form}
      layout="vertical"
      aria-label={editing ? '修改报名' : '活动报名'}
      name={editing ? 'activity-sign-up-change' : undefined}
      onFinish={submit}
      initialValues={
        editing
          ? {
              tenantName: editing.tenantName,
              attendees: editing.attendees.map((a) => ({ ...a, position: a.position ?? '' })),
            }
          : {
              tenantName: user?.enterpriseName ?? '',
              attendees: [{ name: user?.name ?? '', phone: user?.phone ?? '', position: '' }],
            }
      }
    >
      <Form.Item
        label="公司名称"
        name="tenantName"
        required
        rules={[zodRule(activitySignUpSchema.shape.tenantName)]}
      >
        <Input maxLength={128} placeholder="请输入公司名称" />
      </Form.Item>
      <Form.List name="attendees">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <fieldset key={field.key} aria-label={`参会人${index + 1}`}>
                <legend>
                  参会人{index + 1}
                  {fields.length > 1 ? (
                    <Button type="link" size="small" onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  ) : null}
                </legend>
                <Form.Item
                  label="姓名"
                  name={[field.name, 'name']}
                  required
                  rules={[zodRule(attendee.name)]}
                >
                  <Input maxLength={32} placeholder="参会人姓名" />
                </Form.Item>
                <Form.Item
                  label="手机号"
                  name={[field.name, 'phone']}
                  required
                  rules={[zodRule(attendee.phone)]}
                >
                  <Input maxLength={11} inputMode="numeric" placeholder="用于现场签到" />
                </Form.Item>
                <Form.Item label="职位" name={[field.name, 'position']}>
                  <Input maxLength={32} placeholder="选填" />
                </Form.Item>
              </fieldset>
            ))}
            {fields.length < ATTENDEES_MAX ? (
              <Button
                block
                type="dashed"
                onClick={() => add({ name: '', phone: '', position: '' })}
              >
                添加参会人
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
      <Button
        type="primary"
        htmlType="submit"
        loading={saving}
        block
        size="large"
        className={styles.submit}
      >
        {editing ? '保存修改' : '提交报名'}
      </Button>
    </MallForm>
  );
}

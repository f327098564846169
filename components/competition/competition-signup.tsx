'use client';

import { App, Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { MallForm, refuseSubmit } from '@/components/forms/mall-form';
import { api } from '@/api';
import type { CompetitionField } from '@/api/modules/competition';
import { useLoginRedirect } from '@/components/product/detail/use-login-redirect';
import {
  checkExtraFields,
  DESIGNER_TYPES,
  SIGNUP_LABELS,
  signUpSchema,
  type SignUpInput,
} from '@/lib/competition';
import { useUserStore } from '@/stores/store-provider';

interface Props {
  competitionId: number;
  tracks: { id: number; name: string }[];
  extraFields: CompetitionField[];
  open: boolean;
  /** Called after a successful sign-up so "my entries" reloads. */
  onSignedUp: () => void;
}

type Values = Omit<SignUpInput, 'competitionId' | 'extra'> & { extra?: Record<string, string> };

/** An antd rule that checks one field with the sign-up schema the server uses. */
function schemaRule(field: 'designerType' | 'name' | 'phone') {
  return {
    validator: async (_: unknown, value: unknown) => {
      const parsed = signUpSchema.shape[field].safeParse(value);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
    },
  };
}

/** The sign-up form: checked with the same rules as the server, input kept on failure. */
export function CompetitionSignup({ competitionId, tracks, extraFields, open, onSignedUp }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const user = useUserStore((s) => s.userInfo);
  const toLogin = useLoginRedirect();
  const [sending, setSending] = useState(false);

  if (!open) return <p>本届大赛当前不在报名时间内。</p>;

  const submit = async (values: Values) => {
    if (!user) {
      toLogin();
      return;
    }
    // File-type extra fields are sent as the uploaded file's URL.
    const extra = Object.fromEntries(
      Object.entries(values.extra ?? {}).map(([k, v]) => [k, String(v ?? '')]),
    );
    const parsed = signUpSchema.safeParse({ ...values, competitionId, extra });
    if (!parsed.success) {
      refuseSubmit(
        form,
        parsed.error.issues.map((i) => ({
          name: i.path as (string | number)[],
          errors: [i.message],
        })),
      );
      return;
    }
    const extraProblem = checkExtraFields(extraFields, extra);
    if (extraProblem) {
      void message.error(extraProblem);
      return;
    }
    setSending(true);
    try {
      await api.competitionSignUp(parsed.data);
      void message.success('报名成功，请在赛段开放期间提交参赛资料');
      form.resetFields(['trackId']);
      onSignedUp();
    } catch {
      // The request layer shows the server's message; the form keeps what was typed.
    } finally {
      setSending(false);
    }
  };

  return (
    <MallForm
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      initialValues={{ designerType: 1, name: user?.name ?? '', phone: user?.phone ?? '' }}
      style={{ maxWidth: 520 }}
    >
      <Form.Item
        name="trackId"
        label={SIGNUP_LABELS.trackId}
        rules={[{ required: true, message: '请选择赛道' }]}
      >
        <Radio.Group options={tracks.map((t) => ({ label: t.name, value: t.id }))} />
      </Form.Item>
      <Form.Item
        name="designerType"
        label={SIGNUP_LABELS.designerType}
        required
        rules={[schemaRule('designerType')]}
      >
        <Radio.Group options={DESIGNER_TYPES.map((t) => ({ label: t.name, value: t.code }))} />
      </Form.Item>
      <Form.Item name="name" label={SIGNUP_LABELS.name} required rules={[schemaRule('name')]}>
        <Input maxLength={32} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={SIGNUP_LABELS.phone} required rules={[schemaRule('phone')]}>
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="company" label={SIGNUP_LABELS.company}>
        <Input maxLength={128} />
      </Form.Item>
      {extraFields
        .filter((f) => f.type !== 'file')
        .map((f) => (
          <Form.Item
            key={f.name}
            name={['extra', f.name]}
            label={f.label}
            rules={f.required ? [{ required: true, message: `请填写${f.label}` }] : []}
          >
            {f.type === 'select' ? (
              <Select options={(f.options ?? []).map((o) => ({ label: o, value: o }))} />
            ) : (
              <Input maxLength={200} />
            )}
          </Form.Item>
        ))}
      <Button type="primary" htmlType="submit" loading={sending}>
        {user ? '立即报名' : '登录后报名'}
      </Button>
    </MallForm>
  );
}

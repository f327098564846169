'use client';

import { useRouter } from 'next/navigation';
import { api } from '@/api';
import { feedback } from '@/api/feedback';
import type { ActivitySignUp } from '@/api/types';
import {
  FieldError,
  SubmitButton,
  TextField,
  usePlainForm,
  type FieldMessages,
} from '@/components/forms/plain-form';
import {
  activitySignUpChangeSchema,
  activitySignUpSchema,
  ATTENDEES_MAX,
} from '@/lib/opportunity-rules';
import { fieldMessages } from '@/lib/zod';
import { useUserStore } from '@/stores/store-provider';
import styles from './activity-sign-up-form.module.css';

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

type Attendee = { name: string; phone: string; position?: string | null };
type Row = { key: number; name: string; phone: string; position: string };
type Values = { tenantName: string; attendees: Row[] };

let nextKey = 0;
const row = (a: Partial<Attendee> = {}): Row => ({
  key: nextKey++,
  name: a.name ?? '',
  phone: a.phone ?? '',
  position: a.position ?? '',
});

const body = ({ tenantName, attendees }: Values) => ({
  tenantName,
  attendees: attendees.map(({ name, phone, position }) => ({ name, phone, position })),
});

/**
 * Activity sign-up (spec §3: activityId, tenantName, attendees): the company and one or more
 * attendees, checked with the server's schema. A visitor may sign up from a shared poster; a
 * signed-in user may change their own sign-up (`editing`). Plain controls, not antd: it is the
 * whole of the phone poster a shared link opens (components/forms/plain-form).
 */
export function ActivitySignUpForm({
  activityId,
  shareId,
  successPath,
  mobile,
  editing,
  onSaved,
}: Props) {
  const user = useUserStore((s) => s.userInfo);
  const router = useRouter();
  const check = (values: Values): FieldMessages =>
    fieldMessages(activitySignUpSchema, { ...body(values), activityId });

  const save = async (values: Values) => {
    if (editing) {
      const parsed = activitySignUpChangeSchema.parse({
        ...body(values),
        activityId,
        id: editing.id,
      });
      const saved = await api.activityUpdate(parsed, { skipErrorHandler: true });
      feedback.success('报名已修改');
      onSaved?.(saved);
      return;
    }
    const parsed = activitySignUpSchema.parse({
      ...body(values),
      activityId,
      ...(shareId ? { shareId } : {}),
    });
    const result = await (mobile
      ? api.activitySignUpWx(parsed, { skipErrorHandler: true })
      : api.activitySignUp(parsed, { skipErrorHandler: true }));
    feedback.success('报名成功');
    if (successPath) {
      const query = new URLSearchParams({
        id: String(activityId),
        kind: 'signup',
        name: result.tenantName,
      });
      router.push(`${successPath}?${query}`);
    } else {
      form.reset();
      router.refresh();
    }
  };

  const form = usePlainForm<Values>({
    initial: () =>
      editing
        ? { tenantName: editing.tenantName, attendees: editing.attendees.map((a) => row(a)) }
        : {
            tenantName: user?.enterpriseName ?? '',
            attendees: [row({ name: user?.name ?? '', phone: user?.phone ?? '' })],
          },
    check,
    save,
  });
  const { values, change } = form;
  const setAttendee = (index: number, field: 'name' | 'phone' | 'position', text: string) =>
    change({
      ...values,
      attendees: values.attendees.map((a, i) => (i === index ? { ...a, [field]: text } : a)),
    });

  return (
    <form {...form.formProps} aria-label={editing ? '修改报名' : '活动报名'}>
      <TextField
        {...form.text('tenantName')}
        label="公司名称"
        required
        maxLength={128}
        placeholder="请输入公司名称"
        autoComplete="organization"
      />
      {values.attendees.map((a, index) => (
        <fieldset key={a.key} className={styles.attendee} aria-label={`参会人${index + 1}`}>
          <legend className={styles.legend}>
            参会人{index + 1}
            {values.attendees.length > 1 ? (
              <button
                type="button"
                className={styles.remove}
                aria-label={`删除参会人${index + 1}`}
                onClick={() =>
                  change({ ...values, attendees: values.attendees.filter((_, i) => i !== index) })
                }
              >
                删除
              </button>
            ) : null}
          </legend>
          <TextField
            {...form.field(`attendees[${index}].name`)}
            label="姓名"
            required
            value={a.name}
            onChange={(e) => setAttendee(index, 'name', e.target.value)}
            maxLength={32}
            placeholder="参会人姓名"
          />
          <TextField
            {...form.field(`attendees[${index}].phone`)}
            label="手机号"
            required
            value={a.phone}
            onChange={(e) => setAttendee(index, 'phone', e.target.value)}
            maxLength={11}
            inputMode="numeric"
            type="tel"
            placeholder="用于现场签到"
          />
          <TextField
            {...form.field(`attendees[${index}].position`)}
            label="职位"
            value={a.position}
            onChange={(e) => setAttendee(index, 'position', e.target.value)}
            maxLength={32}
            placeholder="选填"
          />
        </fieldset>
      ))}
      {form.errors.attendees ? <FieldError>{form.errors.attendees}</FieldError> : null}
      {values.attendees.length < ATTENDEES_MAX ? (
        <button
          type="button"
          className={styles.add}
          onClick={() => change({ ...values, attendees: [...values.attendees, row()] })}
        >
          添加参会人
        </button>
      ) : null}
      {form.status}
      <SubmitButton saving={form.saving}>{editing ? '保存修改' : '提交报名'}</SubmitButton>
    </form>
  );
}

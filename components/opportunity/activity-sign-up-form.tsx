'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { api } from '@/api';
import { feedback } from '@/api/feedback';
import type { ActivitySignUp } from '@/api/types';
import { formErrorSummary } from '@/lib/form-errors';
import {
  activitySignUpChangeSchema,
  activitySignUpSchema,
  ATTENDEES_MAX,
} from '@/lib/opportunity-rules';
import { issuePath } from '@/lib/zod';
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
/** Error messages by field path as zod names it: `tenantName`, `attendees[0].phone`. */
type Errors = Record<string, string>;

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

/** Each field's first message, in form order, from the schema the server checks with. */
function check(activityId: number, values: Values): Errors {
  const parsed = activitySignUpSchema.safeParse({ ...body(values), activityId });
  const errors: Errors = {};
  for (const issue of parsed.error?.issues ?? []) errors[issuePath(issue.path)] ??= issue.message;
  return errors;
}

/**
 * Activity sign-up (spec §3: activityId, tenantName, attendees): the company and one or more
 * attendees, checked with the server's schema. A visitor may sign up from a shared poster; a
 * signed-in user may change their own sign-up (`editing`).
 *
 * Plain form controls, not antd: it is the whole of the phone poster a shared link opens, and
 * that page loads no antd at all (components/shell/store-providers). A refused submit behaves as
 * MallForm's: messages on their fields, focus on the first, a summary in a live region.
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
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const initial = (): Values =>
    editing
      ? { tenantName: editing.tenantName, attendees: editing.attendees.map((a) => row(a)) }
      : {
          tenantName: user?.enterpriseName ?? '',
          attendees: [row({ name: user?.name ?? '', phone: user?.phone ?? '' })],
        };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  // A new node per refusal, so the same errors are read again on the next attempt.
  const [announced, setAnnounced] = useState({ text: '', key: 0 });

  useEffect(() => {
    if (announced.key === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus();
  }, [announced.key]);

  /** After a refused submit, a field's message follows what is typed, as antd's do. */
  const change = (next: Values) => {
    setValues(next);
    if (refused) setErrors(check(activityId, next));
  };
  const setAttendee = (index: number, field: 'name' | 'phone' | 'position', text: string) =>
    change({
      ...values,
      attendees: values.attendees.map((a, i) => (i === index ? { ...a, [field]: text } : a)),
    });

  const save = async () => {
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
      setValues(initial());
      setRefused(false);
      router.refresh();
    }
  };

  const submit = async () => {
    if (saving) return;
    const found = check(activityId, values);
    setErrors(found);
    setServerError('');
    if (Object.keys(found).length > 0) {
      setRefused(true);
      const fields = Object.values(found).map((message) => ({ errors: [message] }));
      setAnnounced((a) => ({ text: formErrorSummary(fields), key: a.key + 1 }));
      return;
    }
    setSaving(true);
    try {
      await save();
    } catch (error) {
      // What was typed stays; the server's reason shows under the form.
      setServerError(error instanceof Error ? error.message : '提交失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  const field = (path: string) => ({
    id: `${id}${path}`,
    error: errors[path],
  });

  return (
    <form
      ref={form}
      className={styles.form}
      aria-label={editing ? '修改报名' : '活动报名'}
      aria-busy={saving || undefined}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        {...field('tenantName')}
        label="公司名称"
        required
        value={values.tenantName}
        onChange={(e) => change({ ...values, tenantName: e.target.value })}
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
            {...field(`attendees[${index}].name`)}
            label="姓名"
            required
            value={a.name}
            onChange={(e) => setAttendee(index, 'name', e.target.value)}
            maxLength={32}
            placeholder="参会人姓名"
          />
          <TextField
            {...field(`attendees[${index}].phone`)}
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
            {...field(`attendees[${index}].position`)}
            label="职位"
            value={a.position}
            onChange={(e) => setAttendee(index, 'position', e.target.value)}
            maxLength={32}
            placeholder="选填"
          />
        </fieldset>
      ))}
      {errors.attendees ? <p className={styles.error}>{errors.attendees}</p> : null}
      {values.attendees.length < ATTENDEES_MAX ? (
        <button
          type="button"
          className={styles.add}
          onClick={() => change({ ...values, attendees: [...values.attendees, row()] })}
        >
          添加参会人
        </button>
      ) : null}
      {serverError ? (
        <p role="alert" className={styles.serverError}>
          {serverError}
        </p>
      ) : null}
      {/* Not disabled while saving: a disabled button would drop the focus. */}
      <button type="submit" className={styles.submit} aria-disabled={saving || undefined}>
        {saving ? <span className={styles.spinner} aria-hidden /> : null}
        {editing ? '保存修改' : '提交报名'}
      </button>
      <div className="visually-hidden" aria-live="polite">
        {announced.text && <p key={announced.key}>{announced.text}</p>}
      </div>
    </form>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
};

/** A labelled text input whose message is tied to it (aria-invalid, aria-describedby). */
function TextField({ id, label, error, required, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={required ? styles.required : undefined}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

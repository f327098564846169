'use client';

import {
  type ChangeEvent,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
// Before this kit's own styles, which size its submit button over the shared one's.
import { Button } from '@/components/ui/button';
import styles from './plain-form.module.css';
import { useRefusalSummary } from './refusal-summary';

/*
 * Forms of plain controls for the pages that load no antd (the phone poster flow a shared link
 * opens, components/shell/store-providers.tsx). A refused submit behaves as MallForm's: the
 * messages show under their fields, focus moves to the first and a live region reads a summary.
 * The server's refusal shows under the form, and what was typed stays.
 */

/** Messages by field path (`phone`, `attendees[0].name`), as lib/zod's fieldMessages gives. */
export type FieldMessages = Record<string, string>;

export interface PlainForm<V> {
  values: V;
  /**
   * Takes new values; once a submit was refused, the messages follow what is typed (before
   * that, only those of fields checked alone).
   */
  change: (next: V) => void;
  /** Back to the first values, with no messages. */
  reset: () => void;
  /** Drops every message, keeping the values (another tab of the form). */
  clearMessages: () => void;
  /**
   * Checks some fields alone and shows their messages (the phone before a code is sent);
   * focuses the first wrong one and says whether all passed.
   */
  checkFields: (paths: readonly string[]) => boolean;
  /** Id and message of one field, for TextField. */
  field: (path: string) => { id: string; error?: string };
  /** All a TextField needs for a text value at the top of the values: id, message, value, onChange. */
  text: (name: keyof V & string) => {
    id: string;
    error?: string;
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Message of a path that has no control of its own (a list's length). */
  errors: FieldMessages;
  saving: boolean;
  /** Props of the form element; submitting checks, then runs `save` with the values. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    className?: string;
    noValidate: true;
    'aria-busy'?: true;
    onSubmit: (e: FormEvent) => void;
  };
  /** The server's refusal and the live summary, placed at the end of the form. */
  status: ReactNode;
}

export function usePlainForm<V>({
  initial,
  check,
  save,
}: {
  initial: () => V;
  /** The messages of what is wrong: empty when the values may be sent. */
  check: (values: V) => FieldMessages;
  /** Sends the values; a rejection's message is shown under the form. */
  save: (values: V) => Promise<void>;
}): PlainForm<V> {
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refused, setRefused] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const refusal = useRefusalSummary();

  useEffect(() => {
    if (refusal.count === 0) return;
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus();
  }, [refusal.count]);

  const submit = async () => {
    if (saving) return;
    const found = check(values);
    setErrors(found);
    setServerError('');
    if (Object.keys(found).length > 0) {
      setRefused(true);
      refusal.announce(Object.values(found).map((message) => ({ errors: [message] })));
      return;
    }
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : '提交失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  const change = (next: V) => {
    setValues(next);
    const found = check(next);
    if (refused) setErrors(found);
    else if (Object.keys(errors).length > 0) {
      // Fields checked alone (checkFields) follow what is typed; the others stay quiet.
      setErrors(
        Object.fromEntries(Object.keys(errors).flatMap((p) => (found[p] ? [[p, found[p]]] : []))),
      );
    }
  };
  const field = (path: string) => ({ id: `${id}${path}`, error: errors[path] });

  return {
    values,
    change,
    reset: () => {
      setValues(initial());
      setErrors({});
      setRefused(false);
    },
    clearMessages: () => {
      setErrors({});
      setRefused(false);
      setServerError('');
    },
    checkFields: (paths) => {
      const found = check(values);
      const wrong = paths.filter((path) => found[path]);
      setErrors((shown) => {
        const next = { ...shown };
        for (const path of paths) {
          if (found[path]) next[path] = found[path];
          else delete next[path];
        }
        return next;
      });
      if (wrong[0]) document.getElementById(field(wrong[0]).id)?.focus();
      return wrong.length === 0;
    },
    field,
    text: (name) => ({
      ...field(name),
      value: String(values[name] ?? ''),
      onChange: (e) => change({ ...values, [name]: e.target.value }),
    }),
    errors,
    saving,
    formProps: {
      ref,
      className: styles.form,
      noValidate: true,
      'aria-busy': saving || undefined,
      onSubmit: (e) => {
        e.preventDefault();
        void submit();
      },
    },
    status: (
      <>
        {serverError ? (
          <p role="alert" className={styles.serverError}>
            {serverError}
          </p>
        ) : null}
        {refusal.region}
      </>
    ),
  };
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  /** Drawn inside the box after the text (a send-code or show-password button). */
  suffix?: ReactNode;
};

/** A labelled text input whose message is tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, error, required, suffix, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const control = (
    <input
      {...input}
      id={id}
      className={suffix ? styles.affixInput : styles.input}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={required ? styles.required : undefined}>
        {label}
      </label>
      {suffix ? (
        <div className={styles.affix} data-invalid={error ? true : undefined}>
          {control}
          {suffix}
        </div>
      ) : (
        control
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A password box with a button that shows what was typed (and hides it again). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-label={`显示${props.label}`}
          onClick={() => setShown(!shown)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
            {shown ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.6" />}
          </svg>
        </button>
      }
    />
  );
}

/** A checkbox whose label may hold a link, with its message under it. */
export function CheckboxField({
  id,
  error,
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  error?: string;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.check}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A message under a field, or under a group that has no control of its own. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}

/** The form's main button; not disabled while saving, since that would drop the focus. */
export function SubmitButton({ saving, children }: { saving: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="large" loading={saving} className={styles.submit}>
      {children}
    </Button>
  );
}

/** A boxed note above or instead of a form (sign-in not open yet, activity over). */
export function FormNotice({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'warning';
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`}>
      <p className={styles.noticeTitle}>{title}</p>
      {children ? <p className={styles.noticeText}>{children}</p> : null}
    </div>
  );
}

'use client';

import {
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
  /** Takes new values; once a submit was refused, the messages follow what is typed. */
  change: (next: V) => void;
  /** Back to the first values, with no messages. */
  reset: () => void;
  /** Id and message of one field, for TextField. */
  field: (path: string) => { id: string; error?: string };
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

  return {
    values,
    change: (next) => {
      setValues(next);
      if (refused) setErrors(check(next));
    },
    reset: () => {
      setValues(initial());
      setErrors({});
      setRefused(false);
    },
    field: (path) => ({ id: `${id}${path}`, error: errors[path] }),
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
};

/** A labelled text input whose message is tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, error, required, ...input }: TextFieldProps) {
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

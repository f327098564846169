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
   * Takes new values, or a function of the latest ones (for an upload that ends after other
   * changes); once a submit was refused, the messages follow what is typed (before that, only
   * those of fields checked alone).
   */
  change: (next: V | ((latest: V) => V)) => void;
  /** Back to the first values, with no messages. */
  reset: () => void;
  /** Drops every message, keeping the values (another tab of the form). */
  clearMessages: () => void;
  /**
   * Checks some fields alone and shows their messages (the phone before a code is sent);
   * focuses the first wrong one and says whether all passed.
   */
  checkFields: (paths: readonly string[]) => boolean;
  /**
   * Refuses the submit with these messages, as a failed check does (the server said a field is
   * wrong: a name already certified); for use inside `save`.
   */
  refuse: (messages: FieldMessages) => void;
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
  // The values as last changed, which a change made after an await builds on.
  const latest = useRef(values);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refused, setRefused] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const refusal = useRefusalSummary();

  useEffect(() => {
    if (refusal.count === 0) return;
    // The first wrong control, or the first control of a wrong group (radios, an upload).
    const wrong = ref.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"]',
    );
    const controls = 'input, select, textarea, button';
    const first = wrong?.matches(controls) ? wrong : wrong?.querySelector<HTMLElement>(controls);
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus();
  }, [refusal.count]);

  const refuse = (found: FieldMessages) => {
    setErrors(found);
    setRefused(true);
    refusal.announce(Object.values(found).map((message) => ({ errors: [message] })));
  };

  const submit = async () => {
    if (saving) return;
    const found = check(values);
    setErrors(found);
    setServerError('');
    if (Object.keys(found).length > 0) {
      refuse(found);
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

  const change = (update: V | ((latest: V) => V)) => {
    const next = update instanceof Function ? update(latest.current) : update;
    latest.current = next;
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
      latest.current = initial();
      setValues(latest.current);
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
    refuse,
    field,
    text: (name) => ({
      ...field(name),
      value: String(values[name] ?? ''),
      onChange: (e) => {
        const text = e.target.value;
        change((current) => ({ ...current, [name]: text }));
      },
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
  /** A line under the field saying what to enter. */
  hint?: string;
  /** Drawn inside the box after the text (a send-code or show-password button). */
  suffix?: ReactNode;
};

/** The ids of a field's hint and message, for aria-describedby (the message first). */
export function describedBy(id: string, error: unknown, hint: unknown): string | undefined {
  return (
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  );
}

/** What a field says under it: its message when refused, its hint always. */
export function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text input whose message is tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, error, hint, required, suffix, ...input }: TextFieldProps) {
  const control = (
    <input
      {...input}
      id={id}
      className={suffix ? styles.affixInput : styles.input}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
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
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** One choice of a radio group or a select. */
export interface FieldOption<T> {
  value: T;
  label: string;
}

/**
 * Radios under a group name (`radiogroup`, which carries the required mark and the refusal);
 * `buttons` draws them as a row of segments. The field's id is the first radio's.
 */
export function RadioGroupField<T extends string | number>({
  id,
  label,
  error,
  hint,
  required,
  options,
  value,
  onChange,
  buttons,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  options: readonly FieldOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  buttons?: boolean;
}) {
  const labelId = `${id}-label`;
  return (
    <div className={styles.field}>
      <span id={labelId} className={required ? styles.required : undefined}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        className={buttons ? styles.segments : styles.radios}
      >
        {options.map((option, index) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={id}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={describedBy(id, error, hint)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled native select. */
export function SelectField({
  id,
  label,
  error,
  required,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  options: readonly FieldOption<number>[];
  value: number | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={required ? styles.required : undefined}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
      >
        {value === undefined ? <option value="">请选择{label}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} />
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
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.check}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, undefined)}
        />
        <span>{children}</span>
      </label>
      <FieldNotes id={id} error={error} />
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

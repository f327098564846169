'use client';

import { Form, type FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { formErrorSummary } from '@/lib/form-errors';

export type MallFormProps<Values> = Omit<FormProps<Values>, 'scrollToFirstError' | 'children'> & {
  children?: ReactNode;
};

/**
 * antd's Form for every form of the mall (WCAG 3.3.1, 4.1.3). A refused submit moves focus to
 * the first invalid field and says what is wrong in a polite live region: antd's own error
 * text has no role and may not exist yet when focus lands, so it is not read on its own.
 */
export function MallForm<Values = unknown>({
  onFinishFailed,
  children,
  ...props
}: MallFormProps<Values>) {
  // A new node per refusal, so the same errors are read again on the next attempt.
  const [announced, setAnnounced] = useState({ text: '', key: 0 });
  return (
    <Form<Values>
      {...props}
      scrollToFirstError={{ focus: true, block: 'center' }}
      onFinishFailed={(info) => {
        onFinishFailed?.(info);
        setAnnounced((a) => ({ text: formErrorSummary(info.errorFields), key: a.key + 1 }));
      }}
    >
      {children}
      <div className="visually-hidden" aria-live="polite">
        {announced.text && <p key={announced.key}>{announced.text}</p>}
      </div>
    </Form>
  );
}

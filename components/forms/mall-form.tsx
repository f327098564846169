'use client';

import { Form, type FormInstance, type FormProps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect, type ReactNode } from 'react';
import type { FieldErrors } from '@/lib/form-errors';
import { useRefusalSummary } from './refusal-summary';

export type MallFormProps<Values> = Omit<FormProps<Values>, 'scrollToFirstError' | 'children'> & {
  children?: ReactNode;
};

const announcers = new WeakMap<FormInstance, (fields: readonly FieldErrors[]) => void>();

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
  const { announce, region } = useRefusalSummary();

  const { form } = props;
  useEffect(() => {
    if (!form) return;
    announcers.set(form, announce);
    return () => {
      announcers.delete(form);
    };
  }, [form, announce]);

  return (
    <Form<Values>
      {...props}
      scrollToFirstError={{ focus: true, block: 'center' }}
      onFinishFailed={(info) => {
        onFinishFailed?.(info);
        announce(info.errorFields);
      }}
    >
      {children}
      {region}
    </Form>
  );
}

/**
 * Refuses a submit with errors found after antd's rules passed (a whole-form schema check, a
 * server answer) the way MallForm refuses an invalid one: the errors show on their fields,
 * focus moves to the first and the form's live region reads them.
 */
export function refuseSubmit(
  form: FormInstance,
  fields: readonly { name: NamePath; errors: string[] }[],
) {
  form.setFields([...fields]);
  const first = fields.find((f) => f.errors.length > 0);
  if (!first) return;
  form.scrollToField(first.name, { block: 'center', focus: true });
  announcers.get(form)?.(fields);
}

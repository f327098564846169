'use client';

import { Form, InputNumber, Select, Switch } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { ImageField } from '@/components/supplier-centre/image-field';
import { zodRule } from '@/lib/form-rule';
import { PUBLISH_STATUS_LABELS } from '@/lib/ops-content';
import type { z } from '@/lib/zod';
import { realmName } from './content-list';

type Realms = { code: string; name: string }[];

/**
 * Fills a drawer's form each time it opens: the row being edited, or `empty` on the operator's
 * first realm, or on 全部专区 (null) for operators who may pick it. `empty` must keep its identity
 * between renders (a module constant), else the form is filled again on every render.
 */
export function useRealmFormValues<F extends { themeCode?: string | null }>(
  form: FormInstance<F>,
  editing: object | 'new' | null,
  empty: Omit<F, 'themeCode'>,
  realms: Realms,
  mayPickAll: boolean,
) {
  useEffect(() => {
    if (!editing) return;
    const values =
      editing === 'new'
        ? { ...empty, themeCode: mayPickAll ? null : (realms[0]?.code ?? null) }
        : editing;
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [editing, form, empty, mayPickAll, realms]);
}

/**
 * 所属专区 of a drawer form (field themeCode, lib/ops-content): one of the operator's realms, or
 * 全部专区 (null) for operators who may put content on every realm.
 */
export function RealmField({
  realms,
  mayPickAll,
  extra,
}: {
  realms: Realms;
  mayPickAll: boolean;
  extra?: ReactNode;
}) {
  const options = [
    ...(mayPickAll ? [{ value: '', label: realmName(realms, null) }] : []),
    ...realms.map((r) => ({ value: r.code, label: r.name })),
  ];
  return (
    <Form.Item
      label="所属专区"
      name="themeCode"
      extra={extra}
      getValueProps={(v: string | null) => ({ value: v ?? '' })}
      normalize={(v: string) => v || null}
    >
      <Select aria-label="所属专区" options={options} />
    </Form.Item>
  );
}

/**
 * An uploaded image of a drawer form: the label names the upload button and the preview too
 * (上传…, …预览); an image the row may go without can be cleared.
 */
export function ImageItem({
  name,
  label,
  schema,
  required = false,
  extra,
}: {
  name: string;
  label: string;
  schema: z.ZodType;
  required?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      name={name}
      required={required}
      rules={[zodRule(schema)]}
      extra={extra}
    >
      <ImageField label={label} clearable={!required} />
    </Form.Item>
  );
}

/** 排序 of a drawer form (field sort, 0–9999): smaller numbers come first. */
export function SortItem({ schema, extra }: { schema: z.ZodType; extra?: ReactNode }) {
  return (
    <Form.Item label="排序" name="sort" rules={[zodRule(schema)]} extra={extra}>
      <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
    </Form.Item>
  );
}

/** 上线 of a drawer form (field status, 1 or 0) as a 上线/下线 switch. */
export function StatusItem({ label = '上线' }: { label?: string }) {
  return (
    <Form.Item
      label={label}
      name="status"
      valuePropName="checked"
      getValueProps={(v: number) => ({ checked: v === 1 })}
      normalize={(checked: boolean) => (checked ? 1 : 0)}
    >
      <Switch
        checkedChildren={PUBLISH_STATUS_LABELS[1]}
        unCheckedChildren={PUBLISH_STATUS_LABELS[0]}
      />
    </Form.Item>
  );
}

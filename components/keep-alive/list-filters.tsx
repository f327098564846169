'use client';

import { Button, Input, Select } from 'antd';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { listHref, type ListParams } from '@/lib/list-url';
import styles from './list-filters.module.css';

export type FilterField =
  | { name: string; label: string; type: 'text'; placeholder?: string }
  | { name: string; label: string; type: 'date' }
  | {
      name: string;
      label: string;
      type: 'select';
      options: readonly { value: string | number; label: string }[];
      /** Label of the empty choice; without it the field always has a value. */
      allLabel?: string;
    };

interface Props {
  path: string;
  fields: readonly FilterField[];
  /** The filters the URL holds now. */
  values: Record<string, string | undefined>;
  /** Params kept as they are (not edited here), e.g. a sort order. */
  keep?: ListParams;
  /** Each field's default: a value equal to it is left out of the URL. */
  defaults?: Record<string, string>;
}

/**
 * The filter bar of a URL-driven list: 查询 puts the filters in the URL (back to page 1), so
 * the list is server-rendered from them and Back brings them back. Render it with
 * `key={JSON.stringify(values)}` so it follows the URL.
 */
export function ListFilters({ path, fields, values, keep = {}, defaults = {} }: Props) {
  const router = useRouter();
  const [draft, setDraft] = useState<Record<string, string | undefined>>(values);
  const set = (name: string, value: string | undefined) =>
    setDraft((d) => ({ ...d, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(draft).map(([k, v]) => [k, v?.trim() === defaults[k] ? undefined : v?.trim()]),
    );
    router.push(listHref(path, { ...keep, ...trimmed }));
  };

  return (
    <form role="search" aria-label="筛选" className={styles.bar} onSubmit={submit}>
      {fields.map((field) => {
        const id = `filter-${field.name}`;
        const value = draft[field.name];
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'select' ? (
              <Select
                id={id}
                aria-label={field.label}
                className={styles.select}
                value={value ?? ''}
                onChange={(v: string) => set(field.name, v || undefined)}
                options={[
                  ...(field.allLabel !== undefined ? [{ value: '', label: field.allLabel }] : []),
                  ...field.options.map((o) => ({ value: String(o.value), label: o.label })),
                ]}
              />
            ) : (
              <Input
                id={id}
                type={field.type === 'date' ? 'date' : 'text'}
                allowClear={field.type === 'text'}
                placeholder={field.type === 'text' ? field.placeholder : undefined}
                className={field.type === 'date' ? styles.date : styles.text}
                value={value ?? ''}
                onChange={(e) => set(field.name, e.target.value || undefined)}
              />
            )}
          </div>
        );
      })}
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button onClick={() => router.push(listHref(path, keep))}>重置</Button>
    </form>
  );
}

'use client';

import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface RemoteOption {
  value: number;
  label: string;
}

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** Loads options for the typed text ('' for the first list). */
  load: (text: string) => Promise<RemoteOption[]>;
  /** The option of the current value, shown before any search (editing). */
  initial?: RemoteOption;
  placeholder: string;
  'aria-label'?: string;
}

/** A Select whose options come from the server as the user types (300 ms after the last key). */
export function RemoteSelect({ id, value, onChange, load, initial, placeholder, ...rest }: Props) {
  const [options, setOptions] = useState<RemoteOption[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);

  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const mine = ++seq.current;
      setLoading(true);
      setFailed(false);
      try {
        const found = await load(text.trim());
        if (mine !== seq.current) return;
        const keep = initial && !found.some((o) => o.value === initial.value) ? [initial] : [];
        setOptions([...keep, ...found]);
      } catch {
        if (mine === seq.current) setFailed(true);
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    }, 300);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options}
      loading={loading}
      placeholder={placeholder}
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch: search }}
      onOpenChange={(open) => open && options.length <= 1 && search('')}
      notFoundContent={loading ? '加载中…' : failed ? '加载失败，请重试' : '没有匹配的结果'}
      allowClear
      style={{ width: '100%' }}
    />
  );
}

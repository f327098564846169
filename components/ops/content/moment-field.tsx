'use client';

import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A moment as Asia/Shanghai wall-clock text (lib/ops-content shanghaiMoment): the picker shows
 * and sends the digits as typed, so an operator's browser zone never shifts a schedule.
 */
export function MomentField({
  id,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  value?: string | null;
  onChange?: (text: string | null) => void;
  placeholder: string;
}) {
  return (
    <DatePicker
      id={id}
      showTime
      format={FORMAT}
      placeholder={placeholder}
      value={value ? dayjs(value) : null}
      onChange={(v) => onChange?.(v ? v.format(FORMAT) : null)}
      style={{ width: '100%' }}
    />
  );
}

'use client';

import { ColorPicker, Input, Space } from 'antd';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** The realm's primary colour: a picker, and its #RRGGBB text for typing or pasting. */
export function ColorField({ value, onChange, id }: Props) {
  return (
    <Space.Compact>
      <ColorPicker
        value={value && /^#[0-9a-f]{6}$/i.test(value) ? value : undefined}
        disabledAlpha
        aria-label="选择主色"
        onChangeComplete={(color) => onChange?.(color.toHexString())}
      />
      <Input
        id={id}
        aria-label="主色色值"
        style={{ width: 120 }}
        maxLength={7}
        placeholder="#1d4ed8"
        value={value}
        onChange={(e) => onChange?.(e.target.value.trim())}
      />
    </Space.Compact>
  );
}

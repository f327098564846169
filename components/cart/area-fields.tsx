'use client';

import { Form, Select, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import type { Province } from '@/api/types';
import { receiveAddressSchema } from '@/lib/cart';
import { zodRule } from '@/lib/form-rule';
import { loadServerArea } from '@/stores/app-store';
import { useMallStores } from '@/stores/store-provider';

/** Province and city selects (getServerArea) bound to provinceId/cityId of a form. */
export function AreaFields({ form }: { form: FormInstance }) {
  const stores = useMallStores();
  const [area, setArea] = useState<Province[]>([]);
  const provinceId = Form.useWatch('provinceId', form) as number | undefined;

  useEffect(() => {
    loadServerArea(stores.app).then(setArea, () => undefined);
  }, [stores]);

  const cities = area.find((p) => p.id === provinceId)?.citys ?? [];
  return (
    <>
      <Form.Item
        label="省份"
        name="provinceId"
        required
        rules={[zodRule(receiveAddressSchema.shape.provinceId)]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="请选择省份"
          aria-label="省份"
          options={area.map((p) => ({ value: p.id, label: p.name }))}
          onChange={() => form.setFieldValue('cityId', undefined)}
        />
      </Form.Item>
      <Form.Item
        label="城市"
        name="cityId"
        required
        rules={[zodRule(receiveAddressSchema.shape.cityId)]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="请选择城市"
          aria-label="城市"
          disabled={!provinceId}
          options={cities.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
    </>
  );
}

/** The names of the chosen province and city, sent along for readability. */
export function areaNames(area: Province[], provinceId: number, cityId: number) {
  const province = area.find((p) => p.id === provinceId);
  return {
    province: province?.name ?? '',
    city: province?.citys.find((c) => c.id === cityId)?.name ?? '',
  };
}

'use client';

import { Select } from 'antd';
import { useRouter } from 'next/navigation';
import { directoryUrl, type DirectoryQuery } from '@/lib/supplier';

export interface RegionOption {
  id: number;
  name: string;
  citys: { id: number; name: string }[];
}

/** Province and city of the directory (getServerArea); each choice is a new URL. */
export function RegionFilter({ query, areas }: { query: DirectoryQuery; areas: RegionOption[] }) {
  const router = useRouter();
  const province = areas.find((a) => a.id === query.provinceId);
  const go = (change: Partial<DirectoryQuery>) => router.push(directoryUrl(query, change));
  return (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      <Select
        aria-label="省份"
        style={{ width: 160 }}
        placeholder="全部省份"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={province?.id}
        options={areas.map((a) => ({ value: a.id, label: a.name }))}
        onChange={(id?: number) => go({ provinceId: id, cityId: undefined })}
      />
      <Select
        aria-label="城市"
        style={{ width: 160 }}
        placeholder="全部城市"
        allowClear
        disabled={!province}
        showSearch={{ optionFilterProp: 'label' }}
        value={province?.citys.some((c) => c.id === query.cityId) ? query.cityId : undefined}
        options={(province?.citys ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(id?: number) => go({ cityId: id })}
      />
    </span>
  );
}

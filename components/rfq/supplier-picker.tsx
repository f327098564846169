'use client';

import { Button, Cascader, Checkbox, Input, Modal, Select, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { RfqSupplierOption } from '@/api/modules/rfq';
import type { CategoryNode, MemberLevel, Page } from '@/api/types';
import { MEMBER_LEVEL_NAMES, MEMBER_LEVELS } from '@/lib/supplier';
import styles from '@/components/order/order.module.css';

interface Filters {
  keyword?: string;
  categoryId?: number;
  provinceId?: number;
  memberLevel?: MemberLevel;
  certified?: 1;
}

/**
 * Invite suppliers from the directory, filtered by category, region, member level and
 * certification; the chosen ones stay chosen across pages and filters.
 */
export function SupplierPicker({
  value = [],
  names,
  onChange,
}: {
  value?: number[];
  names: Record<number, string>;
  onChange: (ids: number[], names: Record<number, string>) => void;
}) {
  const [open, setOpen] = useState(false);
  const [filters, setFilters] = useState<Filters>({});
  const [pageNo, setPageNo] = useState(1);
  const queryKey = JSON.stringify({ pageNo, filters });
  const [result, setResult] = useState<{ key: string; page: Page<RfqSupplierOption> } | null>(null);
  const page = result?.page ?? null;
  const loading = open && result?.key !== queryKey;
  const [tree, setTree] = useState<CategoryNode[]>([]);
  const [provinces, setProvinces] = useState<{ id: number; name: string }[]>([]);
  const [chosen, setChosen] = useState<Record<number, string>>({});

  useEffect(() => {
    if (!open) return;
    let active = true;
    api.getRfqSupplierOptions({ pageNo, pageSize: 8, ...filters }).then(
      (p) => active && setResult({ key: queryKey, page: p }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [open, pageNo, filters, queryKey]);

  useEffect(() => {
    if (!open || tree.length) return;
    api.findAllFront().then(setTree, () => undefined);
    api.addressFindAll().then(
      (list) => setProvinces(list.map((p) => ({ id: Number(p.id), name: p.name }))),
      () => undefined,
    );
  }, [open, tree.length]);

  const start = () => {
    setChosen(Object.fromEntries(value.map((id) => [id, names[id] ?? `供应商 ${id}`])));
    setOpen(true);
  };
  const filter = (patch: Filters) => {
    setPageNo(1);
    setFilters((f) => ({ ...f, ...patch }));
  };

  return (
    <>
      <div className={styles.toolbar}>
        {value.map((id) => (
          <Tag key={id}>
            {names[id] ?? `供应商 ${id}`}
            <Button
              type="link"
              size="small"
              aria-label={`移除 ${names[id] ?? id}`}
              onClick={() =>
                onChange(
                  value.filter((v) => v !== id),
                  names,
                )
              }
            >
              ×
            </Button>
          </Tag>
        ))}
        <Button onClick={start}>从供应商名录邀请（已选 {value.length} 家）</Button>
      </div>
      <Modal
        title="邀请供应商"
        open={open}
        width={860}
        okText="确定"
        cancelText="取消"
        onCancel={() => setOpen(false)}
        onOk={() => {
          onChange(Object.keys(chosen).map(Number), { ...names, ...chosen });
          setOpen(false);
        }}
      >
        <div className={styles.toolbar} role="search" aria-label="筛选供应商">
          <Input.Search
            aria-label="供应商名称"
            placeholder="供应商名称"
            allowClear
            style={{ width: 180 }}
            onSearch={(v) => filter({ keyword: v.trim() || undefined })}
          />
          <Cascader
            aria-label="经营类目"
            placeholder="经营类目"
            changeOnSelect
            style={{ width: 180 }}
            options={tree}
            fieldNames={{ label: 'name', value: 'id', children: 'subordinate' }}
            onChange={(path) =>
              filter({ categoryId: path?.length ? Number(path.at(-1)) : undefined })
            }
          />
          <Select
            aria-label="地区"
            placeholder="地区"
            allowClear
            style={{ width: 120 }}
            options={provinces.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(v?: number) => filter({ provinceId: v })}
          />
          <Select
            aria-label="会员等级"
            placeholder="会员等级"
            allowClear
            style={{ width: 120 }}
            options={MEMBER_LEVELS.map((l) => ({ value: l, label: MEMBER_LEVEL_NAMES[l] }))}
            onChange={(v?: MemberLevel) => filter({ memberLevel: v })}
          />
          <Checkbox onChange={(e) => filter({ certified: e.target.checked ? 1 : undefined })}>
            优选认证
          </Checkbox>
        </div>
        <Table<RfqSupplierOption>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={page?.records ?? []}
          locale={{ emptyText: '没有符合条件的供应商' }}
          rowSelection={{
            selectedRowKeys: Object.keys(chosen).map(Number),
            preserveSelectedRowKeys: true,
            getCheckboxProps: (s) => ({ 'aria-label': `选择 ${s.name}` }),
            onSelect: (s, selected) =>
              setChosen((c) => {
                const next = { ...c };
                if (selected) next[s.id] = s.name;
                else delete next[s.id];
                return next;
              }),
            onSelectAll: (selected, _rows, changed) =>
              setChosen((c) => {
                const next = { ...c };
                for (const s of changed) {
                  if (selected) next[s.id] = s.name;
                  else delete next[s.id];
                }
                return next;
              }),
          }}
          pagination={{
            current: pageNo,
            pageSize: 8,
            total: page?.total ?? 0,
            showSizeChanger: false,
            onChange: setPageNo,
          }}
          columns={[
            { title: '供应商', dataIndex: 'name' },
            {
              title: '会员等级',
              dataIndex: 'memberLevel',
              render: (l: MemberLevel | null) => (l ? MEMBER_LEVEL_NAMES[l] : '—'),
            },
            {
              title: '认证',
              dataIndex: 'certified',
              render: (c: boolean) => (c ? <Tag color="gold">优选供应商</Tag> : '已认证'),
            },
            {
              title: '地区',
              key: 'area',
              render: (_: unknown, s) => [s.province, s.city].filter(Boolean).join(' ') || '—',
            },
            {
              title: '主营类目',
              dataIndex: 'mainCategories',
              render: (c: string[]) => c.join('、') || '—',
            },
          ]}
        />
      </Modal>
    </>
  );
}

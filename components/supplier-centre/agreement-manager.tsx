'use client';

import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import type { AgreementRow } from '@/api/modules/supplier';
import type { Page } from '@/api/types';
import { api } from '@/api';
import { useSaving } from '@/components/forms/use-saving';
import { zodRule } from '@/lib/form-rule';
import {
  AGREEMENT_MAX_YUAN,
  AGREEMENT_MSG,
  AGREEMENT_STATE_TEXT,
  type AgreementState,
} from '@/lib/agreement-price';
import { formatFen } from '@/lib/format';
import { z } from '@/lib/zod';
import styles from './centre.module.css';
import { RemoteSelect, type RemoteOption } from './remote-select';
import { ConfirmPopover } from '@/components/forms/confirm-popover';

export interface AgreementFilters {
  buyer: string;
  keyword: string;
  state?: AgreementState;
}

interface Props {
  base: string;
  filters: AgreementFilters;
  page: Page<AgreementRow>;
}

interface FormValues {
  buyerEnterpriseId?: number;
  skuId?: number;
  price?: number | null;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  agreementNo?: string;
}

const STATE_CLASS: Record<AgreementState, string | undefined> = {
  active: styles.tagActive,
  pending: styles.tagFuture,
  expired: styles.tagExpired,
};

const priceRule = zodRule(
  z
    .number({ error: AGREEMENT_MSG.price })
    .min(0, AGREEMENT_MSG.priceRange)
    .max(AGREEMENT_MAX_YUAN, AGREEMENT_MSG.priceRange),
);

function listHref(base: string, f: AgreementFilters, page = 1): string {
  const q = new URLSearchParams();
  if (f.buyer) q.set('buyer', f.buyer);
  if (f.keyword) q.set('keyword', f.keyword);
  if (f.state) q.set('state', f.state);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

const skuLabel = (r: { productName: string; skuSpec: string; skuCode: string }) =>
  `${r.productName} · ${r.skuSpec || r.skuCode}`;

/** 协议价: the filtered list with create, edit and delete in a dialog; the list lives in the URL. */
export function AgreementManager({ base, filters, page }: Props) {
  const router = useRouter();
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<AgreementFilters>();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<AgreementRow | 'new' | null>(null);
  const [saving, run] = useSaving();
  const [deleting, setDeleting] = useState<number | null>(null);

  const [editKey, setEditKey] = useState(0);
  const open = (row: AgreementRow | 'new') => {
    setEditing(row);
    setEditKey((k) => k + 1);
  };
  const initialOf = (row: AgreementRow | 'new' | null): FormValues =>
    row && row !== 'new'
      ? {
          buyerEnterpriseId: row.buyerEnterpriseId,
          skuId: row.skuId,
          price: row.price / 100,
          startDate: dayjs(row.startDate),
          endDate: dayjs(row.endDate),
          agreementNo: row.agreementNo,
        }
      : {};

  const save = (v: FormValues) =>
    run(async () => {
      const body = {
        buyerEnterpriseId: v.buyerEnterpriseId ?? 0,
        skuId: v.skuId ?? 0,
        price: v.price === null || v.price === undefined ? '' : String(v.price),
        startDate: v.startDate?.format('YYYY-MM-DD') ?? '',
        endDate: v.endDate?.format('YYYY-MM-DD') ?? '',
        agreementNo: v.agreementNo || undefined,
      };
      if (editing && editing !== 'new') await api.updateAgreement(editing.id, body);
      else await api.createAgreement(body);
      message.success(editing === 'new' ? '协议价已新增' : '协议价已保存');
      setEditing(null);
      router.refresh();
    });

  const remove = async (row: AgreementRow) => {
    setDeleting(row.id);
    try {
      await api.deleteAgreement(row.id);
      message.success('协议价已删除');
      router.refresh();
    } catch {
      // The request layer has shown the message.
    } finally {
      setDeleting(null);
    }
  };

  const columns: ColumnsType<AgreementRow> = [
    { title: '采购企业', dataIndex: 'buyerName', key: 'buyer' },
    {
      title: '商品 / 规格',
      key: 'sku',
      render: (_, r) => (
        <>
          <div>{r.productName}</div>
          <div className={styles.muted}>
            {r.skuSpec || '默认规格'} · {r.skuCode}
          </div>
        </>
      ),
    },
    {
      title: '协议价（元）',
      key: 'price',
      align: 'right',
      render: (_, r) => (
        <>
          <div>
            ¥{formatFen(r.price)}/{r.unit}
          </div>
          <div className={styles.muted}>
            {r.listPrice === null ? '原价：询价' : `原价 ¥${formatFen(r.listPrice)}`}
          </div>
        </>
      ),
    },
    {
      title: '有效期',
      key: 'dates',
      render: (_, r) => `${r.startDate} 至 ${r.endDate}`,
    },
    {
      title: '状态',
      key: 'state',
      render: (_, r) => (
        <span className={`${styles.tag} ${STATE_CLASS[r.state] ?? ''}`}>
          {AGREEMENT_STATE_TEXT[r.state]}
        </span>
      ),
    },
    { title: '协议编号', dataIndex: 'agreementNo', key: 'no' },
    {
      title: '操作',
      key: 'actions',
      render: (_, r) => (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <Button type="link" size="small" onClick={() => open(r)}>
            编辑
          </Button>
          <ConfirmPopover
            title={`删除与「${r.buyerName}」的这条协议价？`}
            okText="删除"
            cancelText="取消"
            onConfirm={() => remove(r)}
          >
            <Button type="link" size="small" danger loading={deleting === r.id}>
              删除
            </Button>
          </ConfirmPopover>
        </span>
      ),
    },
  ];

  const current = editing && editing !== 'new' ? editing : null;
  return (
    <>
      <MallForm<AgreementFilters>
        form={filterForm}
        layout="inline"
        initialValues={filters}
        className={styles.toolbar}
        onFinish={(v) =>
          router.push(
            listHref(base, {
              buyer: v.buyer?.trim() ?? '',
              keyword: v.keyword?.trim() ?? '',
              state: v.state,
            }),
          )
        }
        aria-label="筛选协议价"
      >
        <Form.Item name="buyer" label="采购企业">
          <Input placeholder="企业名称" maxLength={64} allowClear />
        </Form.Item>
        <Form.Item name="keyword" label="商品">
          <Input placeholder="商品名称或规格编码" maxLength={64} allowClear />
        </Form.Item>
        <Form.Item name="state" label="状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 120 }}
            options={(Object.keys(AGREEMENT_STATE_TEXT) as AgreementState[]).map((k) => ({
              value: k,
              label: AGREEMENT_STATE_TEXT[k],
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">查询</Button>
        </Form.Item>
        <Form.Item style={{ marginLeft: 'auto', marginRight: 0 }}>
          <Button type="primary" onClick={() => open('new')}>
            新增协议价
          </Button>
        </Form.Item>
      </MallForm>
      <Table<AgreementRow>
        rowKey="id"
        columns={columns}
        dataSource={page.records}
        locale={{
          emptyText:
            filters.buyer || filters.keyword || filters.state
              ? '没有符合条件的协议价'
              : '暂无协议价，点击「新增协议价」为采购企业设置专属价格',
        }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: page.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (p) => router.push(listHref(base, filters, p)),
        }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新增协议价' : '编辑协议价'}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <MallForm<FormValues>
          key={editKey}
          form={form}
          layout="vertical"
          initialValues={initialOf(editing)}
          onFinish={save}
          disabled={saving}
        >
          <Form.Item
            name="buyerEnterpriseId"
            label="采购企业"
            rules={[{ required: true, message: AGREEMENT_MSG.buyer }]}
          >
            <RemoteSelect
              placeholder="输入企业名称搜索已认证的采购企业"
              initial={
                current ? { value: current.buyerEnterpriseId, label: current.buyerName } : undefined
              }
              load={async (name): Promise<RemoteOption[]> =>
                (await api.agreementBuyers({ name: name || undefined })).map((b) => ({
                  value: b.id,
                  label: b.name,
                }))
              }
            />
          </Form.Item>
          <Form.Item
            name="skuId"
            label="商品规格"
            rules={[{ required: true, message: AGREEMENT_MSG.sku }]}
          >
            <RemoteSelect
              placeholder="输入商品名称或规格编码搜索本企业商品"
              initial={current ? { value: current.skuId, label: skuLabel(current) } : undefined}
              load={async (keyword): Promise<RemoteOption[]> =>
                (await api.agreementSkus({ keyword: keyword || undefined })).map((s) => ({
                  value: s.skuId,
                  label: `${skuLabel(s)}（${s.listPrice === null ? '询价' : `原价 ¥${formatFen(s.listPrice)}`}）`,
                }))
              }
            />
          </Form.Item>
          <Form.Item name="price" label="协议价（元）" rules={[priceRule]}>
            <InputNumber<number>
              min={0}
              max={AGREEMENT_MAX_YUAN}
              precision={2}
              style={{ width: '100%' }}
              placeholder="例如 128.50"
            />
          </Form.Item>
          <div style={{ display: 'flex', gap: 12 }}>
            <Form.Item
              name="startDate"
              label="开始日期"
              rules={[{ required: true, message: AGREEMENT_MSG.startDate }]}
              style={{ flex: 1 }}
            >
              <DatePicker style={{ width: '100%' }} placeholder="开始日期" />
            </Form.Item>
            <Form.Item
              name="endDate"
              label="结束日期"
              dependencies={['startDate']}
              rules={[
                { required: true, message: AGREEMENT_MSG.endDate },
                ({ getFieldValue }) => ({
                  validator: async (_, end: Dayjs | null) => {
                    const start = getFieldValue('startDate') as Dayjs | null;
                    if (start && end && !end.isAfter(start, 'day')) {
                      throw new Error(AGREEMENT_MSG.order);
                    }
                  },
                }),
              ]}
              style={{ flex: 1 }}
            >
              <DatePicker style={{ width: '100%' }} placeholder="结束日期" />
            </Form.Item>
          </div>
          <Form.Item
            name="agreementNo"
            label="协议编号"
            extra="选填，不填则自动生成"
            rules={[
              { max: 32, message: AGREEMENT_MSG.agreementNo },
              { pattern: /^[A-Za-z0-9-]*$/, message: AGREEMENT_MSG.agreementNo },
            ]}
          >
            <Input maxLength={32} placeholder="字母、数字或短横线" />
          </Form.Item>
        </MallForm>
      </Modal>
    </>
  );
}

'use client';

import { App, Button, DatePicker, Form, Input, InputNumber, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '@/api';
import type { SupplierRfqDetail } from '@/api/modules/rfq';
import { FileUpload } from '@/components/auth/file-upload';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { formatDateTime, formatFen } from '@/lib/format';
import { QUOTE_FILE_TYPES, RFQ_LIMITS, TAX_RATES, type RfqQuoteInput } from '@/lib/rfq';
import styles from '@/components/order/order.module.css';
import { RfqAttachments } from './rfq-attachments';

interface LineValues {
  unitPrice?: number | null;
  taxRate: number;
  supplyQty?: number;
  deliveryDays?: number;
  brandModel?: string;
  remark?: string;
}
interface Values {
  lines: Record<string, LineValues>;
  freight: number;
  validUntil: Dayjs | null;
  remark?: string;
  /** URLs of private uploads. */
  attachments: string[];
}

/**
 * The supplier's quote: per line a tax-included unit price (empty: not quoted), tax rate,
 * quantity it can supply, delivery days and brand/model; freight, validity, remark and files
 * (private uploads: the buyer may fetch them only after the deadline). Each submission before
 * the deadline is a new revision; every revision stays listed below.
 */
export function RfqQuoteForm({ initial }: { initial: SupplierRfqDetail }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [rfq, setRfq] = useState(initial);
  const [saving, run] = useSaving();
  const last = rfq.myQuotes.find((q) => q.round === rfq.round) ?? rfq.myQuotes[0];
  const initialValues: Values = {
    lines: Object.fromEntries(
      rfq.lines.map((l) => {
        const q = last?.lines.find((x) => x.lineId === l.id);
        return [
          String(l.id),
          {
            unitPrice: q?.unitPrice === null || q === undefined ? undefined : q.unitPrice / 100,
            taxRate: q?.taxRate ?? rfq.taxRate,
            supplyQty: q?.supplyQty,
            deliveryDays: q?.deliveryDays,
            brandModel: q?.brandModel,
            remark: q?.remark,
          },
        ];
      }),
    ),
    freight: last ? last.freight / 100 : 0,
    validUntil: last ? dayjs(last.validUntil) : null,
    remark: last?.remark ?? undefined,
    attachments: last?.attachments.map((a) => a.url) ?? [],
  };
  const names = Object.fromEntries(
    rfq.myQuotes.flatMap((q) => q.attachments.map((a) => [a.url, a.name])),
  );

  const submit = (v: Values) =>
    run(async () => {
      const body: RfqQuoteInput = {
        freight: v.freight ?? 0,
        validUntil: v.validUntil!.format('YYYY-MM-DD'),
        remark: v.remark,
        // The server names each file as it was uploaded; this is only a placeholder.
        attachments: v.attachments.map((url) => ({
          name: (names[url] ?? url.split('/').pop() ?? url).slice(0, 100),
          url,
        })),
        lines: rfq.lines.map((l) => {
          const x = v.lines[String(l.id)]!;
          return {
            lineId: l.id,
            unitPrice: x.unitPrice ?? null,
            taxRate: x.taxRate,
            supplyQty: x.supplyQty ?? undefined,
            deliveryDays: x.deliveryDays ?? 0,
            brandModel: x.brandModel,
            remark: x.remark,
          };
        }),
      };
      setRfq(await api.quoteSupplierRfq(rfq.id, body));
      message.success('报价已提交，截止前可以继续修改');
    });

  return (
    <>
      {rfq.canQuote ? (
        <MallForm<Values>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={submit}
        >
          <p role="status">
            第 {rfq.round} 轮报价，{formatDateTime(rfq.deadline)}{' '}
            截止（以服务器时间为准）。报价密封，采购方截止后才能看到价格，其他供应商永远看不到。
          </p>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={rfq.lines}
            columns={[
              {
                title: '品名 / 规格',
                dataIndex: 'name',
                render: (n: string, l) => (
                  <>
                    {n}
                    <div className={styles.muted}>
                      {[l.spec, l.brand && `品牌偏好 ${l.brand}`].filter(Boolean).join(' · ') ||
                        '—'}
                    </div>
                  </>
                ),
              },
              { title: '数量', key: 'qty', render: (_: unknown, l) => `${l.qty} ${l.unit}` },
              {
                title: '含税单价（元）',
                key: 'price',
                render: (_: unknown, l, i) => (
                  <Form.Item name={['lines', String(l.id), 'unitPrice']} noStyle>
                    <InputNumber
                      aria-label={`第 ${i + 1} 行含税单价`}
                      min={0}
                      max={99_999_999.99}
                      precision={2}
                      placeholder="不报留空"
                    />
                  </Form.Item>
                ),
              },
              {
                title: '税率',
                key: 'tax',
                render: (_: unknown, l, i) => (
                  <Form.Item name={['lines', String(l.id), 'taxRate']} noStyle>
                    <Select
                      aria-label={`第 ${i + 1} 行税率`}
                      style={{ width: 80 }}
                      options={TAX_RATES.map((r) => ({ value: r, label: `${r}%` }))}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '可供数量',
                key: 'supply',
                render: (_: unknown, l, i) => (
                  <Form.Item name={['lines', String(l.id), 'supplyQty']} noStyle>
                    <InputNumber
                      aria-label={`第 ${i + 1} 行可供数量`}
                      min={1}
                      max={l.qty}
                      precision={0}
                      placeholder={String(l.qty)}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '交货天数',
                key: 'days',
                render: (_: unknown, l, i) => (
                  <Form.Item name={['lines', String(l.id), 'deliveryDays']} noStyle>
                    <InputNumber
                      aria-label={`第 ${i + 1} 行交货天数`}
                      min={0}
                      max={RFQ_LIMITS.deliveryDays}
                      precision={0}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '品牌型号',
                key: 'brand',
                render: (_: unknown, l, i) => (
                  <Form.Item name={['lines', String(l.id), 'brandModel']} noStyle>
                    <Input aria-label={`第 ${i + 1} 行品牌型号`} maxLength={60} />
                  </Form.Item>
                ),
              },
            ]}
          />
          <div className={styles.toolbar} style={{ marginTop: 16 }}>
            <Form.Item
              name="freight"
              label="运费（元）"
              rules={[{ required: true, message: '请输入运费（元）' }]}
            >
              <InputNumber min={0} max={99_999_999.99} precision={2} />
            </Form.Item>
            <Form.Item
              name="validUntil"
              label="报价有效期"
              rules={[{ required: true, message: '请选择报价有效期' }]}
            >
              <DatePicker disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
            </Form.Item>
            <Form.Item name="remark" label="报价备注">
              <Input style={{ width: 360 }} maxLength={RFQ_LIMITS.remark} />
            </Form.Item>
          </div>
          <Form.Item
            name="attachments"
            label="报价附件（报价单、样品照片、资质等，pdf、xlsx、dwg 或图片；截止前只有贵司能查看）"
          >
            <FileUpload
              buttonText="上传报价附件"
              maxCount={RFQ_LIMITS.attachments}
              accept={QUOTE_FILE_TYPES}
              visibility="private"
              names={names}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {last?.round === rfq.round ? '提交修改（保留原报价记录）' : '提交报价'}
          </Button>
        </MallForm>
      ) : (
        <p role="status">本询价单当前不接受贵司报价（已截止、未邀请参加本轮或已结束）。</p>
      )}

      <h2 className={styles.sectionTitle}>我的报价记录</h2>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rfq.myQuotes}
        locale={{ emptyText: '还没有提交报价' }}
        columns={[
          { title: '轮次', dataIndex: 'round', render: (r: number) => `第 ${r} 轮` },
          { title: '版本', dataIndex: 'revision', render: (r: number) => `第 ${r} 次` },
          { title: '货款', dataIndex: 'goodsAmount', render: (f: number) => `¥${formatFen(f)}` },
          { title: '运费', dataIndex: 'freight', render: (f: number) => `¥${formatFen(f)}` },
          { title: '有效期至', dataIndex: 'validUntil' },
          {
            title: '附件',
            key: 'attachments',
            render: (_: unknown, q) => (
              <RfqAttachments
                files={q.attachments}
                label={`第 ${q.round} 轮第 ${q.revision} 次报价的附件`}
              />
            ),
          },
          { title: '提交时间', dataIndex: 'createdAt', render: (t: string) => formatDateTime(t) },
        ]}
      />
      {rfq.myAwards.length ? (
        <p role="status">
          贵司中标 {rfq.myAwards.length} 行，合计 ¥
          {formatFen(rfq.myAwards.reduce((s, a) => s + a.amount, 0))}
          ；订单经采购方审批后出现在“订单管理”。
        </p>
      ) : null}
    </>
  );
}

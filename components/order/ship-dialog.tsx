'use client';

import { Alert, Form, Input, InputNumber, Modal, Table } from 'antd';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import type { OrderLineView, ShipInput } from '@/api/modules/order';
import { formatCount } from '@/lib/format';
import {
  CARRIER_MAX,
  SHIP_MSG,
  TRACKING_NO_MAX,
  TRACKING_NO_PATTERN,
  shipmentProblem,
} from '@/lib/order-lifecycle';

interface ShipValues {
  carrier?: string;
  trackingNo?: string;
  qty?: Record<string, number | null | undefined>;
}

const unshipped = (l: OrderLineView) => Math.max(0, l.num - l.shippedNum);

/** The problem of a shipment as typed, from the shared lifecycle rules, or null. */
export function shipFormProblem(
  lines: readonly OrderLineView[],
  values: ShipValues,
): string | null {
  return shipmentProblem(
    lines.map((l) => ({ id: l.id, qty: l.num, shippedQty: l.shippedNum, name: l.itemName })),
    lines.map((l) => ({ orderLineId: l.id, qty: Number(values.qty?.[String(l.id)] ?? 0) })),
  );
}

/**
 * 发货: carrier, tracking number, and per line how many go in this shipment (default: all left).
 * Mounted while open, so each opening starts afresh.
 */
export function ShipDialog({
  lines,
  busy,
  onCancel,
  onSubmit,
}: {
  lines: readonly OrderLineView[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: ShipInput) => void;
}) {
  const [form] = Form.useForm<ShipValues>();
  const [problem, setProblem] = useState<string | null>(null);

  const finish = (values: ShipValues) => {
    const found = shipFormProblem(lines, values);
    setProblem(found);
    if (found) return;
    onSubmit({
      carrier: (values.carrier ?? '').trim(),
      trackingNo: (values.trackingNo ?? '').trim(),
      lines: lines
        .map((l) => ({ orderLineId: l.id, num: Number(values.qty?.[String(l.id)] ?? 0) }))
        .filter((l) => l.num > 0),
    });
  };

  return (
    <Modal
      open
      title="发货"
      width={720}
      okText="确认发货"
      cancelText="取消"
      okButtonProps={{ loading: busy }}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <MallForm
        form={form}
        layout="vertical"
        initialValues={{
          qty: Object.fromEntries(lines.map((l) => [String(l.id), unshipped(l)])),
        }}
        onFinish={finish}
        onValuesChange={() => problem && setProblem(null)}
      >
        <Form.Item
          name="carrier"
          label="物流公司"
          rules={[
            { required: true, whitespace: true, message: SHIP_MSG.carrier },
            { max: CARRIER_MAX, message: SHIP_MSG.carrierTooLong },
          ]}
        >
          <Input maxLength={CARRIER_MAX} placeholder="如 顺丰速运、德邦物流" />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label="物流单号"
          rules={[
            { required: true, whitespace: true, message: SHIP_MSG.trackingNo },
            { max: TRACKING_NO_MAX, message: SHIP_MSG.trackingNoTooLong },
            { pattern: TRACKING_NO_PATTERN, message: SHIP_MSG.trackingNoPattern },
          ]}
        >
          <Input maxLength={TRACKING_NO_MAX} placeholder="请输入物流单号" />
        </Form.Item>
        <Table<OrderLineView>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={[...lines]}
          columns={[
            {
              title: '商品',
              dataIndex: 'itemName',
              render: (name: string, l) => (
                <>
                  <div>{name}</div>
                  {l.skuName ? (
                    <div style={{ color: 'var(--mall-muted)', fontSize: 12 }}>{l.skuName}</div>
                  ) : null}
                </>
              ),
            },
            { title: '订购', dataIndex: 'num', render: (n: number) => formatCount(n) },
            { title: '已发', dataIndex: 'shippedNum', render: (n: number) => formatCount(n) },
            {
              title: '本次发货',
              key: 'qty',
              render: (_: unknown, l) => (
                <Form.Item name={['qty', String(l.id)]} noStyle>
                  <InputNumber
                    aria-label={`「${l.itemName}」本次发货数量`}
                    min={0}
                    max={unshipped(l)}
                    precision={0}
                    disabled={unshipped(l) === 0}
                    style={{ width: 110 }}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
        {problem ? (
          <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={problem} />
        ) : null}
      </MallForm>
    </Modal>
  );
}

'use client';

import { App, Button, DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRouter } from 'next/navigation';
import { MallForm } from '@/components/forms/mall-form';
import type { SupplierInquiryDetail } from '@/api/modules/supplier';
import { api } from '@/api';
import { useSaving } from '@/components/forms/use-saving';
import { zodRule } from '@/lib/form-rule';
import { yuanToFen, AGREEMENT_MAX_YUAN } from '@/lib/agreement-price';
import { formatDateTime, formatFen } from '@/lib/format';
import {
  QUOTE_LINE_REMARK_MAX,
  QUOTE_MSG,
  QUOTE_REMARK_MAX,
  quoteLineSchema,
  quoteTotal,
} from '@/lib/inquiry-quote';
import styles from './centre.module.css';

interface Values {
  prices: Record<string, number | null | undefined>;
  lineRemarks: Record<string, string | undefined>;
  validUntil: Dayjs | null;
  remark?: string;
}

const today = () => dayjs(formatDateTime(new Date(), 'day'));

/** The lines of an inquiry with a unit price each, validity and remark; the total follows. */
export function QuoteForm({ inquiry }: { inquiry: SupplierInquiryDetail }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const router = useRouter();
  const [saving, run] = useSaving();
  const prices = Form.useWatch('prices', form) ?? {};
  const priceOf = new Map(
    inquiry.lines.map((l) => {
      const v = prices[String(l.id)];
      const fen = v === null || v === undefined ? NaN : yuanToFen(String(v));
      return [l.id, Number.isNaN(fen) ? 0 : fen] as const;
    }),
  );
  const total = quoteTotal(inquiry.lines, priceOf);
  const quoted = new Map(inquiry.quote?.lines.map((l) => [l.lineId, l]) ?? []);
  const initial: Values = {
    prices: Object.fromEntries(
      inquiry.lines.map((l) => {
        const q = quoted.get(l.id);
        return [String(l.id), q ? q.unitPrice / 100 : undefined];
      }),
    ),
    lineRemarks: Object.fromEntries(
      inquiry.lines.map((l) => [String(l.id), quoted.get(l.id)?.remark]),
    ),
    validUntil: inquiry.quote?.validUntil ? dayjs(inquiry.quote.validUntil) : null,
    remark: inquiry.quote?.remark ?? undefined,
  };

  const submit = (values: Values) =>
    run(async () => {
      await api.submitQuote(inquiry.id, {
        lines: inquiry.lines.map((l) => ({
          lineId: l.id,
          unitPrice: String(values.prices[String(l.id)] ?? ''),
          remark: values.lineRemarks?.[String(l.id)] || undefined,
        })),
        validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : '',
        remark: values.remark || undefined,
      });
      message.success(inquiry.quote ? '报价已更新' : '报价已提交');
      router.refresh();
    });

  const closed = !inquiry.open;
  return (
    <MallForm<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      disabled={closed || saving}
      aria-label="报价表单"
    >
      <table className={styles.table} aria-label="询价明细与报价">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">名称</th>
            <th scope="col">规格</th>
            <th scope="col" className={styles.num}>
              数量
            </th>
            <th scope="col">单价（元）</th>
            <th scope="col" className={styles.num}>
              小计（元）
            </th>
            <th scope="col">行备注</th>
          </tr>
        </thead>
        <tbody>
          {inquiry.lines.map((l, i) => (
            <tr key={l.id}>
              <td>{i + 1}</td>
              <td>
                {l.name}
                {l.remark ? <div className={styles.muted}>{l.remark}</div> : null}
              </td>
              <td>{l.spec ?? '—'}</td>
              <td className={styles.num}>
                {Number(l.quantity).toLocaleString('zh-CN')} {l.unit}
              </td>
              <td style={{ minWidth: 160 }}>
                <Form.Item
                  name={['prices', String(l.id)]}
                  rules={[zodRule(quoteLineSchema.shape.unitPrice)]}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber<number>
                    aria-label={`第 ${i + 1} 行「${l.name}」单价（元）`}
                    min={0}
                    max={AGREEMENT_MAX_YUAN}
                    precision={2}
                    step={1}
                    style={{ width: '100%' }}
                    placeholder="单价"
                  />
                </Form.Item>
              </td>
              <td className={styles.num}>{formatFen(quoteTotal([l], priceOf))}</td>
              <td style={{ minWidth: 140 }}>
                <Form.Item
                  name={['lineRemarks', String(l.id)]}
                  rules={[{ max: QUOTE_LINE_REMARK_MAX, message: QUOTE_MSG.lineRemark }]}
                  style={{ marginBottom: 0 }}
                >
                  <Input
                    aria-label={`第 ${i + 1} 行备注`}
                    maxLength={QUOTE_LINE_REMARK_MAX}
                    placeholder="品牌、供货期等（选填）"
                  />
                </Form.Item>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.total} aria-live="polite">
        报价合计：<strong data-testid="quote-total">¥{formatFen(total)}</strong>
      </p>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item
          label="报价有效期至"
          name="validUntil"
          rules={[{ required: true, message: QUOTE_MSG.validUntil }]}
          style={{ minWidth: 220 }}
        >
          <DatePicker
            style={{ width: '100%' }}
            placeholder="请选择日期"
            disabledDate={(d) => d.isBefore(today(), 'day')}
          />
        </Form.Item>
        <Form.Item
          label="报价备注"
          name="remark"
          rules={[{ max: QUOTE_REMARK_MAX, message: QUOTE_MSG.remark }]}
          style={{ flex: 1, minWidth: 280 }}
        >
          <Input.TextArea
            maxLength={QUOTE_REMARK_MAX}
            showCount
            rows={3}
            placeholder="含税、运费、供货周期、付款方式等（选填）"
          />
        </Form.Item>
      </div>
      {closed ? (
        <p role="status" className={styles.muted}>
          报价已于 {formatDateTime(inquiry.quoteEnd)} 截止，不能再修改。
        </p>
      ) : (
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {inquiry.quote ? '更新报价' : '提交报价'}
          </Button>
        </div>
      )}
    </MallForm>
  );
}

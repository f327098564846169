'use client';

import { App, Button, Form, Input, InputNumber } from 'antd';
import { useRouter } from 'next/navigation';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import { useGuard } from '@/components/auth/use-guard';
import { useSaving } from '@/components/forms/use-saving';
import { GUARD_MSG } from '@/lib/certification';
import { selfInquirySchema, type SelfInquiryInput } from '@/lib/opportunity-rules';
import { useUserStore } from '@/stores/store-provider';
import { zodRule } from '@/lib/form-rule';
import styles from './opportunity.module.css';

const f = selfInquirySchema.shape;

/**
 * The self-service inquiry form (/inquiry/find-rice): a buyer asks for a product and the
 * inquiry is listed for suppliers at once. A failed call keeps everything typed.
 */
export function SelfInquiryForm() {
  const [form] = Form.useForm<SelfInquiryInput>();
  const user = useUserStore((s) => s.userInfo);
  const { message } = App.useApp();
  const pass = useGuard();
  const router = useRouter();
  const [saving, run] = useSaving();

  const submit = async (values: SelfInquiryInput) => {
    if (!pass(user ? null : { kind: 'login', message: GUARD_MSG.login })) return;
    await run(async () => {
      await api.selfInquirySubmit(selfInquirySchema.parse(values));
      void message.success('询价已发布，供应商将尽快与您联系');
      form.resetFields();
      router.refresh();
    });
  };

  return (
    <MallForm
      form={form}
      layout="vertical"
      aria-label="发布自助询价"
      onFinish={submit}
      initialValues={{ contactName: user?.name, phone: user?.phone }}
    >
      <Form.Item label="产品名称" name="itemName" required rules={[zodRule(f.itemName)]}>
        <Input maxLength={128} placeholder="如：实木复合地板" />
      </Form.Item>
      <Form.Item label="规格型号" name="spec" rules={[zodRule(f.spec)]}>
        <Input maxLength={128} placeholder="如：1210×165×15mm" />
      </Form.Item>
      <div className={styles.inline}>
        <Form.Item
          label="采购数量"
          name="quantity"
          required
          // A cleared number input gives null, which the coercing schema would read as 0.
          normalize={(v: number | null) => v ?? undefined}
          rules={[zodRule(f.quantity)]}
        >
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item label="单位" name="unit" required rules={[zodRule(f.unit)]}>
          <Input maxLength={16} placeholder="如：平方米" />
        </Form.Item>
      </div>
      <Form.Item
        label="期望到货日期"
        name="expectedDate"
        // A cleared date input gives '', which the optional date must not see.
        normalize={(v: string) => v || undefined}
        rules={[zodRule(f.expectedDate)]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item label="联系人" name="contactName" required rules={[zodRule(f.contactName)]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item label="手机号" name="phone" required rules={[zodRule(f.phone)]}>
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={[zodRule(f.remark)]}>
        <Input.TextArea maxLength={500} rows={3} placeholder="品牌偏好、是否含税含运等" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} block>
        发布询价
      </Button>
    </MallForm>
  );
}

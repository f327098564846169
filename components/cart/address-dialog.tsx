'use client';

import { App, Checkbox, Form, Input, Modal } from 'antd';
import { api } from '@/api';
import type { ReceiveAddress } from '@/api/modules/address';
import { useSaving } from '@/components/forms/use-saving';
import { receiveAddressSchema } from '@/lib/cart';
import { useMallStores } from '@/stores/store-provider';
import { AreaFields, areaNames } from './area-fields';
import { zodRule } from './zod-rule';

interface Values {
  name: string;
  phone: string;
  provinceId: number;
  cityId: number;
  address: string;
  isDefault?: boolean;
}

const fields = receiveAddressSchema.shape;

/** receiveAddress/save: a new receive address, checked with the server's own rules. */
export function AddressDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (address: ReceiveAddress) => void;
}) {
  const { message } = App.useApp();
  const stores = useMallStores();
  const [form] = Form.useForm<Values>();
  const [saving, run] = useSaving();

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await run(async () => {
      const names = areaNames(stores.app.getState().serverArea, values.provinceId, values.cityId);
      const saved = await api.receiveAddressSave({
        ...values,
        ...names,
        isDefault: values.isDefault === true,
      });
      void message.success('收货地址已保存');
      form.resetFields();
      onSaved(saved);
    });
  }

  return (
    <Modal
      title="新增收货地址"
      open={open}
      okText="保存地址"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="receive-address">
        <Form.Item label="收货人" name="name" rules={[zodRule(fields.name)]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="手机号" name="phone" rules={[zodRule(fields.phone)]}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <AreaFields form={form} />
        <Form.Item label="详细地址" name="address" rules={[zodRule(fields.address)]}>
          <Input.TextArea maxLength={255} rows={2} placeholder="街道、门牌号、项目部等" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>设为默认收货地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

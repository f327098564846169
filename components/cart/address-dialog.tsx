'use client';

import { App, Checkbox, Form, Input, Modal } from 'antd';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import type { ReceiveAddress } from '@/api/modules/address';
import { useSaving } from '@/components/forms/use-saving';
import { receiveAddressSchema } from '@/lib/cart';
import { useMallStores } from '@/stores/store-provider';
import { AreaFields, areaNames } from './area-fields';
import { zodRule } from '@/lib/form-rule';

interface Values {
  name: string;
  phone: string;
  provinceId: number;
  cityId: number;
  address: string;
  isDefault?: boolean;
}

const fields = receiveAddressSchema.shape;

/**
 * receiveAddress/save: a new receive address, checked with the server's own rules; with
 * `editing`, receiveAddress/update of that address.
 */
export function AddressDialog({
  open,
  onClose,
  onSaved,
  editing,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (address: ReceiveAddress) => void;
  editing?: ReceiveAddress | null;
}) {
  const { message } = App.useApp();
  const stores = useMallStores();
  const [form] = Form.useForm<Values>();
  const [saving, run] = useSaving();
  const editId = editing?.id;

  const initialValues = editing
    ? {
        name: editing.name,
        phone: editing.phone,
        provinceId: editing.provinceId,
        cityId: editing.cityId,
        address: editing.address,
        isDefault: editing.isDefault === true,
      }
    : undefined;

  async function save(values: Values) {
    await run(async () => {
      const names = areaNames(stores.app.getState().serverArea, values.provinceId, values.cityId);
      const body = { ...values, ...names, isDefault: values.isDefault === true };
      const saved =
        editId === undefined
          ? await api.receiveAddressSave(body)
          : await api.receiveAddressUpdate({ ...body, id: editId });
      void message.success('收货地址已保存');
      form.resetFields();
      onSaved(saved);
    });
  }

  return (
    <Modal
      title={editId === undefined ? '新增收货地址' : '编辑收货地址'}
      open={open}
      okText="保存地址"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
    >
      <MallForm
        key={editId ?? 'new'}
        form={form}
        layout="vertical"
        name="receive-address"
        onFinish={(values) => void save(values)}
        initialValues={initialValues}
      >
        <Form.Item label="收货人" name="name" required rules={[zodRule(fields.name)]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="手机号" name="phone" required rules={[zodRule(fields.phone)]}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <AreaFields form={form} />
        <Form.Item label="详细地址" name="address" required rules={[zodRule(fields.address)]}>
          <Input.TextArea maxLength={255} rows={2} placeholder="街道、门牌号、项目部等" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>设为默认收货地址</Checkbox>
        </Form.Item>
      </MallForm>
    </Modal>
  );
}

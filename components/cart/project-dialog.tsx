'use client';

import { App, Form, Input, Modal } from 'antd';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import { useSaving } from '@/components/forms/use-saving';
import { projectSchema } from '@/lib/cart';
import { useMallStores } from '@/stores/store-provider';
import { AreaFields, areaNames } from './area-fields';
import { zodRule } from '@/lib/form-rule';

interface Values {
  projectName: string;
  provinceId: number;
  cityId: number;
}

/** createProject: projectName, province and city. Keeps the input when saving fails. */
export function ProjectDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (project: { id: number; projectName: string }) => void;
}) {
  const { message } = App.useApp();
  const stores = useMallStores();
  const [form] = Form.useForm<Values>();
  const [saving, run] = useSaving();

  async function save(values: Values) {
    await run(async () => {
      const names = areaNames(stores.app.getState().serverArea, values.provinceId, values.cityId);
      const { id } = await api.createProject({ ...values, ...names });
      void message.success('项目已创建');
      form.resetFields();
      onCreated({ id, projectName: values.projectName.trim() });
    });
  }

  return (
    <Modal
      title="新建项目"
      open={open}
      okText="创建项目"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <MallForm
        form={form}
        layout="vertical"
        name="project"
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          label="项目名称"
          name="projectName"
          required
          rules={[zodRule(projectSchema.shape.projectName)]}
        >
          <Input placeholder="如：滨江云栖住宅项目" maxLength={64} />
        </Form.Item>
        <AreaFields form={form} />
      </MallForm>
    </Modal>
  );
}

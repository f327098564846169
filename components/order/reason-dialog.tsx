'use client';

import { Form, Input, Modal } from 'antd';
import { MallForm } from '@/components/forms/mall-form';
import { ORDER_REASON_MAX } from '@/lib/order-lifecycle';

export interface ReasonDialogProps {
  title: string;
  /** The field's name, e.g. 驳回原因; the messages name it. */
  label: string;
  required: boolean;
  okText: string;
  danger?: boolean;
  /** A sentence above the field (what the action does). */
  description?: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * A dialog that asks for a reason or a note (required for 驳回 and 拒绝, at most 200 characters).
 * Mounted only while open (nothing of it is rendered on the server), so each opening starts empty.
 */
export function ReasonDialog({
  title,
  label,
  required,
  okText,
  danger,
  description,
  busy,
  onCancel,
  onSubmit,
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason?: string }>();

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy }}
      cancelText="取消"
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {description ? <p>{description}</p> : null}
      <MallForm
        form={form}
        layout="vertical"
        onFinish={(v) => onSubmit((v.reason ?? '').trim())}
        requiredMark={required}
      >
        <Form.Item
          name="reason"
          label={label}
          rules={[
            { required, whitespace: true, message: `请输入${label}` },
            { max: ORDER_REASON_MAX, message: `${label}最多 ${ORDER_REASON_MAX} 个字` },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={ORDER_REASON_MAX}
            showCount
            placeholder={required ? `请输入${label}` : `${label}（选填）`}
          />
        </Form.Item>
      </MallForm>
    </Modal>
  );
}

'use client';

import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { REVIEW_REASON_MAX, reviewDecisionSchema } from '@/lib/certification';
import { zodRule } from '@/lib/form-rule';

// The reason as the server checks a rejection, so both say the same words.
const rejectReason = reviewDecisionSchema.options[1].shape.reason;

export interface RejectDialogProps {
  /** What is being rejected, e.g. the company name; null keeps the dialog closed. */
  target: string | null;
  onCancel: () => void;
  /** Sends the rejection; the dialog stays open (and keeps the reason) if it throws. */
  onReject: (reason: string) => Promise<void>;
}

/** Asks for the required rejection reason (the applicant sees it). */
export function RejectDialog({ target, onCancel, onReject }: RejectDialogProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [sending, setSending] = useState(false);

  const submit = async ({ reason }: { reason?: string }) => {
    setSending(true);
    try {
      await onReject((reason ?? '').trim());
      form.resetFields();
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={`驳回：${target ?? ''}`}
      okText="确定驳回"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: sending }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <MallForm form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          label="驳回原因"
          name="reason"
          required
          rules={[zodRule(rejectReason)]}
          extra="申请人会看到这段原因，请写明需要修改的地方"
        >
          <Input.TextArea
            maxLength={REVIEW_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </MallForm>
    </Modal>
  );
}

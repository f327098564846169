'use client';

import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { REJECT_REASON_MSG, REVIEW_REASON_MAX, reviewDecisionSchema } from '@/lib/certification';

export interface RejectDialogProps {
  /** What is being rejected, e.g. the company name; null keeps the dialog closed. */
  target: string | null;
  onCancel: () => void;
  /** Sends the rejection; the dialog stays open (and keeps the reason) if it throws. */
  onReject: (reason: string) => Promise<void>;
}

/** Asks for the required rejection reason (the applicant sees it). */
export function RejectDialog({ target, onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const parsed = reviewDecisionSchema.safeParse({ action: 'reject', reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REJECT_REASON_MSG);
      return;
    }
    setSending(true);
    try {
      await onReject(parsed.data.reason!);
      setReason('');
      setError(null);
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
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label="驳回原因"
          htmlFor="ops-reject-reason"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ?? '申请人会看到这段原因，请写明需要修改的地方'}
        >
          <Input.TextArea
            id="ops-reject-reason"
            value={reason}
            maxLength={REVIEW_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

'use client';

import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api, isApiError } from '@/api';
import { NETWORK_ERROR_MESSAGE } from '@/api/messages';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from '@/lib/identity';
// Loaded with the dialog: the pages it opens on carry only antd's core styles (themes/antd-css.ts).
import '@/themes/antd/rest.css';

export const FEEDBACK_SUCCESS_TEXT = '感谢您的反馈，我们会尽快处理';
const CONTENT_MAX = 500;

interface FeedbackValues {
  content: string;
  contact?: string;
}

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user's phone, offered as the contact. */
  defaultContact?: string;
}

/** 意见反馈: a short form posted through homeSubmit with type 'feedback' and the page URL. */
export function FeedbackDialog({ open, onClose, defaultContact }: FeedbackDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackValues>();
  const [sending, setSending] = useState(false);

  const submit = async (values: FeedbackValues) => {
    setSending(true);
    try {
      await api.homeSubmit(
        {
          type: 'feedback',
          content: values.content.trim(),
          contact: values.contact?.trim() || undefined,
          url: window.location.href,
        },
        { skipErrorHandler: true },
      );
      void message.success(FEEDBACK_SUCCESS_TEXT);
      form.resetFields();
      onClose();
    } catch (error) {
      void message.error((isApiError(error) && error.serverMessage) || NETWORK_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title="意见反馈"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" autoInsertSpace={false} onClick={onClose}>
          取消
        </Button>,
        <Button
          key="submit"
          type="primary"
          autoInsertSpace={false}
          loading={sending}
          onClick={() => form.submit()}
        >
          提交
        </Button>,
      ]}
    >
      <MallForm
        form={form}
        layout="vertical"
        initialValues={{ contact: defaultContact }}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item
          name="content"
          label="反馈内容"
          rules={[
            { required: true, whitespace: true, message: '请输入反馈内容' },
            { max: CONTENT_MAX, message: `反馈内容最多${CONTENT_MAX}个字` },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={CONTENT_MAX}
            showCount
            placeholder="请描述您遇到的问题或建议"
          />
        </Form.Item>
        <Form.Item
          name="contact"
          label="联系电话（选填）"
          rules={[{ pattern: PHONE_PATTERN, message: PHONE_INVALID_MSG }]}
        >
          <Input inputMode="tel" maxLength={11} placeholder="方便我们联系您" />
        </Form.Item>
      </MallForm>
    </Modal>
  );
}

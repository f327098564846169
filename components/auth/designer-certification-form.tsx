'use client';

import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { MallForm, refuseSubmit } from '@/components/forms/mall-form';
import { api } from '@/api';
import type { DesignerCertificationInfo } from '@/api/types';
import { DESIGNER_TYPES, designerCertificationSchema } from '@/lib/certification';
import styles from './auth.module.css';
import { FileUpload, singleFileProps } from './file-upload';

type DesignerField = 'realName' | 'designerType' | 'idCardUrl' | 'worksUrls';
const FIELDS: readonly DesignerField[] = ['realName', 'designerType', 'idCardUrl', 'worksUrls'];

interface DesignerValues {
  realName?: string;
  designerType?: number;
  idCardUrl?: string;
  worksUrls?: string[];
}

export interface DesignerCertificationFormProps {
  /** The last submission and, after a rejection, its reason. */
  info: DesignerCertificationInfo | null;
  compact?: boolean;
  onSubmitted: () => void;
}

/** Designer certification (/auth?type=2 for a designer account). */
export function DesignerCertificationForm({
  info,
  compact,
  onSubmitted,
}: DesignerCertificationFormProps) {
  const [form] = Form.useForm<DesignerValues>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const parsed = designerCertificationSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = FIELDS.find((name) => name === issue.path[0]) ?? 'realName';
      refuseSubmit(
        form,
        FIELDS.map((name) => ({ name, errors: name === field ? [issue.message] : [] })),
      );
      return;
    }
    setSending(true);
    try {
      await api.designerAuthentication(parsed.data);
      onSubmitted();
    } catch {
      // The request layer has shown why; the input stays.
    } finally {
      setSending(false);
    }
  };

  return (
    <MallForm<DesignerValues>
      form={form}
      name="designer-certification"
      layout={compact ? 'vertical' : 'horizontal'}
      labelCol={compact ? undefined : { flex: '120px' }}
      initialValues={info?.submission ?? { worksUrls: [] }}
      onValuesChange={(changed: DesignerValues) =>
        form.setFields(
          (Object.keys(changed) as DesignerField[]).map((name) => ({ name, errors: [] })),
        )
      }
      onFinish={submit}
      className={styles.form}
      noValidate
    >
      {info?.rejectReason ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title="认证未通过，请修改后重新提交"
          description={`驳回原因：${info.rejectReason}`}
        />
      ) : null}
      <Form.Item name="realName" label="真实姓名" required>
        <Input placeholder="请输入真实姓名" maxLength={32} />
      </Form.Item>
      <Form.Item name="designerType" label="设计师类型" required>
        <Radio.Group options={DESIGNER_TYPES.map((t) => ({ value: t.code, label: t.name }))} />
      </Form.Item>
      <Form.Item
        name="idCardUrl"
        label="身份证明"
        required
        extra="身份证或职业资格证书，支持 png、jpg、pdf，不超过 50M"
        {...singleFileProps}
      >
        <FileUpload buttonText="上传身份证明" />
      </Form.Item>
      <Form.Item name="worksUrls" label="代表作品" extra="选填，最多 10 个文件">
        <FileUpload buttonText="上传代表作品" maxCount={10} />
      </Form.Item>
      <Form.Item label={compact ? undefined : ' '} colon={false}>
        <Button type="primary" htmlType="submit" loading={sending} block={compact}>
          提交认证
        </Button>
      </Form.Item>
    </MallForm>
  );
}

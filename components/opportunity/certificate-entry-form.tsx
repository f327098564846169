'use client';

import { Button, Form, Input } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import { activitySignSchema } from '@/lib/opportunity-rules';
import { zodRule } from '@/lib/form-rule';

/** Finds a signed-in attendee's certificate by the phone they signed up with. */
export function CertificateEntryForm({ activityId }: { activityId: number }) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const submit = async ({ phone }: { phone: string }) => {
    setLoading(true);
    try {
      const cert = await api.activityCertificate({ activityId, phone: phone.trim() });
      router.push(
        `/mobile/poster/certificateDetails?${new URLSearchParams({ id: String(activityId), no: cert.no })}`,
      );
    } catch {
      // The request layer showed why (not signed up, or not signed in yet).
    } finally {
      setLoading(false);
    }
  };
  return (
    <MallForm layout="vertical" aria-label="查询参会证书" onFinish={submit}>
      <Form.Item
        label="报名手机号"
        name="phone"
        required
        rules={[zodRule(activitySignSchema.shape.phone.unwrap())]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        查看证书
      </Button>
    </MallForm>
  );
}

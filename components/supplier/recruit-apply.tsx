'use client';

import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import { useLoginRedirect } from '@/components/product/detail/use-login-redirect';
import { RECRUIT_MSG, recruitApplySchema, type RecruitApplyInput } from '@/lib/supplier';
import { useMallStores } from '@/stores/store-provider';
import { refreshUserInfo } from '@/stores/user-store';
import { zodRule } from '@/lib/form-rule';

type Values = Omit<RecruitApplyInput, 'recruitId'>;
const shape = recruitApplySchema.shape;

/** 我要报名 of a recruitment: a certified supplier enterprise sends apply/{tenantId}. */
export function RecruitApply({
  recruitId,
  open: recruiting,
}: {
  recruitId: number;
  open: boolean;
}) {
  const stores = useMallStores();
  const toLogin = useLoginRedirect();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [tenantId, setTenantId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [applied, setApplied] = useState(false);

  async function start() {
    const user = await refreshUserInfo(stores.user);
    if (!user) return toLogin();
    if (user.topType !== 1 || user.enterpriseStatus !== 1 || user.enterpriseId === null) {
      void message.warning(RECRUIT_MSG.supplierOnly);
      return;
    }
    form.setFieldsValue({ contactName: user.name, phone: user.phone });
    setTenantId(user.enterpriseId);
  }

  async function submit(values: Values) {
    if (tenantId === null) return;
    setBusy(true);
    try {
      await api.applyTenant(tenantId, { ...values, recruitId });
      setTenantId(null);
      setApplied(true);
      void message.success(RECRUIT_MSG.success);
    } catch {
      // the request layer has shown why; the dialog keeps the input
    } finally {
      setBusy(false);
    }
  }

  if (!recruiting) {
    return (
      <Button size="large" disabled>
        报名已结束
      </Button>
    );
  }
  return (
    <>
      <Button type="primary" size="large" disabled={applied} onClick={() => void start()}>
        {applied ? '已报名' : '我要报名'}
      </Button>
      <Modal
        open={tenantId !== null}
        title="报名供应商招募"
        okText="提交报名"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setTenantId(null)}
      >
        <MallForm<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item
            name="contactName"
            label="联系人"
            rules={[zodRule(shape.contactName)]}
            required
          >
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="phone" label="手机号" rules={[zodRule(shape.phone)]} required>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item name="remark" label="补充说明" rules={[zodRule(shape.remark)]}>
            <Input.TextArea maxLength={200} rows={3} placeholder="选填：供货业绩、资质等" />
          </Form.Item>
        </MallForm>
      </Modal>
    </>
  );
}

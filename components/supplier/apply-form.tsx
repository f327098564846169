'use client';

import { Alert, Button, Form, Input, Radio, Result, Select } from 'antd';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import type { SharerInfo } from '@/api/types';
import { useLoginRedirect } from '@/components/product/detail/use-login-redirect';
import {
  APPLICATION_LABELS,
  APPLICATION_MSG,
  PRODUCT_MODES,
  supplierApplicationSchema,
  type SupplierApplicationInput,
} from '@/lib/supplier';
import { readJson, removeItem, writeJson } from '@/stores/storage';
import { useMallStores } from '@/stores/store-provider';
import { refreshUserInfo } from '@/stores/user-store';
import type { RegionOption } from './region-filter';
import styles from './supplier.module.css';
import { zodRule } from '@/lib/form-rule';

/** Kept across the trip to the login page so nothing typed is lost. */
export const APPLY_DRAFT_KEY = 'supplierApplicationDraft';

type Values = Omit<SupplierApplicationInput, 'province' | 'city' | 'shareCode'>;

const shape = supplierApplicationSchema.shape;
const rule = (field: keyof typeof shape) => [zodRule(shape[field])];

/** /apply: the supplier application form (spec §3), validated by the server's own schema. */
export function ApplyForm({ areas }: { areas: RegionOption[] }) {
  const [form] = Form.useForm<Values>();
  const stores = useMallStores();
  const toLogin = useLoginRedirect();
  const shareCode = useSearchParams().get('shareCode')?.trim() || undefined;
  const [sharer, setSharer] = useState<SharerInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const provinceId = Form.useWatch('provinceId', form);
  const province = areas.find((a) => a.id === provinceId);

  useEffect(() => {
    const draft = readJson<Values>('session', APPLY_DRAFT_KEY);
    if (draft) form.setFieldsValue(draft);
  }, [form]);

  useEffect(() => {
    if (!shareCode) return;
    api
      .sharerInfo({ shareCode }, { skipErrorHandler: true })
      .then(setSharer, () => setSharer(null));
  }, [shareCode]);

  async function submit(values: Values) {
    setBusy(true);
    try {
      if (!(await refreshUserInfo(stores.user))) {
        writeJson('session', APPLY_DRAFT_KEY, values);
        toLogin();
        return;
      }
      const city = province?.citys.find((c) => c.id === values.cityId);
      await api.supplierApplication({
        ...values,
        shareCode,
        province: province?.name ?? '',
        city: city?.name ?? '',
      } as Parameters<typeof api.supplierApplication>[0]);
      removeItem('session', APPLY_DRAFT_KEY);
      setDone(true);
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Result
        status="success"
        title="提交成功"
        subTitle={APPLICATION_MSG.success}
        extra={[
          <Link key="home" className={styles.button} href="/">
            返回首页
          </Link>,
          <Link key="yeation" className={`${styles.button} ${styles.ghost}`} href="/yeation">
            了解优选供应商计划
          </Link>,
        ]}
      />
    );
  }

  return (
    <MallForm<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      onFinish={(v) => void submit(v)}
      initialValues={{ isQuoted: 1 }}
    >
      {sharer ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          title={`您正在通过分享人 ${sharer.name}（${sharer.company}）的邀请提交申请`}
        />
      ) : null}
      <Form.Item name="name" label={APPLICATION_LABELS.name} rules={rule('name')} required>
        <Input maxLength={64} placeholder="营业执照上的公司全称" />
      </Form.Item>
      <Form.Item name="product" label={APPLICATION_LABELS.product} rules={rule('product')} required>
        <Input maxLength={255} placeholder="如：实木复合地板、强化地板" />
      </Form.Item>
      <Form.Item
        name="productMode"
        label={APPLICATION_LABELS.productMode}
        rules={rule('productMode')}
        required
      >
        <Select
          placeholder="请选择经营模式"
          options={PRODUCT_MODES.map((m) => ({ value: m, label: m }))}
        />
      </Form.Item>
      <Form.Item name="isQuoted" label="可否提供报价" rules={rule('isQuoted')} required>
        <Radio.Group
          options={[
            { value: 1, label: '可以提供' },
            { value: 0, label: '暂不提供' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={APPLICATION_LABELS.contactName}
        rules={rule('contactName')}
        required
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="position"
        label={APPLICATION_LABELS.position}
        rules={rule('position')}
        required
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="phone" label={APPLICATION_LABELS.phone} rules={rule('phone')} required>
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="email" label={APPLICATION_LABELS.email} rules={rule('email')}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item label="所在省市" required style={{ marginBottom: 0 }}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="provinceId" rules={rule('provinceId')} style={{ flex: 1 }}>
            <Select
              aria-label="省份"
              placeholder="省份"
              showSearch={{ optionFilterProp: 'label' }}
              options={areas.map((a) => ({ value: a.id, label: a.name }))}
              onChange={() => form.setFieldValue('cityId', undefined)}
            />
          </Form.Item>
          <Form.Item name="cityId" rules={rule('cityId')} style={{ flex: 1 }}>
            <Select
              aria-label="城市"
              placeholder="城市"
              disabled={!province}
              showSearch={{ optionFilterProp: 'label' }}
              options={(province?.citys ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="address" label={APPLICATION_LABELS.address} rules={rule('address')} required>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="referrer" label={APPLICATION_LABELS.referrer} rules={rule('referrer')}>
        <Input maxLength={32} placeholder="选填" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={busy} size="large">
          提交申请
        </Button>
      </Form.Item>
    </MallForm>
  );
}

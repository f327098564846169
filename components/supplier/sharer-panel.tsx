'use client';

import { App, Button, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import type { SharerInfo } from '@/api/types';
import { useLoginRedirect } from '@/components/product/detail/use-login-redirect';
import { SHARER_LABELS, sharerSchema, shareLink, type SharerInput } from '@/lib/supplier';
import { useMallStores } from '@/stores/store-provider';
import { refreshUserInfo } from '@/stores/user-store';
import { zodRule } from '@/lib/form-rule';

const shape = sharerSchema.shape;
const rule = (field: keyof typeof shape) => [zodRule(shape[field])];

/**
 * /apply/share: a signed-in user registers as a sharer (promotion/sharer) and gets the link
 * that credits supplier applications to their share code.
 */
export function SharerPanel() {
  const stores = useMallStores();
  const toLogin = useLoginRedirect();
  const { message } = App.useApp();
  const [form] = Form.useForm<SharerInput>();
  const [state, setState] = useState<'loading' | 'visitor' | 'form' | 'done'>('loading');
  const [sharer, setSharer] = useState<SharerInfo | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void (async () => {
      const user = await refreshUserInfo(stores.user);
      if (!active) return;
      if (!user) return setState('visitor');
      try {
        const own = await api.sharerInfo(undefined, { skipErrorHandler: true });
        if (!active) return;
        setSharer(own);
        setState(own ? 'done' : 'form');
        if (!own)
          form.setFieldsValue({
            name: user.name,
            phone: user.phone,
            company: user.enterpriseName ?? '',
          });
      } catch {
        if (active) setState('form');
      }
    })();
    return () => {
      active = false;
    };
  }, [stores, form]);

  async function submit(values: SharerInput) {
    setBusy(true);
    try {
      setSharer(await api.promotionSharer(values));
      setState('done');
    } catch {
      // shown by the request layer; the form keeps its values
    } finally {
      setBusy(false);
    }
  }

  if (state === 'loading') return <Spin description="加载中…" />;
  if (state === 'visitor') {
    return (
      <Result
        status="info"
        title="登录后即可成为分享人"
        subTitle="登记分享人信息后，您会得到专属分享链接，通过链接提交的供应商申请都会记在您名下。"
        extra={
          <Button type="primary" onClick={toLogin}>
            登录
          </Button>
        }
      />
    );
  }
  if (state === 'done' && sharer) {
    const link = shareLink(window.location.origin, sharer.shareCode);
    return (
      <Result
        status="success"
        title={`您的分享码：${sharer.shareCode}`}
        subTitle={`${sharer.name} · ${sharer.company} · ${sharer.position}`}
        extra={
          <div>
            <Typography.Paragraph
              copyable={{ text: link, onCopy: () => void message.success('链接已复制') }}
            >
              分享链接：{link}
            </Typography.Paragraph>
            <Button onClick={() => setState('form')}>修改分享人信息</Button>
          </div>
        }
      />
    );
  }
  return (
    <MallForm<SharerInput>
      form={form}
      labelCol={{ flex: '100px' }}
      initialValues={sharer ?? undefined}
      onFinish={(v) => void submit(v)}
    >
      {(Object.keys(SHARER_LABELS) as (keyof typeof SHARER_LABELS)[]).map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={SHARER_LABELS[field]}
          rules={rule(field)}
          required
        >
          <Input maxLength={field === 'phone' ? 11 : field === 'company' ? 128 : 32} />
        </Form.Item>
      ))}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={busy}>
          生成分享链接
        </Button>
      </Form.Item>
    </MallForm>
  );
}

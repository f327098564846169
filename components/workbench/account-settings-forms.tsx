'use client';

import { App, Button, Form, Input, Modal } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import { FileUpload } from '@/components/auth/file-upload';
import { NewPasswordFields, SmsCodeField } from './account-settings-fields';
import { useSaving } from '@/components/forms/use-saving';
import { NAME_MAX_LENGTH } from '@/lib/account-rules';
import { ACCOUNT_SETTINGS_MSG } from '@/lib/account-settings';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from '@/lib/identity';
import { IMAGE_ACCEPT } from '@/lib/upload-rules';
import { useMallStores } from '@/stores/store-provider';
import { refreshUserInfo } from '@/stores/user-store';
import styles from './account.module.css';

/** After a change the top bar's name, avatar and phone are read again, and the page re-renders. */
function useAccountChanged() {
  const stores = useMallStores();
  const router = useRouter();
  return () => {
    void refreshUserInfo(stores.user);
    router.refresh();
  };
}

export function ProfileForm({ name, headPhotoUrl }: { name: string; headPhotoUrl: string | null }) {
  const { message } = App.useApp();
  const changed = useAccountChanged();
  const [saving, run] = useSaving();
  return (
    <MallForm
      className={styles.form}
      layout="vertical"
      initialValues={{ name, avatar: headPhotoUrl ? [headPhotoUrl] : [] }}
      onFinish={(values: { name: string; avatar: string[] }) =>
        run(async () => {
          await api.updateProfile({
            name: values.name.trim(),
            headPhotoUrl: values.avatar[0] ?? null,
          });
          void message.success('个人资料已保存');
          changed();
        })
      }
    >
      <Form.Item
        label="姓名"
        name="name"
        rules={[
          { required: true, whitespace: true, message: ACCOUNT_SETTINGS_MSG.nameRequired },
          { max: NAME_MAX_LENGTH, message: `姓名最多 ${NAME_MAX_LENGTH} 个字` },
        ]}
      >
        <Input maxLength={NAME_MAX_LENGTH} showCount autoComplete="name" placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item label="头像" name="avatar" extra="支持 png、jpg 图片">
        <FileUpload buttonText="上传头像" accept={IMAGE_ACCEPT} visibility="public" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存资料
      </Button>
    </MallForm>
  );
}

export function PasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, run] = useSaving();
  return (
    <MallForm
      form={form}
      className={styles.form}
      layout="vertical"
      onFinish={(values: { oldPassword: string; password: string }) =>
        run(async () => {
          await api.changePassword({
            oldPassword: values.oldPassword,
            newPassword: values.password,
          });
          void message.success('密码已修改');
          form.resetFields();
        })
      }
    >
      <Form.Item
        label="原密码"
        name="oldPassword"
        rules={[{ required: true, message: ACCOUNT_SETTINGS_MSG.oldPasswordRequired }]}
      >
        <Input.Password autoComplete="current-password" maxLength={64} placeholder="请输入原密码" />
      </Form.Item>
      <NewPasswordFields label="新密码" />
      <Button type="primary" htmlType="submit" loading={saving}>
        修改密码
      </Button>
    </MallForm>
  );
}

export function PhoneForm({ currentPhone }: { currentPhone: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const changed = useAccountChanged();
  const [saving, run] = useSaving();
  return (
    <MallForm
      form={form}
      className={styles.form}
      layout="vertical"
      onFinish={(values: { phone: string; code: string }) =>
        run(async () => {
          await api.changePhone({ phone: values.phone.trim(), code: values.code.trim() });
          void message.success('手机号已更换，请使用新手机号登录');
          form.resetFields();
          changed();
        })
      }
    >
      <Form.Item
        label="新手机号"
        name="phone"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: ACCOUNT_SETTINGS_MSG.phoneRequired },
          { pattern: PHONE_PATTERN, message: PHONE_INVALID_MSG },
          {
            validator: async (_, value: string) => {
              if (value?.trim() === currentPhone) throw new Error(ACCOUNT_SETTINGS_MSG.samePhone);
            },
          },
        ]}
      >
        <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入新的11位手机号" />
      </Form.Item>
      <SmsCodeField purpose="change" />
      <Button type="primary" htmlType="submit" loading={saving}>
        更换手机号
      </Button>
    </MallForm>
  );
}

export function OtherSessions({ count }: { count: number }) {
  const { message } = App.useApp();
  const router = useRouter();
  const [saving, run] = useSaving();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.toolbar}>
      <p>
        {count > 0 ? (
          <>
            您的账号还在其他 <strong data-testid="other-sessions">{count}</strong>{' '}
            个浏览器或设备上登录。
          </>
        ) : (
          <>当前只有本设备登录。</>
        )}
      </p>
      <Button danger disabled={count === 0} loading={saving} onClick={() => setOpen(true)}>
        退出其他设备
      </Button>
      <Modal
        open={open}
        title="退出其他设备"
        okText="确定退出"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: saving }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          run(async () => {
            const n = await api.signOutOtherSessions();
            setOpen(false);
            void message.success(`已退出 ${n} 个其他设备上的登录`);
            router.refresh();
          })
        }
      >
        其他浏览器和设备上的登录将失效，需要重新登录；当前设备保持登录。
      </Modal>
    </div>
  );
}

'use client';

import { App, Button } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '@/api';

/** The publisher withdraws its bid while it is still signing up (bid/withdraw/{id}). */
export function WithdrawBidButton({ projectId }: { projectId: string }) {
  const { modal, message } = App.useApp();
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const confirm = () =>
    modal.confirm({
      title: '撤回招标',
      content: '撤回后供应商将无法再看到和报名该招标，确定撤回吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setLoading(true);
        try {
          await api.bidWithdraw(projectId);
          void message.success('已撤回');
          router.refresh();
        } finally {
          setLoading(false);
        }
      },
    });
  return (
    <Button danger loading={loading} onClick={confirm}>
      撤回招标
    </Button>
  );
}

'use client';

import { App, Button } from 'antd';
import { useState } from 'react';
import { api } from '@/api';
import { useGuard } from '@/components/auth/use-guard';
import { GUARD_MSG } from '@/lib/certification';
import { useUserStore } from '@/stores/store-provider';

interface Props {
  demandId: number;
  collected: boolean;
  collectCount: number;
}

/** 收藏 / 取消收藏 a design demand (POST collect, collect/cancel); visitors log in first. */
export function DemandCollectButton({ demandId, collected, collectCount }: Props) {
  const user = useUserStore((s) => s.userInfo);
  const pass = useGuard();
  const { message } = App.useApp();
  const [state, setState] = useState({ collected, collectCount });
  const [loading, setLoading] = useState(false);
  const toggle = async () => {
    if (!pass(user ? null : { kind: 'login', message: GUARD_MSG.login })) return;
    setLoading(true);
    try {
      const next = state.collected
        ? await api.demandCollectCancel({ id: demandId })
        : await api.demandCollect({ id: demandId });
      setState(next);
      void message.success(next.collected ? '已收藏' : '已取消收藏');
    } catch {
      // The request layer showed the message.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button type={state.collected ? 'default' : 'primary'} loading={loading} onClick={toggle}>
      {state.collected ? '取消收藏' : '收藏'}（{state.collectCount}）
    </Button>
  );
}

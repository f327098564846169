'use client';

import { Button } from 'antd';
import { api } from '@/api';
import { useGuard } from '@/components/auth/use-guard';
import { GUARD_MSG } from '@/lib/certification';
import { useUserStore } from '@/stores/store-provider';

/** 进入SRM系统: the signed-in user's SSO link (getSrmUrl); visitors are sent to log in. */
export function SrmEntry() {
  const user = useUserStore((s) => s.userInfo);
  const pass = useGuard();
  const open = async () => {
    if (!pass(user ? null : { kind: 'login', message: GUARD_MSG.login })) return;
    const tab = window.open('', '_blank');
    try {
      const url = await api.getSrmUrl();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
    }
  };
  return (
    <Button size="small" onClick={open}>
      进入SRM系统
    </Button>
  );
}

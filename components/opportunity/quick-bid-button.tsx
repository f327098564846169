'use client';

import { Button } from 'antd';
import { useState } from 'react';
import { api } from '@/api';
import { useGuard } from '@/components/auth/use-guard';
import { quickBidGuard } from '@/lib/certification';
import { useUserStore } from '@/stores/store-provider';

/**
 * 快速发布招标: only a signed-in non-supplier may publish (otherwise 暂无权限, spec §5); the
 * bid is then written in the SRM system, entered through the user's SSO link.
 */
export function QuickBidButton() {
  const user = useUserStore((s) => s.userInfo);
  const pass = useGuard();
  const [loading, setLoading] = useState(false);
  const publish = async () => {
    if (!pass(quickBidGuard(user))) return;
    // Opened before the await so the browser does not treat it as an unrequested popup.
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const url = await api.getSrmUrl();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button type="primary" loading={loading} onClick={publish}>
      快速发布招标
    </Button>
  );
}

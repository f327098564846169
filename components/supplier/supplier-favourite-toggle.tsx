'use client';

import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import { getRequestSettings } from '@/api/request';
import { buildLoginUrl } from '@/lib/account-links';
import { useUserStore } from '@/stores/store-provider';

const silent = { skipErrorHandler: true } as const;

/**
 * 收藏/已收藏 on a showroom header. The header is cached for everyone, so whether this user
 * keeps the supplier is asked here; a visitor is sent to login.
 */
export function SupplierFavouriteToggle({
  supplierId,
  name,
}: {
  supplierId: number;
  name: string;
}) {
  const { message } = App.useApp();
  const userId = useUserStore((s) => s.userInfo?.id);
  const [kept, setKept] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (userId === undefined) return;
    let active = true;
    api.isSupplierFavourite(supplierId, undefined, silent).then(
      (value) => active && setKept(value),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [supplierId, userId]);

  async function toggle() {
    if (userId === undefined) {
      const settings = getRequestSettings();
      window.location.assign(
        buildLoginUrl({
          accountSiteUrl: settings.accountSiteUrl,
          returnUrl: window.location.href,
          from: settings.loginFrom,
        }),
      );
      return;
    }
    setBusy(true);
    try {
      if (kept) {
        await api.removeSupplierFavourite(supplierId);
        setKept(false);
        void message.success('已取消收藏');
      } else {
        await api.addSupplierFavourite({ supplierId });
        setKept(true);
        void message.success('已收藏该供应商');
      }
    } catch {
      // the request layer has said why
    } finally {
      setBusy(false);
    }
  }

  const on = kept === true;
  return (
    <Button
      icon={on ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      aria-pressed={on}
      aria-label={on ? `已收藏${name}，点击取消收藏` : `收藏${name}`}
      loading={busy}
      onClick={() => void toggle()}
    >
      {on ? '已收藏' : '收藏'}
    </Button>
  );
}

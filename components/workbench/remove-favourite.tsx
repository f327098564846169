'use client';

import { App } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '@/api';
import { FAVOURITE_TAB_LABELS, type FavouriteTab } from '@/lib/favourites';
import styles from './account.module.css';
import { ConfirmPopover } from '@/components/forms/confirm-popover';

const REMOVE: Record<FavouriteTab, (id: number) => Promise<unknown>> = {
  product: (id) => api.deleteFavourite(id),
  supplier: (id) => api.removeSupplierFavourite(id),
  case: (id) => api.designCaseCancel({ id }),
  hall: (id) => api.designHallCancel({ id }),
  demand: (id) => api.demandCollectCancel({ id }),
};

/** 取消收藏 of one kept thing; the page re-renders from the server afterwards. */
export function RemoveFavourite({
  tab,
  id,
  title,
}: {
  tab: FavouriteTab;
  id: number;
  title: string;
}) {
  const { message } = App.useApp();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmPopover
      title={`确定取消收藏这个${FAVOURITE_TAB_LABELS[tab]}吗？`}
      okText="取消收藏"
      cancelText="保留"
      onConfirm={async () => {
        setBusy(true);
        try {
          await REMOVE[tab](id);
          void message.success('已取消收藏');
          router.refresh();
        } catch {
          // the request layer has said why; the list stays as it was
        } finally {
          setBusy(false);
        }
      }}
    >
      <button
        type="button"
        className={styles.linkButton}
        disabled={busy}
        aria-label={`取消收藏「${title}」`}
      >
        取消收藏
      </button>
    </ConfirmPopover>
  );
}

'use client';

import { App, Button } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '@/api';
import type { MessageCentreSide } from '@/api/modules/websiteMsg';
import { announceMessagesChanged } from '@/components/shell/top-bar/message-events';
import styles from './account.module.css';

/** Tells the top bar to read its counts again, and the page to re-render from the server. */
function useMessagesChanged() {
  const router = useRouter();
  return () => {
    announceMessagesChanged();
    router.refresh();
  };
}

/** 标为已读 and 查看 of one message; 查看 marks it read first, then opens the link. */
export function MessageActions({
  id,
  title,
  isRead,
  link,
}: {
  id: number;
  title: string;
  isRead: boolean;
  link: string | null;
}) {
  const changed = useMessagesChanged();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function markRead(): Promise<boolean> {
    setBusy(true);
    try {
      await api.readMessage(id);
      return true;
    } catch {
      return false; // the request layer has said why
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.actions}>
      {isRead ? null : (
        <button
          type="button"
          className={styles.linkButton}
          disabled={busy}
          aria-label={`将「${title}」标为已读`}
          onClick={async () => {
            if (await markRead()) changed();
          }}
        >
          标为已读
        </button>
      )}
      {link ? (
        <a
          href={link}
          aria-label={`查看「${title}」`}
          onClick={async (e) => {
            if (isRead || e.metaKey || e.ctrlKey || e.shiftKey) return;
            e.preventDefault();
            await markRead();
            announceMessagesChanged();
            router.push(link);
          }}
        >
          查看
        </a>
      ) : null}
    </div>
  );
}

/** 全部标为已读 of the centre's side. */
export function MarkAllRead({ side, unread }: { side: MessageCentreSide; unread: number }) {
  const { message } = App.useApp();
  const changed = useMessagesChanged();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      disabled={unread === 0}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const n = await api.readAllMessages({ side });
          void message.success(n > 0 ? `已将 ${n} 条消息标为已读` : '没有未读消息');
          changed();
        } catch {
          // the request layer has said why
        } finally {
          setBusy(false);
        }
      }}
    >
      全部标为已读
    </Button>
  );
}

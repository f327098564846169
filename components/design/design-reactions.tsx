'use client';

import { LikeFilled, LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/api';
import { useLoginRedirect } from '@/components/product/detail/use-login-redirect';
import { formatCount } from '@/lib/format';
import { useUserStore } from '@/stores/store-provider';
import styles from '@/components/content/content.module.css';

interface Props {
  target: 'hall' | 'case';
  id: number;
  praiseCount: number;
  collectCount: number;
}

interface Marks {
  collected: boolean;
  praised: boolean;
  praiseCount: number;
  collectCount: number;
}

const calls = {
  hall: {
    find: api.designHallFindById,
    collect: api.designHallCollect,
    cancel: api.designHallCancel,
    praise: api.designHallPraise,
  },
  case: {
    find: api.designCaseFindById,
    collect: api.designCaseCollect,
    cancel: api.designCaseCancel,
    praise: api.designCasePraise,
  },
};

/**
 * Collect / cancel and praise for a design hall or case. The page around it is cached for
 * everybody, so the signed-in user's own marks are read here, after the page shows.
 */
export function DesignReactions({ target, id, praiseCount, collectCount }: Props) {
  const { message } = App.useApp();
  const user = useUserStore((s) => s.userInfo);
  const toLogin = useLoginRedirect();
  const [marks, setMarks] = useState<Marks>({
    collected: false,
    praised: false,
    praiseCount,
    collectCount,
  });
  const [busy, setBusy] = useState(false);
  // Once the user has acted, a late answer of the initial read must not undo it.
  const acted = useRef(false);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    calls[target].find({ id }, { skipErrorHandler: true }).then(
      (d) => {
        if (!live || acted.current) return;
        setMarks({
          collected: Boolean(d.collected),
          praised: Boolean(d.praised),
          praiseCount: d.praiseCount ?? praiseCount,
          collectCount: d.collectCount ?? collectCount,
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, target, id, praiseCount, collectCount]);

  const act = async (action: 'collect' | 'cancel' | 'praise') => {
    if (!user) {
      toLogin();
      return;
    }
    acted.current = true;
    setBusy(true);
    try {
      await calls[target][action]({ id });
      setMarks((m) =>
        action === 'praise'
          ? { ...m, praised: true, praiseCount: m.praiseCount + 1 }
          : action === 'collect'
            ? { ...m, collected: true, collectCount: m.collectCount + 1 }
            : { ...m, collected: false, collectCount: Math.max(0, m.collectCount - 1) },
      );
      void message.success(
        action === 'praise' ? '点赞成功' : action === 'collect' ? '收藏成功' : '已取消收藏',
      );
    } catch {
      // The request layer has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actions}>
      <Button
        aria-pressed={marks.collected}
        icon={marks.collected ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        loading={busy}
        onClick={() => void act(marks.collected ? 'cancel' : 'collect')}
      >
        {marks.collected ? '取消收藏' : '收藏'} {formatCount(marks.collectCount)}
      </Button>
      <Button
        aria-pressed={marks.praised}
        type={marks.praised ? 'primary' : 'default'}
        icon={marks.praised ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
        disabled={marks.praised || busy}
        onClick={() => void act('praise')}
      >
        {marks.praised ? '已点赞' : '点赞'} {formatCount(marks.praiseCount)}
      </Button>
    </div>
  );
}

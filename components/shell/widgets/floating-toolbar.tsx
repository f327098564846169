'use client';

import {
  CustomerServiceOutlined,
  EditOutlined,
  FileTextOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import Link from 'next/link';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { LazyLoading } from '@/components/shell/lazy-loading';
import { certificationUrl, needsCertifyPrompt } from '@/lib/identity';
import { TOP_TYPE } from '@/lib/roles';
import {
  useAppStore,
  useCartStore,
  useEnterpriseStore,
  useUserStore,
} from '@/stores/store-provider';
import {
  ROBOT_TIP_INTERVAL_MS,
  ROBOT_TIP_VISIBLE_MS,
  cartBadgeText,
  cartCountSpoken,
  chatUrlFor,
  fallbackIconBottom,
  showsBackToTop,
} from './toolbar-rules';
import styles from './floating-toolbar.module.css';
import { lazyWithAntd } from '@/components/shell/lazy-with-antd';

// The form and its antd Form/Modal load when someone first opens it, not with every page.
const FeedbackDialog = lazyWithAntd(() =>
  import('./feedback-dialog').then((m) => m.FeedbackDialog),
);

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function useBackToTopShown(): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => showsBackToTop(window.scrollY),
    () => false,
  );
}

/** The robot tip appears every 6 s and stays 3 s (spec §9). */
function useRobotTip(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    const every = setInterval(() => {
      setShown(true);
      hide = setTimeout(() => setShown(false), ROBOT_TIP_VISIBLE_MS);
    }, ROBOT_TIP_INTERVAL_MS);
    return () => {
      clearInterval(every);
      clearTimeout(hide);
    };
  }, []);
  return shown;
}

export interface FloatingToolbarProps {
  /** The theme's short name, used in the robot's greeting. */
  shortName: string;
  /** The visitor's client id for the chat, once known. */
  clientId: string | null;
  /** 申请试用: opens the lead form. */
  onApplyTrial: () => void;
}

/**
 * The fixed right-side toolbar (spec §2): 申请试用 or 立即认证, the buyer's cart, 意见反馈,
 * 在线客服 (when a chat URL is configured), 返回顶部 and the robot tip.
 */
export function FloatingToolbar({ shortName, clientId, onApplyTrial }: FloatingToolbarProps) {
  const user = useUserStore((s) => s.userInfo);
  const enterprises = useEnterpriseStore((s) => s.enterpriseList);
  const cartTotal = useCartStore((s) => s.cartTotal);
  const configuredChat = useAppStore((s) => s.configuration.chatUrl);
  const chatUrl = typeof configuredChat === 'string' && configuredChat.trim() ? configuredChat : '';
  const backToTop = useBackToTopShown();
  const robotTip = useRobotTip();
  // null until first opened: the dialog's code is not loaded before.
  const [feedbackOpen, setFeedbackOpen] = useState<boolean | null>(null);

  const openChat = () => {
    const target = chatUrlFor(chatUrl, {
      clientId: user?.clientId || clientId,
      pageUrl: window.location.href,
      name: user?.name,
      phone: user?.phone,
    });
    window.open(target, '_blank', 'noopener');
  };
  const openHelp = () => (chatUrl ? openChat() : setFeedbackOpen(true));
  const badge = user?.topType === TOP_TYPE.buyer ? cartBadgeText(cartTotal) : '';

  return (
    <>
      <aside className={styles.toolbar} aria-label="快捷工具栏">
        <ul className={styles.items}>
          {!user ? (
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.highlight}`}
                onClick={onApplyTrial}
                data-track="toolbar-apply-trial"
              >
                <FileTextOutlined className={styles.icon} aria-hidden />
                <span className={styles.label}>申请试用</span>
              </button>
            </li>
          ) : needsCertifyPrompt(user) ? (
            <li>
              <Link
                className={`${styles.item} ${styles.highlight}`}
                href={certificationUrl(user, enterprises)}
                prefetch={false}
                data-track="toolbar-certify"
              >
                <SafetyCertificateOutlined className={styles.icon} aria-hidden />
                <span className={styles.label}>立即认证</span>
              </Link>
            </li>
          ) : null}
          {user?.topType === TOP_TYPE.buyer ? (
            <li>
              <Link
                className={styles.item}
                href="/shopping-cart"
                prefetch={false}
                data-track="toolbar-cart"
              >
                <span className={styles.iconWrap}>
                  <ShoppingCartOutlined className={styles.icon} aria-hidden />
                  {badge ? (
                    <span className={styles.badge} aria-hidden>
                      {badge}
                    </span>
                  ) : null}
                </span>
                <span className={styles.label}>购物车</span>
                <span className="visually-hidden">{cartCountSpoken(cartTotal)}</span>
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => setFeedbackOpen(true)}
              data-track="toolbar-feedback"
            >
              <EditOutlined className={styles.icon} aria-hidden />
              <span className={styles.label}>意见反馈</span>
            </button>
          </li>
          {chatUrl ? (
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={openChat}
                data-track="toolbar-chat"
              >
                <CustomerServiceOutlined className={styles.icon} aria-hidden />
                <span className={styles.label}>在线客服</span>
              </button>
            </li>
          ) : null}
        </ul>
      </aside>

      <div className={styles.robot} style={{ bottom: fallbackIconBottom(backToTop) }}>
        {robotTip ? (
          <p className={styles.tip} role="note">
            您好，我是{shortName}小助手，有问题随时找我～
          </p>
        ) : null}
        <button
          type="button"
          className={styles.robotButton}
          onClick={openHelp}
          aria-label={chatUrl ? '智能助手：在线客服' : '智能助手：意见反馈'}
          data-track="toolbar-robot"
        >
          <RobotOutlined aria-hidden />
        </button>
      </div>

      {backToTop ? (
        <button
          type="button"
          className={styles.backToTop}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label="返回顶部"
        >
          <VerticalAlignTopOutlined aria-hidden />
        </button>
      ) : null}

      {feedbackOpen === null ? null : (
        <Suspense fallback={<LazyLoading />}>
          <FeedbackDialog
            open={feedbackOpen}
            onClose={() => setFeedbackOpen(false)}
            defaultContact={user?.phone}
          />
        </Suspense>
      )}
    </>
  );
}

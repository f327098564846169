'use client';

import { BellOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '@/api';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { permissionTreeOf } from '@/api/adapters';
import { getRequestSettings } from '@/api/request';
import type { EnterpriseListItem, UserInfo } from '@/api/types';
import { buildLoginUrl, buildRegisterUrl } from '@/lib/account-links';
import { badgeText } from '@/lib/badge';
import { IDENTITY_NAME, workbenchLabel, workbenchType, type IdentityType } from '@/lib/identity';
import { TOP_TYPE } from '@/lib/roles';
import { userWorkbenchLinks } from '@/lib/workbench-links';
import { refreshCartTotal } from '@/stores/cart-store';
import {
  useCartStore,
  useEnterpriseStore,
  useMallStores,
  useUserStore,
} from '@/stores/store-provider';
import { refreshUserInfo } from '@/stores/user-store';
import { ShowroomEntry } from '@/components/supplier/showroom-entry';
import { cartBadgeText, cartCountSpoken } from '../widgets/toolbar-rules';
import styles from './top-bar.module.css';
import { MESSAGES_CHANGED_EVENT } from './message-events';
import { UserMenu } from './user-menu';

/** The message badge shows at most 99 (spec §9: max 99), then 99+. */
const MESSAGE_BADGE_MAX = 99;

/** A count beside a link, hidden from screen readers: the link's name says it in words. */
function CountBadge({ text, count }: { text: string; count: number }) {
  return (
    <sup className={styles.count} title={String(count)} aria-hidden>
      {text}
    </sup>
  );
}

const silent = { skipErrorHandler: true } as const;

export interface TopBarProps {
  /** The theme's name, for the welcome line. */
  siteName: string;
  /**
   * The realm's centre bases (lib/workbench-links `themeWorkbenchBases`): in-app paths, or
   * absolute URLs when the realm runs its workbench elsewhere.
   */
  supplierWorkbenchUrl: string;
  developerWorkbenchUrl: string;
}

interface MessageCounts {
  /** The count of the side in use (top type 1/2) or the only count (top type 3). */
  total: number;
  /** Per side, for the sides the user holds. */
  sides: { type: IdentityType; count: number }[];
}

/**
 * Top type 3, and anyone whose centre is 个人中心, sees one total (the personal message page
 * lists every message); a buyer or supplier sees the count of each side held.
 */
async function loadMessageCounts(user: UserInfo, held: IdentityType[]): Promise<MessageCounts> {
  if (user.topType === TOP_TYPE.other || workbenchType(user) === 0) {
    return { total: await api.msgCount(undefined, silent), sides: [] };
  }
  const [developer, supplier] = await Promise.allSettled([
    api.developerMsgCount(-1, undefined, silent),
    api.supplierMsgCount(-1, undefined, silent),
  ]);
  const countOf = (r: PromiseSettledResult<number>) => (r.status === 'fulfilled' ? r.value : 0);
  const byType: Record<IdentityType, number> = { 1: countOf(supplier), 2: countOf(developer) };
  const sides = ([1, 2] as const).filter((t) => t === user.topType || held.includes(t));
  return {
    total: byType[user.topType],
    sides: sides.map((type) => ({ type, count: byType[type] })),
  };
}

function heldTypes(enterprises: readonly EnterpriseListItem[]): IdentityType[] {
  return [...new Set(enterprises.map((e) => e.type))];
}

const noSubscription = () => () => undefined;
const currentHref = () => window.location.href;

/** Counts are read again after a read in this tab, or on coming back from another tab. */
function subscribeMessagesChanged(onChange: () => void) {
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  window.addEventListener(MESSAGES_CHANGED_EVENT, onChange);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener(MESSAGES_CHANGED_EVENT, onChange);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The top bar (spec §2): visitor links first (the HTML is cached per theme), then the
 * signed-in user's cart, messages, workbench and menu.
 */
export function TopBar({ siteName, supplierWorkbenchUrl, developerWorkbenchUrl }: TopBarProps) {
  const stores = useMallStores();
  const user = useUserStore((s) => s.userInfo);
  const enterprises = useEnterpriseStore((s) => s.enterpriseList);
  const cartTotal = useCartStore((s) => s.cartTotal);
  const [confirmed, setConfirmed] = useState(false);
  const [messagesVersion, setMessagesVersion] = useState(0);
  const [messages, setMessages] = useState<{ userId: number; counts: MessageCounts } | null>(null);
  // Re-read on every render; a client navigation re-renders through usePathname.
  usePathname();
  const returnUrl = useSyncExternalStore(noSubscription, currentHref, () => '/');

  // The HTML is shared by every visitor: who is signed in is asked here, once per page load.
  useEffect(() => {
    let active = true;
    void refreshUserInfo(stores.user).then(async (info) => {
      if (!active) return;
      setConfirmed(true);
      if (!info) return;
      const [list, workbenches] = await Promise.allSettled([
        api.getUserEnterprises(undefined, silent),
        api.getUserWorkbench(undefined, silent),
      ]);
      if (!active) return;
      if (list.status === 'fulfilled') stores.enterprise.getState().setEnterpriseList(list.value);
      if (workbenches.status === 'fulfilled') {
        stores.user.getState().setPermissionTree(permissionTreeOf(workbenches.value));
      }
    });
    return () => {
      active = false;
    };
  }, [stores]);

  const userId = user?.id;
  const topType = user?.topType;
  useEffect(() => {
    if (!confirmed || userId === undefined || topType !== TOP_TYPE.buyer) return;
    void refreshCartTotal(stores.cart, () => api.getDeveloperCartNum(undefined, silent));
  }, [confirmed, userId, topType, stores]);

  useEffect(() => subscribeMessagesChanged(() => setMessagesVersion((v) => v + 1)), []);

  const held = heldTypes(enterprises).join(',');
  useEffect(() => {
    const current = stores.user.getState().userInfo;
    if (!confirmed || !current) return;
    let active = true;
    const types = held ? (held.split(',').map(Number) as IdentityType[]) : [];
    loadMessageCounts(current, types).then(
      (counts) => active && setMessages({ userId: current.id, counts }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [confirmed, userId, topType, held, stores, messagesVersion]);

  const settings = getRequestSettings();
  const accountLink = {
    accountSiteUrl: settings.accountSiteUrl,
    returnUrl,
    from: settings.loginFrom,
  };

  const links = user
    ? userWorkbenchLinks(user, { developer: developerWorkbenchUrl, supplier: supplierWorkbenchUrl })
    : null;

  return (
    <div className={styles.bar}>
      <div className={`mall-container ${styles.inner}`}>
        <div className={styles.left}>
          <span className={styles.welcome}>您好，欢迎来到{siteName}！</span>
          {user && links ? (
            <UserMenu
              user={user}
              enterprises={enterprises}
              accountSettingsUrl={links.accountSettings}
            />
          ) : (
            <span className={styles.auth}>
              <a className={styles.login} href={buildLoginUrl(accountLink)}>
                登录
              </a>
              <a className={styles.register} href={buildRegisterUrl(accountLink)}>
                免费注册
              </a>
            </span>
          )}
        </div>
        {user && links ? (
          <nav className={styles.right} aria-label="用户服务">
            {user.isOperator ? (
              <Link className={styles.entry} href="/ops" prefetch={false}>
                运营后台
              </Link>
            ) : null}
            {user.topType === TOP_TYPE.buyer ? (
              <Link className={styles.entry} href="/shopping-cart" prefetch={false}>
                <ShoppingCartOutlined aria-hidden />
                采购车
                <CountBadge text={cartBadgeText(cartTotal) || '0'} count={cartTotal} />
                <span className="visually-hidden">{cartCountSpoken(cartTotal)}</span>
              </Link>
            ) : null}
            <MessageCentre
              counts={messages?.userId === user.id ? messages.counts : null}
              href={links.message}
              urlOf={links.messageOf}
            />
            {user.topType === TOP_TYPE.supplier ? (
              <ShowroomEntry user={user} className={styles.entry} />
            ) : null}
            <WorkbenchEntry user={user} href={links.home} enterprises={enterprises} />
          </nav>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The workbench needs an approved company (spec §4): a rejected one is offered
 * re-authentication, one in review is told to wait; everyone else goes straight in.
 */
function WorkbenchEntry({
  user,
  href,
  enterprises,
}: {
  user: UserInfo;
  href: string;
  enterprises: readonly EnterpriseListItem[];
}) {
  const { authTip } = useDialogs();
  const status = user.tenantStatus;
  const held = status === 'company_approve_fail' || status === 'company_approving';
  return (
    <a
      className={styles.entry}
      href={href}
      target="_blank"
      rel="noopener"
      onClick={(e) => {
        if (!held) return;
        e.preventDefault();
        const type = enterprises.find((x) => x.id === user.enterpriseId)?.type ?? user.topType;
        authTip({ status, enterpriseId: user.enterpriseId, type });
      }}
    >
      {workbenchLabel(user)}
    </a>
  );
}

function MessageCentre({
  counts,
  href,
  urlOf,
}: {
  counts: MessageCounts | null;
  href: string;
  urlOf: (type: IdentityType) => string;
}) {
  const total = counts?.total ?? 0;
  const link = (
    <a className={styles.entry} href={href} target="_blank" rel="noopener">
      <BellOutlined aria-hidden />
      消息
      {total > 0 ? (
        <>
          <CountBadge text={badgeText(total, MESSAGE_BADGE_MAX)} count={total} />
          <span className="visually-hidden">（{total} 条未读）</span>
        </>
      ) : null}
    </a>
  );
  // Top type 3 only shows the count (spec §6); the others list the count of each side held,
  // shown while the pointer or the focus is on the link or the list.
  if (!counts || counts.sides.length < 2) return link;
  return (
    <span className={styles.sides}>
      {link}
      <ul className={styles.sideList} aria-label="各身份消息">
        {counts.sides.map((s) => (
          <li key={s.type}>
            <a className={styles.sideMessage} href={urlOf(s.type)} target="_blank" rel="noopener">
              {IDENTITY_NAME[s.type]}消息
              <CountBadge text={badgeText(s.count, MESSAGE_BADGE_MAX) || '0'} count={s.count} />
              <span className="visually-hidden">（{s.count} 条未读）</span>
            </a>
          </li>
        ))}
      </ul>
    </span>
  );
}

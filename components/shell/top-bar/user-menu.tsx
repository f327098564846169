'use client';

import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { api } from '@/api';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import type { EnterpriseListItem, UserInfo } from '@/api/types';
import {
  ENTERPRISE_STATUS_DESC,
  IDENTITY_NAME,
  activationConfirmText,
  activationSuccessText,
  activationTargetType,
  authPageUrl,
  workbenchType,
  type IdentityType,
} from '@/lib/identity';
import { TOP_TYPE } from '@/lib/roles';
import { useLogout } from '@/stores/store-provider';
import { MenuButton, type MenuEntry } from '../menu-button';
import { IdentityBadges } from './identity-badges';
import styles from './top-bar.module.css';
import { useMallFeedback } from '@/components/shell/mall-feedback';

/** Lets the success toast show before the page reloads into the new identity. */
const RELOAD_DELAY_MS = 800;

export interface UserMenuProps {
  user: UserInfo;
  enterprises: readonly EnterpriseListItem[];
  accountSettingsUrl: string;
  /** 我的订单 of a buyer; defaults to the mall's order list. */
  ordersUrl?: string;
  /** Page navigation; full loads, so the new identity is read afresh. */
  navigate?: (url: string) => void;
  reload?: () => void;
}

const defaultNavigate = (url: string) => window.location.assign(url);
const defaultReload = () => window.location.reload();

/**
 * The other sub-type the user may activate, unless the same company already holds it (then
 * the identity switch below offers it).
 */
function activationTarget(
  user: UserInfo,
  enterprises: readonly EnterpriseListItem[],
): IdentityType | null {
  const target = activationTargetType(user);
  if (target === null) return null;
  const held = enterprises.some((e) => e.type === target && e.name === user.enterpriseName);
  return held ? null : target;
}

/** The user dropdown of the top bar (spec §2, §4, §6). */
export function UserMenu({
  user,
  enterprises,
  accountSettingsUrl,
  ordersUrl = '/workbench/developer/orders',
  navigate = defaultNavigate,
  reload = defaultReload,
}: UserMenuProps) {
  const { message } = useMallFeedback();
  const { confirm } = useDialogs();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);

  // A personal account (no approved enterprise) gets no operations list (spec §6).
  const personal = workbenchType(user) === 0;
  const target = personal ? null : activationTarget(user, enterprises);
  const others = personal ? [] : enterprises.filter((e) => e.id !== user.enterpriseId);

  const items: MenuEntry[] = [
    // Real links, so they open in a new tab and the shell link test can follow them.
    { key: 'home', label: '商城首页', href: '/' },
    { key: 'settings', label: '账号设置', href: accountSettingsUrl },
    ...(user.topType === TOP_TYPE.buyer
      ? [{ key: 'orders', label: '我的订单', href: ordersUrl }]
      : []),
    ...(target || others.length > 0 ? [{ type: 'divider' as const, key: 'identity-divider' }] : []),
    ...(target ? [{ key: 'activate', label: `开通${IDENTITY_NAME[target]}身份` }] : []),
    ...(others.length > 0
      ? [
          {
            type: 'group' as const,
            key: 'switch',
            label: '切换身份',
            children: others.map((e) => ({
              key: `switch-${e.id}`,
              label: (
                <span className={styles.identityItem}>
                  <span className={styles.identityType}>{IDENTITY_NAME[e.type]}</span>
                  <span className={styles.identityName}>{e.name}</span>
                  {e.status === 1 ? null : (
                    <span className={styles.identityStatus}>
                      {ENTERPRISE_STATUS_DESC[e.status]}
                    </span>
                  )}
                </span>
              ),
            })),
          },
        ]
      : []),
    { type: 'divider', key: 'logout-divider' },
    { key: 'logout', label: '退出登录' },
  ];

  function confirmActivation(type: IdentityType) {
    void confirm({
      title: '开通身份',
      content: activationConfirmText(type),
      onOk: async () => {
        try {
          await api.activateSubType({ type });
        } catch {
          return; // the request layer has shown why
        }
        void message.success(activationSuccessText(type));
        setTimeout(reload, RELOAD_DELAY_MS);
      },
    });
  }

  async function switchTo(enterprise: EnterpriseListItem) {
    // A non-approved identity is finished on the certification page (spec §4).
    if (enterprise.status !== 1) {
      navigate(authPageUrl(enterprise));
      return;
    }
    setBusy(true);
    try {
      await api.changeUserEnterprises({ enterpriseId: enterprise.id });
      reload();
    } catch {
      setBusy(false);
    }
  }

  const onClick = ({ key }: { key: string }) => {
    if (key === 'activate' && target) confirmActivation(target);
    else if (key === 'logout') void logout({ reload });
    else if (key.startsWith('switch-')) {
      const enterprise = others.find((e) => `switch-${e.id}` === key);
      if (enterprise) void switchTo(enterprise);
    }
  };

  return (
    <MenuButton
      className={styles.userTrigger}
      aria-busy={busy || undefined}
      menu={{ items, onClick }}
      panelClassName={styles.menuPanel}
      header={
        <div className={styles.menuHeader}>
          <span className={styles.menuName}>{user.name}</span>
          {user.enterpriseName ? (
            <span className={styles.menuCompany}>{user.enterpriseName}</span>
          ) : null}
          <IdentityBadges user={user} />
        </div>
      }
    >
      {user.headPhotoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- uploaded avatars of any host
        <img className={styles.avatar} src={user.headPhotoUrl} alt="" />
      ) : (
        <UserOutlined className={styles.avatarIcon} aria-hidden />
      )}
      <span className={styles.userName}>{user.name}</span>
      <IdentityBadges user={user} />
      <DownOutlined className={styles.caret} aria-hidden />
    </MenuButton>
  );
}

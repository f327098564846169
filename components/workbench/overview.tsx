import Link from 'next/link';
import type { ReactNode } from 'react';
import { FAVOURITE_TAB_LABELS, FAVOURITE_TABS } from '@/lib/favourites';
import { companyCertificationView, designerCertificationView } from '@/lib/enterprise-view';
import { IDENTITY_NAME, isDesignerUser, needsCertifyPrompt } from '@/lib/identity';
import { ORDER_TABS } from '@/lib/order-lifecycle';
import { orderListHref } from '@/lib/order-list-query';
import { TOP_TYPE } from '@/lib/roles';
import { workbenchHref, type WorkbenchSide } from '@/lib/workbench-nav';
import { certificationInfo } from '@/server/services/certification';
import { favouriteCounts } from '@/server/services/favourite-centre';
import { unreadMessageCount } from '@/server/services/messages';
import { orderCounts, orderCountsInput } from '@/server/services/order';
import { pendingApprovals } from '@/server/services/order-approval';
import { workbenchViewer } from '@/server/services/workbench-viewer';
import styles from './account.module.css';
import frame from './workbench.module.css';

function Card({ href, label, value }: { href: string; label: string; value: ReactNode }) {
  return (
    <li>
      <Link className={styles.card} href={href} prefetch={false}>
        <span className={styles.muted}>{label}</span>
        <span className={styles.cardValue}>{value}</span>
      </Link>
    </li>
  );
}

/** A figure that may fail on its own without taking the overview down. */
async function figure<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error('[overview] a figure failed', error);
    return null;
  }
}

const shown = (n: number | null) => (n === null ? '—' : n);

/** 采购中心 · 概览: the enterprise, orders per tab, approvals waiting, messages, favourites. */
export async function DeveloperOverview() {
  const side: WorkbenchSide = 'developer';
  const viewer = await workbenchViewer(side);
  if (!viewer.allowed) return null;
  const { user, info } = viewer;
  const [orders, pending, unread, favourites] = await Promise.all([
    figure(() => orderCounts(user, 'buyer', orderCountsInput.parse({}))),
    figure(async () => (await pendingApprovals(user, { pageNo: 1, pageSize: 1 })).total),
    figure(() => unreadMessageCount(user.id, { side: 'developer' })),
    figure(() => favouriteCounts(user.id)),
  ]);
  const ordersPath = workbenchHref(side, 'orders');
  return (
    <>
      <section className={frame.panel} aria-labelledby="overview-title">
        <h1 id="overview-title" className={frame.pageTitle}>
          概览 · {info.enterpriseName ?? IDENTITY_NAME[2]}
        </h1>
        <p className={styles.muted}>
          {info.name}，欢迎回来。当前身份：{IDENTITY_NAME[2]}
        </p>
        <ul className={styles.cards} aria-label="待办">
          <Card href={workbenchHref(side, 'approvals')} label="待我审核" value={shown(pending)} />
          <Card href={workbenchHref(side, 'message')} label="未读消息" value={shown(unread)} />
          <Card
            href={workbenchHref(side, 'favourites')}
            label="我的收藏"
            value={favourites ? FAVOURITE_TABS.reduce((n, t) => n + favourites[t], 0) : '—'}
          />
        </ul>
      </section>
      <section className={frame.panel} aria-labelledby="orders-title">
        <h2 id="orders-title" className={styles.sectionTitle}>
          我的订单
        </h2>
        <ul className={styles.cards} aria-label="各状态订单数">
          {ORDER_TABS.map((t) => (
            <Card
              key={t.key}
              href={orderListHref(ordersPath, { tab: t.key })}
              label={t.label}
              value={orders ? orders[t.key] : '—'}
            />
          ))}
        </ul>
      </section>
      <section className={frame.panel} aria-labelledby="links-title">
        <h2 id="links-title" className={styles.sectionTitle}>
          常用功能
        </h2>
        <ul className={styles.filters}>
          <li>
            <Link href={workbenchHref(side, 'projects')} prefetch={false}>
              我的项目
            </Link>
          </li>
          <li>
            <Link href={workbenchHref(side, 'addresses')} prefetch={false}>
              收货地址
            </Link>
          </li>
          <li>
            <Link href={workbenchHref(side, 'enterprise')} prefetch={false}>
              企业信息与认证
            </Link>
          </li>
          <li>
            <Link href="/shopping-cart" prefetch={false}>
              采购车
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}

/** 个人中心 · 概览: identity, unread messages, favourites and the certify prompt. */
export async function PersonalOverview() {
  const side: WorkbenchSide = 'personal';
  const viewer = await workbenchViewer(side);
  if (!viewer.allowed) return null;
  const { user, info } = viewer;
  const [unread, favourites, enterprise] = await Promise.all([
    figure(() => unreadMessageCount(user.id)),
    figure(() => favouriteCounts(user.id)),
    figure(() => certificationInfo(user.id)),
  ]);
  const designer = isDesignerUser(info);
  const identity = designer
    ? '设计师'
    : info.topType === TOP_TYPE.other
      ? info.isDesignerAccount
        ? '设计师账号'
        : '个人用户'
      : IDENTITY_NAME[info.topType];
  const company = companyCertificationView(enterprise);
  const designerView = info.isDesignerAccount
    ? designerCertificationView(info.designerStatus ?? 0)
    : null;
  const prompt = needsCertifyPrompt(info);
  const favouritesPath = workbenchHref(side, 'favourites');
  return (
    <>
      <section className={frame.panel} aria-labelledby="overview-title">
        <h1 id="overview-title" className={frame.pageTitle}>
          概览
        </h1>
        <dl className={styles.facts}>
          <dt>账号</dt>
          <dd>{info.name}</dd>
          <dt>身份</dt>
          <dd>{identity}</dd>
          <dt>企业认证</dt>
          <dd>{enterprise ? `${enterprise.name}（${company.label}）` : company.label}</dd>
          {designerView ? (
            <>
              <dt>设计师认证</dt>
              <dd>{designerView.label}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {prompt ? (
        <p className={styles.notice} role="note">
          认证企业后即可使用采购中心或供应中心的全部功能。
          <Link href={(designerView ?? company).action?.href ?? '/auth'} prefetch={false}>
            立即认证
          </Link>
        </p>
      ) : null}
      <section className={frame.panel} aria-labelledby="figures-title">
        <h2 id="figures-title" className={styles.sectionTitle}>
          我的消息与收藏
        </h2>
        <ul className={styles.cards}>
          <Card href={workbenchHref(side, 'message')} label="未读消息" value={shown(unread)} />
          {FAVOURITE_TABS.map((t) => (
            <Card
              key={t}
              href={t === 'product' ? favouritesPath : `${favouritesPath}?tab=${t}`}
              label={`收藏的${FAVOURITE_TAB_LABELS[t]}`}
              value={favourites ? favourites[t] : '—'}
            />
          ))}
        </ul>
      </section>
    </>
  );
}

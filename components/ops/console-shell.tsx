'use client';

import { Layout, Menu, Tag } from 'antd';
import { useState } from 'react';
import { opsGrantLabel, type OpsGrant } from '@/lib/ops-roles';
import { consoleSectionsFor } from './console-menu';
import styles from './console-shell.module.css';

export interface ConsoleShellProps {
  grants: readonly OpsGrant[];
  operatorName: string;
  /** The section named in the URL (`?s=`); the first allowed one when absent or not allowed. */
  initialSection?: string;
}

/** The ops console (/ops): a side menu of the sections the operator's roles allow. */
export function ConsoleShell({ grants, operatorName, initialSection }: ConsoleShellProps) {
  const sections = consoleSectionsFor(grants);
  const [activeKey, setActiveKey] = useState(
    sections.some((s) => s.key === initialSection) ? initialSection : sections[0]?.key,
  );
  const active = sections.find((s) => s.key === activeKey);

  function open(key: string) {
    setActiveKey(key);
    const url = new URL(window.location.href);
    url.searchParams.set('s', key);
    window.history.pushState(null, '', url);
  }

  return (
    <Layout className={styles.console}>
      <Layout.Sider
        className={styles.sider}
        theme="light"
        width={208}
        breakpoint="lg"
        collapsedWidth={0}
      >
        <div className={styles.operator}>
          <span className={styles.operatorName}>{operatorName}</span>
          <span className={styles.roles}>
            {grants.map((g) => (
              <Tag key={`${g.role}:${g.themeCode ?? ''}`}>{opsGrantLabel(g)}</Tag>
            ))}
          </span>
        </div>
        <nav aria-label="运营后台菜单">
          <Menu
            mode="inline"
            selectedKeys={activeKey ? [activeKey] : []}
            items={sections.map((s) => ({ key: s.key, icon: s.icon, label: s.label }))}
            onClick={({ key }) => open(key)}
          />
        </nav>
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        {active ? (
          <section aria-labelledby="ops-section-title">
            <h1 id="ops-section-title" className={styles.title}>
              {active.label}
            </h1>
            <active.component grants={grants} />
          </section>
        ) : null}
      </Layout.Content>
    </Layout>
  );
}

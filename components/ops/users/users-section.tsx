'use client';

import { Tabs } from 'antd';
import { Enterprises } from './enterprises';
import { Users } from './users';
import consoleStyles from '../console.module.css';

/** 用户与企业: find accounts and companies, see identities and certifications, act on users. */
export function UsersSection() {
  return (
    <div className={consoleStyles.card}>
      <Tabs
        items={[
          { key: 'users', label: '用户', children: <Users /> },
          { key: 'enterprises', label: '企业', children: <Enterprises /> },
        ]}
      />
    </div>
  );
}

'use client';

import { Button } from 'antd';
import { useGuard } from '@/components/auth/use-guard';
import { GUARD_MSG } from '@/lib/certification';
import styles from './opportunity.module.css';

/** Stands in for content that needs login (spec §6): says why and leads to the login page. */
export function LoginGate({ text }: { text: string }) {
  const pass = useGuard();
  return (
    <section className={`${styles.panel} ${styles.gate}`} aria-label="需要登录">
      <p>{text}</p>
      <Button type="primary" onClick={() => pass({ kind: 'login', message: GUARD_MSG.login })}>
        登录后查看
      </Button>
    </section>
  );
}

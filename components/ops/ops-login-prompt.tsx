'use client';

import { Button } from 'antd';
import { getRequestSettings } from '@/api/request';
import { buildLoginUrl } from '@/lib/account-links';
import { GUARD_MSG } from '@/lib/guards';
import styles from './ops.module.css';

/** 请先登录 on /ops, going to the login page with this page as the way back. */
export function OpsLoginPrompt() {
  function login() {
    const settings = getRequestSettings();
    window.location.assign(
      buildLoginUrl({
        accountSiteUrl: settings.accountSiteUrl,
        returnUrl: window.location.href,
        from: settings.loginFrom,
      }),
    );
  }
  return (
    <section className={styles.state} aria-labelledby="ops-login">
      <h1 id="ops-login" className={styles.stateTitle}>
        {GUARD_MSG.login}
      </h1>
      <p>运营后台仅限平台运营人员使用。</p>
      <Button type="primary" onClick={login}>
        去登录
      </Button>
    </section>
  );
}

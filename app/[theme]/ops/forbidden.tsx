import Link from 'next/link';
import styles from '@/components/ops/ops.module.css';
import { GUARD_MSG } from '@/lib/guards';

/** /ops for a signed-in user without an ops role (HTTP 403). */
export default function OpsForbidden() {
  return (
    <section className={styles.state} aria-labelledby="ops-forbidden">
      <h1 id="ops-forbidden" className={styles.stateTitle}>
        {GUARD_MSG.forbidden}
      </h1>
      <p>运营后台仅限平台运营人员使用，如需开通请联系超级管理员。</p>
      <Link href="/" prefetch={false}>
        返回商城首页
      </Link>
    </section>
  );
}

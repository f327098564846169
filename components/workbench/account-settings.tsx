import { cookies } from 'next/headers';
import { maskPhone } from '@/lib/account-settings';
import type { WorkbenchSide } from '@/lib/workbench-nav';
import { otherSessionCount } from '@/server/services/account-settings';
import { SESSION_COOKIE } from '@/server/services/identity/session';
import { workbenchViewer } from '@/server/services/workbench-viewer';
import styles from './account.module.css';
import { OtherSessions, PasswordForm, PhoneForm, ProfileForm } from './account-settings-forms';
import frame from './workbench.module.css';

/** 账号设置 of every centre: profile, password, phone, other sessions. */
export async function AccountSettings({ side }: { side: WorkbenchSide }) {
  const viewer = await workbenchViewer(side);
  if (!viewer.allowed) return null;
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? '';
  const others = await otherSessionCount(viewer.user.id, token);
  const { info } = viewer;
  return (
    <>
      <h1 className={frame.pageTitle}>账号设置</h1>
      <section className={frame.panel} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.sectionTitle}>
          个人资料
        </h2>
        <ProfileForm name={info.name} headPhotoUrl={info.headPhotoUrl ?? null} />
      </section>
      <section className={frame.panel} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.sectionTitle}>
          修改密码
        </h2>
        <PasswordForm />
      </section>
      <section className={frame.panel} aria-labelledby="phone-title">
        <h2 id="phone-title" className={styles.sectionTitle}>
          更换手机号
        </h2>
        <p className={styles.muted}>当前手机号：{maskPhone(info.phone)}</p>
        <PhoneForm currentPhone={info.phone} />
      </section>
      <section className={frame.panel} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={styles.sectionTitle}>
          登录设备
        </h2>
        <OtherSessions count={others} />
      </section>
    </>
  );
}

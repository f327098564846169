import { CheckCircleFilled, ClockCircleFilled, InfoCircleFilled } from '@/components/server-icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** Spec brief: how long a review usually takes. */
export const REVIEW_DURATION_TEXT = '审核通常在 1-3 个工作日内完成';

const ICONS = {
  success: CheckCircleFilled,
  waiting: ClockCircleFilled,
  info: InfoCircleFilled,
} as const;

export interface AuthStateProps {
  icon: keyof typeof ICONS;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}

/** A centred state of the certification flow (the page's heading): submitted, in review … */
export function AuthState({ icon, title, text, children }: AuthStateProps) {
  const Icon = ICONS[icon];
  return (
    <section className={styles.state} aria-label={title}>
      <Icon className={styles.stateIcon} aria-hidden />
      <h1 className={styles.stateTitle}>{title}</h1>
      {text ? <p className={styles.stateText}>{text}</p> : null}
      {children}
    </section>
  );
}

export function AuthLinks({ workbenchHref }: { workbenchHref?: string }) {
  return (
    <nav className={styles.actions} aria-label="接下来">
      <Link className={styles.button} href="/" prefetch={false}>
        返回首页
      </Link>
      {workbenchHref ? (
        <a className={`${styles.button} ${styles.primary}`} href={workbenchHref}>
          进入工作台
        </a>
      ) : null}
    </nav>
  );
}

/** What the applicant sees after submitting: under review, and what happens next. */
export function CertificationSubmitted({ workbenchHref }: { workbenchHref?: string }) {
  return (
    <AuthState
      icon="success"
      title="认证资料已提交"
      text={`平台正在审核您的认证资料，${REVIEW_DURATION_TEXT}。`}
    >
      <ol className={styles.steps} aria-label="接下来会发生什么">
        <li>平台审核营业执照、授权委托书等认证资料；</li>
        <li>审核结果会通过站内消息通知您，刷新页面即可看到最新的认证状态；</li>
        <li>审核通过后即可使用工作台；如被驳回，可按驳回原因修改后重新提交。</li>
      </ol>
      <AuthLinks workbenchHref={workbenchHref} />
    </AuthState>
  );
}

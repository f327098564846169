import styles from './supplier.module.css';

const CLASS: Record<string, string> = {
  招募中: 'status-open',
  招募截止: 'status-closed',
  招募中止: 'status-suspended',
};

/** 招募中 / 招募截止 / 招募中止 (spec §3). */
export function RecruitStatus({ text }: { text: string }) {
  return (
    <span className={`${styles.status} ${styles[CLASS[text] ?? 'status-closed']}`}>{text}</span>
  );
}

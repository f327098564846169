import type { UserInfo } from '@/api/types';
import {
  DEVELOPER_BADGE_LABELS,
  MEMBER_BADGE_LABELS,
  developerBadge,
  memberBadge,
} from '@/lib/identity';
import styles from './top-bar.module.css';

/** Member-level (base/intermediate/senior) and developer-level (1-4) badges of spec §6. */
export function IdentityBadges({ user }: { user: Pick<UserInfo, 'tenant' | 'developersLevel'> }) {
  const member = memberBadge(user.tenant?.memberLevel);
  const developer = developerBadge(user.developersLevel);
  if (!member && !developer) return null;
  return (
    <span className={styles.badges}>
      {member ? (
        <span className={`${styles.badge} ${styles[`member-${member}`]}`} data-badge={member}>
          {MEMBER_BADGE_LABELS[member]}
        </span>
      ) : null}
      {developer ? (
        <span
          className={`${styles.badge} ${styles.developer}`}
          data-badge={`developer-${developer}`}
          title={DEVELOPER_BADGE_LABELS[developer]}
        >
          <span className="visually-hidden">开发商等级</span>V{developer}
        </span>
      ) : null}
    </span>
  );
}

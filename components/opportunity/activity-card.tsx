import Link from 'next/link';
import type { Activity } from '@/api/types';
import { resizedUrl } from '@/lib/image-params';
import { activityStatusLabel, formatMinute } from '@/lib/opportunity-rules';
import { opportunityHref } from '@/lib/opportunity-tabs';
import styles from './opportunity.module.css';

/** An activity in a grid: cover, name, time and place, sign-up state. */
export function ActivityCard({ activity }: { activity: Activity }) {
  const cover = activity.mainFileUrlList[0];
  return (
    <li>
      <Link className={styles.card} href={opportunityHref.activity(activity)}>
        {cover ? (
          // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
          <img
            className={styles.cover}
            src={resizedUrl(cover, 400)}
            alt=""
            loading="lazy"
            width={400}
            height={225}
          />
        ) : (
          <span className={styles.cover} />
        )}
        <div className={styles.cardBody}>
          <h3 className={styles.cardTitle}>{activity.marketingName}</h3>
          <div className={styles.meta}>
            <span>{formatMinute(activity.startTime)}</span>
            <span>{activity.city}</span>
            <span
              className={`${styles.tag} ${activity.status === '1' ? styles.tagOpen : styles.tagClosed}`}
            >
              {activityStatusLabel(activity.status)}
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}

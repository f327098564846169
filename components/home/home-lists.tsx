import dayjs from 'dayjs';
import Link from 'next/link';
import type { Recruit } from '@/api/types';
import type { Information } from '@/api/modules/homepage';
import { formatCount } from '@/lib/format';
import styles from './home.module.css';

export function RecruitList({ recruits }: { recruits: Recruit[] }) {
  return (
    <ul className={styles.rows}>
      {recruits.map((r) => (
        <li key={r.id} className={styles.recruitRow}>
          <Link href={`/recruit/item?id=${r.id}`} prefetch={false} className={styles.rowTitle}>
            {r.name}
          </Link>
          <span className={styles.rowMeta}>
            注册资本 {formatCount(r.capital)} 万元 · {r.serviceScope.slice(0, 3).join('、')}
          </span>
          <span className={styles.rowMeta}>截止 {dayjs(r.deadline).format('YYYY-MM-DD')}</span>
          <span className={styles.status}>{r.statusDesc}</span>
        </li>
      ))}
    </ul>
  );
}

export function InformationList({ items }: { items: Information[] }) {
  return (
    <ul className={styles.rows}>
      {items.map((a) => (
        <li key={a.id} className={styles.infoRow}>
          {a.groupName ? <span className={styles.tag}>{a.groupName}</span> : null}
          <Link href={`/information/details/${a.id}`} prefetch={false} className={styles.rowTitle}>
            {a.title}
          </Link>
          <time className={styles.rowDate} dateTime={a.publishTime}>
            {dayjs(a.publishTime).format('MM-DD')}
          </time>
        </li>
      ))}
    </ul>
  );
}

import Link from 'next/link';
import styles from './poster.module.css';

/** The phone poster's own links: sign in, the attendee list, the certificate. */
export function MobilePosterNav({ id }: { id: number }) {
  return (
    <nav className={styles.nav} aria-label="活动服务">
      <Link href={`/mobile/poster/signin?id=${id}`} prefetch={false}>
        现场签到
      </Link>
      <Link href={`/mobile/poster/signs?id=${id}`} prefetch={false}>
        报名名单
      </Link>
      <Link href={`/mobile/poster/certificateEntry?id=${id}`} prefetch={false}>
        参会证书
      </Link>
    </nav>
  );
}

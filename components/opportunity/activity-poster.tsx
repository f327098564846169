import type { CSSProperties } from 'react';
import { parseHexColor, shadeForContrast, TEXT_CONTRAST } from '@/lib/contrast';
import { resizedUrl } from '@/lib/image-params';
import { formatMinute } from '@/lib/opportunity-rules';
import type { ActivityDetail } from '@/server/services/activities';
import styles from './poster.module.css';

/**
 * The poster's colour as an organiser chose it, darkened only as far as white text needs (a
 * green such as #0f8a5f gives 4.35:1).
 */
function posterBackground(color: string | null): string | undefined {
  return color && parseHexColor(color)
    ? shadeForContrast(color, ['#ffffff'], TEXT_CONTRAST)
    : undefined;
}

/** The activity poster: its image, title and subtitle on the activity's colour, time and place. */
export function ActivityPoster({ activity: a }: { activity: ActivityDetail }) {
  const image = a.posterUrl ?? a.mainFileUrlList[0];
  return (
    <article
      className={styles.poster}
      style={{ '--poster-color': posterBackground(a.posterColor) } as CSSProperties}
      aria-label="活动海报"
    >
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
        <img className={styles.posterImage} src={resizedUrl(image, 720)} alt="" />
      ) : null}
      <div className={styles.posterBody}>
        <h1>{a.posterTitle ?? a.marketingName}</h1>
        {a.posterSubtitle ? <p>{a.posterSubtitle}</p> : null}
        <p>时间：{formatMinute(a.startTime)}</p>
        <p>地点：{`${a.city ?? ''}${a.address ?? ''}` || '—'}</p>
        {a.organizer ? <p>主办：{a.organizer}</p> : null}
        <div className={styles.posterStats}>
          <span>已报名 {a.signUpCount} 人</span>
          <span>已签到 {a.signInCount} 人</span>
        </div>
      </div>
    </article>
  );
}

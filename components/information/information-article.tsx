import dayjs from 'dayjs';
import type { Information } from '@/api/modules/homepage';
import styles from '@/components/content/content.module.css';
import { formatCount } from '@/lib/format';
import { RichText } from '@/components/content/rich-text';

/** An information article: title, source line and the (editor-made) HTML body. */
export function InformationArticle({ item }: { item: Information }) {
  return (
    <article className={styles.article}>
      <h1>{item.title}</h1>
      <div className={styles.meta}>
        {item.groupName ? <span className={styles.tag}>{item.groupName}</span> : null}
        <time dateTime={item.publishTime}>
          {dayjs(item.publishTime).format('YYYY-MM-DD HH:mm')}
        </time>
        {item.source ? <span>来源：{item.source}</span> : null}
        <span>阅读 {formatCount(item.viewCount ?? 0)}</span>
      </div>
      <RichText html={item.content} />
    </article>
  );
}

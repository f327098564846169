import dayjs from 'dayjs';
import Link from 'next/link';
import type { DesignCase } from '@/api/modules/designs';
import styles from '@/components/content/content.module.css';
import { formatCount } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';
import { CaseGrid, hallHref } from './design-cards';
import { DesignReactions } from './design-reactions';
import { RichText } from '@/components/content/rich-text';

/** One design case: gallery, facts, the designer, collect/praise and related cases. */
export function CaseDetail({ item, related }: { item: DesignCase; related: DesignCase[] }) {
  return (
    <>
      <article className={styles.article}>
        <h1>{item.name}</h1>
        <div className={styles.meta}>
          {item.styleName ? <span className={styles.tag}>{item.styleName}</span> : null}
          {item.typeName ? <span>{item.typeName}</span> : null}
          {item.areaSize ? <span>{formatCount(item.areaSize)} ㎡</span> : null}
          {item.city ? <span>{item.city}</span> : null}
          {item.publishedAt ? <span>{dayjs(item.publishedAt).format('YYYY-MM-DD')}</span> : null}
          <span>浏览 {formatCount(item.viewCount ?? 0)}</span>
          {item.hallId ? (
            <span>
              设计师：
              <Link href={hallHref(item.hallId)} prefetch={false}>
                {item.hallName}
              </Link>
            </span>
          ) : null}
        </div>
        <DesignReactions
          target="case"
          id={item.id}
          praiseCount={item.praiseCount ?? 0}
          collectCount={item.collectCount ?? 0}
        />
        <div className={styles.gallery}>
          {(item.images ?? []).map((src) => (
            // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
            <img key={src} src={resizedUrl(src, 480)} alt={`${item.name}效果图`} loading="lazy" />
          ))}
        </div>
        {item.description ? <RichText html={item.description} /> : null}
      </article>
      <h2 className={styles.subtitle}>相关案例</h2>
      <CaseGrid cases={related} label="相关案例" />
    </>
  );
}

import { RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import Link from 'next/link';
import { useMemo } from 'react';
import { latestBidProjects, opportunityHref, type HomePanelResults } from '@/lib/opportunity-tabs';
import { NewDot } from './new-dot';
import styles from './panels.module.css';

/** 招投标: the 12 latest bid notices. */
export function BidPanel({ results }: { results: HomePanelResults | null }) {
  const bids = useMemo(() => (results ? latestBidProjects(results.bidProjects) : []), [results]);

  return (
    <div className={styles.bid}>
      <div className={styles.head}>
        <h3>最新招标公告</h3>
        <Link href="/bid/list" prefetch={false}>
          查看更多
          <RightOutlined aria-hidden />
        </Link>
      </div>
      {!results ? (
        <p className={styles.state}>加载中…</p>
      ) : bids.length === 0 ? (
        <p className={styles.state}>暂无招标公告</p>
      ) : (
        <ol className={styles.bidList}>
          {bids.map(({ item, isNew }) => (
            <li key={item.id}>
              <span className={item.showType === 2 ? styles.tagPublic : styles.tagMember}>
                {item.showType === 2 ? '公开' : '会员'}
              </span>
              <a
                className={styles.bidTitle}
                href={opportunityHref.bidProject(item)}
                title={item.title}
              >
                {item.title}
              </a>
              {isNew ? <NewDot /> : null}
              {item.area ? <span className={styles.muted}>{item.area}</span> : null}
              {item.firstPublishNoticeTime ? (
                <time className={styles.date} dateTime={item.firstPublishNoticeTime}>
                  {dayjs(item.firstPublishNoticeTime).format('YYYY-MM-DD')}
                </time>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

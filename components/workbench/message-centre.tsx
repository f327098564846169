import Link from 'next/link';
import { UrlPagination } from '@/components/keep-alive/url-pagination';
import { formatDateTime } from '@/lib/format';
import {
  isMessageKind,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  MESSAGE_PAGE_SIZE,
  messageFilterQuery,
  messageSideOf,
  parseMessageFilter,
  READ_FILTER_LABELS,
  safeMessageLink,
  type MessageFilter,
  type MessageKind,
  type ReadFilter,
} from '@/lib/messages';
import { workbenchHref, type WorkbenchSide } from '@/lib/workbench-nav';
import { listMessages } from '@/server/services/message-centre';
import { workbenchViewer } from '@/server/services/workbench-viewer';
import styles from './account.module.css';
import { MarkAllRead, MessageActions } from './message-actions';
import frame from './workbench.module.css';

type Query = Record<string, string | string[] | undefined>;

/** 站内信 of a centre (/workbench/<side>/message): filters and pages live in the URL. */
export async function MessageCentre({ side, query }: { side: WorkbenchSide; query: Query }) {
  const viewer = await workbenchViewer(side);
  if (!viewer.allowed) return null;
  const filter = parseMessageFilter(query);
  const page = await listMessages(viewer.user.id, messageSideOf(side), filter, MESSAGE_PAGE_SIZE);
  const path = workbenchHref(side, 'message');
  const href = (patch: Partial<MessageFilter>) =>
    `${path}${messageFilterQuery({ ...filter, pageNo: 1, ...patch })}`;
  const kinds: (MessageKind | null)[] = [null, ...MESSAGE_KINDS];
  const reads: ReadFilter[] = ['all', 'unread', 'read'];

  return (
    <section className={frame.panel} aria-labelledby="message-title">
      <div className={styles.toolbar}>
        <h1 id="message-title" className={frame.pageTitle}>
          站内信
        </h1>
        <p className={styles.muted} aria-live="polite">
          未读 <strong data-testid="unread-count">{page.unread}</strong> 条
        </p>
        <MarkAllRead side={side} unread={page.unread} />
      </div>
      <ul className={styles.filters} aria-label="消息类型">
        <li className={styles.filterLabel}>类型</li>
        {kinds.map((kind) => (
          <li key={kind ?? 'all'}>
            <Link
              className={styles.filterLink}
              href={href({ kind })}
              aria-current={filter.kind === kind ? 'page' : undefined}
              prefetch={false}
            >
              {kind ? MESSAGE_KIND_LABELS[kind] : '全部'}
            </Link>
          </li>
        ))}
      </ul>
      <ul className={styles.filters} aria-label="阅读状态">
        <li className={styles.filterLabel}>状态</li>
        {reads.map((read) => (
          <li key={read}>
            <Link
              className={styles.filterLink}
              href={href({ read })}
              aria-current={filter.read === read ? 'page' : undefined}
              prefetch={false}
            >
              {READ_FILTER_LABELS[read]}
            </Link>
          </li>
        ))}
      </ul>
      {page.records.length === 0 ? (
        <p className={styles.empty}>暂无消息</p>
      ) : (
        <ul className={styles.list} aria-label="消息列表">
          {page.records.map((m) => (
            <li
              key={m.id}
              className={`${styles.item} ${m.isRead ? styles.read : ''}`}
              data-testid="message-item"
            >
              <div className={styles.itemBody}>
                <div className={styles.itemHead}>
                  {m.isRead ? null : (
                    <span className={styles.dot}>
                      <span className="visually-hidden">未读</span>
                    </span>
                  )}
                  <h2 className={styles.itemTitle}>{m.title}</h2>
                  <span className={styles.tag}>
                    {isMessageKind(m.kind) ? MESSAGE_KIND_LABELS[m.kind] : '消息'}
                  </span>
                  <time className={styles.muted} dateTime={m.createdAt}>
                    {formatDateTime(m.createdAt)}
                  </time>
                </div>
                <p className={styles.itemText}>{m.content}</p>
              </div>
              <MessageActions
                id={m.id}
                title={m.title}
                isRead={m.isRead}
                link={safeMessageLink(m.link)}
              />
            </li>
          ))}
        </ul>
      )}
      <UrlPagination
        path={path}
        params={{
          type: filter.kind ?? undefined,
          read: filter.read === 'all' ? undefined : filter.read,
        }}
        pageNo={filter.pageNo}
        total={page.total}
        pageSize={MESSAGE_PAGE_SIZE}
      />
    </section>
  );
}

import type { QuoteTab } from '@/lib/inquiry-quote';
import styles from './centre.module.css';

const TEXT: Record<QuoteTab, string> = { pending: '待报价', quoted: '已报价', closed: '已截止' };
const CLASS: Record<QuoteTab, string | undefined> = {
  pending: styles.tagPending,
  quoted: styles.tagQuoted,
  closed: styles.tagClosed,
};

export function QuoteTag({ tab }: { tab: QuoteTab }) {
  return <span className={`${styles.tag} ${CLASS[tab] ?? ''}`}>{TEXT[tab]}</span>;
}

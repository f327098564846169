import { Empty } from 'antd';
import styles from './opportunity.module.css';

/** The empty state of a list, with a hint of what to try. */
export function ListEmpty({ text }: { text: string }) {
  return (
    <div className={styles.panel}>
      <Empty description={text} />
    </div>
  );
}

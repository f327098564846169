import { Empty } from 'antd';

/** The empty state of every content list, with a hint of what to do next. */
export function EmptyState({ text }: { text: string }) {
  return <Empty style={{ padding: '48px 0' }} description={text} />;
}

'use client';

import { Button, Result, Table } from 'antd';
import type { TableProps } from 'antd';
import type { PagedList } from './use-paged-list';

/** A console table over usePagedList: 重新加载 when the page failed, else the paged antd table. */
export function PagedTable<T extends object>({
  list,
  pageSize,
  failedTitle,
  emptyText,
  totalText = (total) => `共 ${total} 条`,
  onRetry = list.reload,
  ...table
}: {
  list: PagedList<T>;
  pageSize: number;
  failedTitle: string;
  emptyText: string;
  totalText?: (total: number) => string;
  /** What 重新加载 does; the list's own reload when absent. */
  onRetry?: () => void;
} & Pick<TableProps<T>, 'rowKey' | 'columns' | 'scroll'>) {
  if (list.loaded.kind === 'failed') {
    return (
      <Result
        status="error"
        title={failedTitle}
        extra={<Button onClick={onRetry}>重新加载</Button>}
      />
    );
  }
  return (
    <Table<T>
      {...table}
      size="middle"
      loading={list.loaded.kind === 'loading'}
      dataSource={list.records}
      locale={{ emptyText }}
      pagination={{
        current: list.pageNo,
        pageSize,
        total: list.total,
        showSizeChanger: false,
        showTotal: totalText,
        onChange: list.goTo,
      }}
    />
  );
}

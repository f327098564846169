'use client';

import { Table } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { Page } from '@/api/types';
import { formatMinute } from '@/lib/opportunity-rules';

interface Attendee {
  id: number;
  name: string;
  tenantName: string;
  position: string | null;
  phone: string;
  signedInAt: string | null;
}

const PAGE_SIZE = 10;

/** The attendees of an activity, a page at a time (pagingActivityAttendee); phones masked. */
export function AttendeeTable({ activityId }: { activityId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page<Attendee> | null>(null);
  useEffect(() => {
    let live = true;
    api
      .pagingActivityAttendee({ activityId, pageNo, pageSize: PAGE_SIZE })
      .then((p) => live && setPage(p as Page<Attendee>))
      .catch(() => live && setPage({ records: [], total: 0, pageNo, pageSize: PAGE_SIZE }));
    return () => {
      live = false;
    };
  }, [activityId, pageNo]);
  return (
    <Table<Attendee>
      aria-label="参会人员"
      rowKey="id"
      size="small"
      loading={page?.pageNo !== pageNo}
      dataSource={page?.records ?? []}
      locale={{ emptyText: '还没有人报名，快来成为第一位参会者' }}
      pagination={{
        current: pageNo,
        pageSize: PAGE_SIZE,
        total: page?.total ?? 0,
        showSizeChanger: false,
        onChange: setPageNo,
      }}
      columns={[
        { title: '姓名', dataIndex: 'name' },
        { title: '公司', dataIndex: 'tenantName' },
        { title: '职位', dataIndex: 'position', render: (v: string | null) => v ?? '—' },
        { title: '手机号', dataIndex: 'phone' },
        {
          title: '签到',
          dataIndex: 'signedInAt',
          render: (v: string | null) => (v ? `已签到 ${formatMinute(v)}` : '未签到'),
        },
      ]}
    />
  );
}

'use client';

import { Segmented, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { Page, SearchGap } from '@/api/types';
import { createListingUrl, EMPTY_PRODUCT_QUERY } from '@/lib/product-query';
import {
  clickRateText,
  SEARCH_GAP_DAYS,
  SEARCH_GAP_KINDS,
  SEARCH_GAP_NAME,
  type SearchGapKind,
} from '@/lib/search-gaps';
import styles from './ops.module.css';

const PAGE_SIZE = 20;

/**
 * 搜索词: product queries that found nothing, and queries whose results nobody clicked, most
 * asked first. Each opens the listing as the buyer saw it, so ops can add the missing synonym.
 */
export function SearchGaps() {
  const [kind, setKind] = useState<SearchGapKind>('zero');
  const [days, setDays] = useState<number>(30);
  const [pageNo, setPageNo] = useState(1);
  const [loaded, setLoaded] = useState<{ key: string; page: Page<SearchGap> | null } | null>(null);
  const key = `${kind}:${days}:${pageNo}`;

  useEffect(() => {
    let active = true;
    const done = (page: Page<SearchGap> | null) =>
      active &&
      setLoaded((prev) => ({ key: `${kind}:${days}:${pageNo}`, page: page ?? prev?.page ?? null }));
    api.opsSearchGaps({ kind, days, pageNo, pageSize: PAGE_SIZE }).then(done, () => done(null));
    return () => {
      active = false;
    };
  }, [kind, days, pageNo]);

  const columns: TableColumnsType<SearchGap> = [
    {
      title: '搜索词',
      dataIndex: 'word',
      render: (word: string) => (
        <Link
          href={createListingUrl('/product', { ...EMPTY_PRODUCT_QUERY, keyword: word })}
          target="_blank"
        >
          {word}
        </Link>
      ),
    },
    { title: '搜索次数', dataIndex: 'searches', align: 'right' },
    ...(kind === 'lowClick'
      ? [
          { title: '点击次数', dataIndex: 'clicks', align: 'right' as const },
          {
            title: '点击率',
            key: 'rate',
            align: 'right' as const,
            render: (_: unknown, r: SearchGap) => clickRateText(r.searches, r.clicks),
          },
        ]
      : []),
    {
      title: '最近搜索',
      dataIndex: 'lastAt',
      render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—'),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Segmented<SearchGapKind>
          aria-label="搜索词类型"
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPageNo(1);
          }}
          options={SEARCH_GAP_KINDS.map((k) => ({ value: k, label: SEARCH_GAP_NAME[k] }))}
        />
        <Select<number>
          aria-label="时间范围"
          style={{ width: 140 }}
          value={days}
          onChange={(value) => {
            setDays(value);
            setPageNo(1);
          }}
          options={SEARCH_GAP_DAYS.map((d) => ({ value: d, label: `最近 ${d} 天` }))}
        />
      </div>
      <Table<SearchGap>
        rowKey="word"
        columns={columns}
        dataSource={loaded?.page?.records ?? []}
        loading={loaded?.key !== key}
        locale={{
          emptyText: kind === 'zero' ? '这段时间没有无结果的搜索' : '这段时间没有低点击的搜索词',
        }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: loaded?.page?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
    </>
  );
}

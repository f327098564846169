'use client';

import { Alert, App, Button, Cascader, Input, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '@/api';
import type { SupplierProductRow } from '@/api/modules/supplier-item';
import type { Page } from '@/api/types';
import type { CategoryNode } from '@/lib/category-tree';
import { useDialogs } from '@/components/dialogs';
import { formatDateTime, formatFen } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';
import {
  PRODUCT_LIMITS,
  PRODUCT_STATE_NAME,
  PRODUCT_STATES,
  supplierProductQuery,
  type ProductState,
} from '@/lib/supplier-product';
import { workbenchHref } from '@/lib/workbench-nav';
import styles from './supplier-product.module.css';

const STATE_COLOR: Record<ProductState, string> = {
  onSale: 'green',
  offShelf: 'default',
  pending: 'blue',
  rejected: 'red',
};

interface CategoryOption {
  value: number;
  label: string;
  isLeaf?: boolean;
  disabled?: boolean;
  children?: CategoryOption[];
}

function cascaderOptions(nodes: CategoryNode[], depth = 1): CategoryOption[] {
  return nodes.map((n) => ({
    value: n.id,
    label: n.name,
    children:
      depth < 3 && n.subordinate.length ? cascaderOptions(n.subordinate, depth + 1) : undefined,
  }));
}

function findChain(nodes: CategoryNode[], id: number): number[] | null {
  for (const n of nodes) {
    if (n.id === id) return [n.id];
    const below = findChain(n.subordinate, id);
    if (below) return [n.id, ...below];
  }
  return null;
}

/** 商品管理: the supplier's products with keyword, state and category filters kept in the URL. */
export function ProductList({ tree }: { tree: CategoryNode[] }) {
  const { message } = App.useApp();
  const { confirm } = useDialogs();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const query = useMemo(() => {
    const parsed = supplierProductQuery.safeParse(Object.fromEntries(search.entries()));
    return parsed.success ? parsed.data : supplierProductQuery.parse({});
  }, [search]);
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [loaded, setLoaded] = useState<{
    key: string;
    page: Page<SupplierProductRow> | null;
    failed: boolean;
  } | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [version, setVersion] = useState(0);
  const options = useMemo(() => cascaderOptions(tree), [tree]);

  const navigate = useCallback(
    (patch: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(search.toString());
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      if (!('pageNo' in patch)) next.delete('pageNo');
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [pathname, router, search],
  );

  const key = `${JSON.stringify(query)}:${version}`;
  useEffect(() => {
    let active = true;
    api.supplierItemPage(query, { skipErrorHandler: true }).then(
      (next) => active && setLoaded({ key, page: next, failed: false }),
      () => active && setLoaded((prev) => ({ key, page: prev?.page ?? null, failed: true })),
    );
    return () => {
      active = false;
    };
  }, [query, key]);
  const page = loaded?.page ?? null;
  const loading = loaded?.key !== key;
  const failed = !loading && Boolean(loaded?.failed);

  const shelf = (ids: number[], onShelf: boolean) =>
    confirm({
      title: onShelf ? '上架商品' : '下架商品',
      content: onShelf
        ? `确定上架选中的 ${ids.length} 个商品吗？审核通过的商品上架后买家即可看到。`
        : `确定下架选中的 ${ids.length} 个商品吗？下架后买家将看不到。`,
      onOk: async () => {
        await api.supplierItemShelf({ ids, onShelf });
        void message.success(onShelf ? '已上架' : '已下架');
        setSelected([]);
        setVersion((v) => v + 1);
      },
    });

  const columns: TableColumnsType<SupplierProductRow> = [
    {
      title: '商品',
      key: 'product',
      render: (_, row) => (
        <div className={styles.productCell}>
          {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
          <img src={resizedUrl(row.mainImage, 120)} alt="" loading="lazy" />
          <div>
            <Link href={workbenchHref('supplier', `products/${row.id}`)} prefetch={false}>
              {row.name}
            </Link>
            <div className={styles.muted}>
              {row.brandName ? `${row.brandName} · ` : ''}
              {row.categoryPath}
            </div>
          </div>
        </div>
      ),
    },
    {
      title: '价格',
      key: 'price',
      render: (_, row) => (row.minPrice ? `¥${formatFen(row.minPrice)} 起` : '询价'),
    },
    {
      title: '库存',
      key: 'stock',
      render: (_, row) => `${row.stock}（${row.skuCount} 个SKU）`,
    },
    {
      title: '状态',
      key: 'state',
      render: (_, row) => (
        <div>
          <Tag color={STATE_COLOR[row.state]}>{PRODUCT_STATE_NAME[row.state]}</Tag>
          {row.state === 'rejected' && row.auditReason ? (
            <div className={styles.reason}>原因：{row.auditReason}</div>
          ) : null}
        </div>
      ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Link href={workbenchHref('supplier', `products/${row.id}`)} prefetch={false}>
            编辑
          </Link>
          {row.onShelf ? (
            <Button type="link" size="small" onClick={() => void shelf([row.id], false)}>
              下架
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => void shelf([row.id], true)}>
              上架
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className={styles.filters} role="search">
        <Input.Search
          aria-label="搜索商品名称"
          placeholder="商品名称、型号、品牌"
          allowClear
          maxLength={PRODUCT_LIMITS.keyword}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => navigate({ keyword: v.trim() })}
          style={{ width: 280 }}
        />
        <Select
          aria-label="商品状态"
          allowClear
          placeholder="全部状态"
          value={query.state}
          onChange={(v?: ProductState) => navigate({ state: v })}
          options={PRODUCT_STATES.map((s) => ({ value: s, label: PRODUCT_STATE_NAME[s] }))}
          style={{ width: 140 }}
        />
        <Cascader
          aria-label="商品类目"
          placeholder="全部类目"
          changeOnSelect
          options={options}
          value={query.categoryId ? (findChain(tree, query.categoryId) ?? undefined) : undefined}
          onChange={(chain?: number[]) => navigate({ categoryId: chain?.[chain.length - 1] })}
          style={{ width: 260 }}
        />
      </div>
      <div className={styles.toolbar}>
        <Space>
          <Button disabled={selected.length === 0} onClick={() => void shelf(selected, true)}>
            批量上架
          </Button>
          <Button disabled={selected.length === 0} onClick={() => void shelf(selected, false)}>
            批量下架
          </Button>
        </Space>
        <Space>
          <Link href={workbenchHref('supplier', 'products/import')} prefetch={false}>
            批量导入导出
          </Link>
          <Button type="primary" href={workbenchHref('supplier', 'products/new')}>
            发布商品
          </Button>
        </Space>
      </div>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title="商品列表加载失败"
          action={<Button onClick={() => setVersion((v) => v + 1)}>重试</Button>}
        />
      ) : (
        <Table<SupplierProductRow>
          rowKey="id"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={loading}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
          }}
          locale={{
            emptyText:
              query.keyword || query.state || query.categoryId
                ? '没有符合条件的商品'
                : '还没有商品，点击「发布商品」开始',
          }}
          pagination={{
            current: query.pageNo,
            pageSize: query.pageSize,
            total: page?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (total) => `共 ${total} 个商品`,
            onChange: (pageNo, pageSize) => navigate({ pageNo, pageSize }),
          }}
        />
      )}
    </>
  );
}

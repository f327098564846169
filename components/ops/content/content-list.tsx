'use client';

import { App, Button, Drawer, Input, Select, Space, Tag } from 'antd';
import type { FormInstance, TableColumnsType, TableColumnType } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '@/api';
import { ConfirmPopover } from '@/components/forms/confirm-popover';
import type { Page } from '@/api/types';
import { resizedUrl } from '@/lib/image-params';
import { WINDOW_STATE_LABELS, type WindowState } from '@/lib/ops-content';
import consoleStyles from '../console.module.css';
import { PagedTable } from '../paged-table';
import { usePagedList } from '../use-paged-list';
import styles from './content.module.css';

const PAGE_SIZE = 10;

export type Filter = Record<string, string | undefined>;
export type ListQuery = {
  pageNo: number;
  pageSize: number;
  [key: string]: string | number | undefined;
};

export interface FilterField {
  key: string;
  label: string;
  /** A text box (keyword) when absent, else a choice. */
  options?: { value: string; label: string }[];
  placeholder?: string;
  max?: number;
}

interface ContentListProps<T> {
  /** What one row is, in messages: 轮播图, 弹窗 … */
  noun: string;
  filters: FilterField[];
  load: (query: ListQuery) => Promise<Page<T>>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Changing it reloads the current page (after a save or delete). */
  version: number;
  onCreate: () => void;
}

/**
 * One content table of the console: filters in a search form, the antd table with paging,
 * loading, empty and failed states, and the 新增 button that opens the section's drawer.
 */
export function ContentList<T extends object>({
  noun,
  filters,
  load,
  columns,
  rowKey,
  version,
  onCreate,
}: ContentListProps<T>) {
  const [draft, setDraft] = useState<Filter>({});
  const list = usePagedList<T, Filter>(load, PAGE_SIZE, version);
  const search = list.search;

  return (
    <div className={consoleStyles.card}>
      <form
        className={consoleStyles.toolbar}
        role="search"
        aria-label={`查找${noun}`}
        onSubmit={(e) => {
          e.preventDefault();
          search(
            Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v?.trim() || undefined])),
          );
        }}
      >
        {filters.map((f) => (
          <label key={f.key} className={consoleStyles.field}>
            <span>{f.label}</span>
            {f.options ? (
              <Select<string>
                allowClear
                aria-label={f.label}
                placeholder="全部"
                value={draft[f.key]}
                onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))}
                options={f.options}
              />
            ) : (
              <Input
                allowClear
                maxLength={f.max ?? 50}
                placeholder={f.placeholder}
                value={draft[f.key] ?? ''}
                onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
              />
            )}
          </label>
        ))}
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              search({});
            }}
          >
            重置
          </Button>
        </Space>
        <span className={consoleStyles.grow} />
        <Button type="primary" onClick={onCreate}>
          新增{noun}
        </Button>
      </form>
      <PagedTable<T>
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={rowKey}
        columns={columns}
        scroll={{ x: 'max-content' }}
        failedTitle={`${noun}加载失败`}
        emptyText={`没有符合条件的${noun}`}
      />
    </div>
  );
}

/** The drawer every content form opens in: 取消 and 保存 on top, the form below. */
export function ContentDrawer({
  open,
  title,
  form,
  saving,
  onClose,
  width = 560,
  children,
}: {
  open: boolean;
  title: string;
  form: FormInstance;
  saving: boolean;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      title={title}
      size={width}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {children}
    </Drawer>
  );
}

/** 编辑 and 删除 (confirmed) of one row; the delete reloads the list with a message. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { message } = App.useApp();
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit} aria-label={`编辑「${name}」`}>
        编辑
      </Button>
      <ConfirmPopover
        title={`删除「${name}」？`}
        description="删除后前台立即不再显示，且不可恢复"
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={async () => {
          try {
            await onDelete();
            void message.success(`已删除「${name}」`);
          } catch {
            // The request layer has shown the server's message.
          }
        }}
      >
        <Button type="link" size="small" danger aria-label={`删除「${name}」`}>
          删除
        </Button>
      </ConfirmPopover>
    </Space>
  );
}

/**
 * The 操作 column of a content table: 编辑 and 删除 of each row, the row named by `name` in
 * their labels and messages.
 */
export function actionsColumn<T>({
  name,
  edit,
  remove,
}: {
  name: (row: T) => string;
  edit: (row: T) => void;
  remove: (row: T) => Promise<unknown>;
}): TableColumnType<T> {
  return {
    title: '操作',
    key: 'actions',
    width: 130,
    render: (_, row) => (
      <RowActions name={name(row)} onEdit={() => edit(row)} onDelete={() => remove(row)} />
    ),
  };
}

/** The 图片 column: the row's image as a resized thumbnail, its title the alt text. */
export function imageColumn<T extends { imageUrl: string; title: string }>(): TableColumnType<T> {
  return {
    title: '图片',
    dataIndex: 'imageUrl',
    width: 112,
    render: (url: string, row) => (
      // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
      <img src={resizedUrl(url, 200)} alt={row.title} className={styles.thumb} />
    ),
  };
}

/**
 * What a section keeps of its drawer: the row being edited ('new' for a new one, null when
 * closed), and the list's version, which a save or delete bumps to reload the page. A save
 * closes the drawer with 已保存{noun}「name」.
 */
export function useContentEditing<T>(noun = '') {
  const { message } = App.useApp();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const reload = () => setVersion((v) => v + 1);
  const saved = (name: string) => {
    setEditing(null);
    void message.success(`已保存${noun}「${name}」`);
    reload();
  };
  return { version, editing, setEditing, reload, saved };
}

const STATE_COLOURS: Record<WindowState, string> = {
  scheduled: 'blue',
  live: 'green',
  ended: 'default',
};

/** The schedule column: the window in Shanghai time and where now falls in it. */
export function WindowCell({
  startAt,
  endAt,
  state,
  status,
}: {
  startAt: string | null;
  endAt: string | null;
  state: WindowState;
  status: number;
}) {
  return (
    <span>
      {status ? (
        <Tag color={STATE_COLOURS[state]}>{WINDOW_STATE_LABELS[state]}</Tag>
      ) : (
        <Tag>已下线</Tag>
      )}
      <br />
      <span className={consoleStyles.muted}>
        {startAt ?? '不限'} 至 {endAt ?? '不限'}
      </span>
    </span>
  );
}

/** The realms the operator may put content on, loaded once per section. */
export function useRealms(): { code: string; name: string }[] {
  const [realms, setRealms] = useState<{ code: string; name: string }[]>([]);
  useEffect(() => {
    let active = true;
    api.opsContentRealms().then(
      (list) => active && setRealms(list),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return realms;
}

/** A realm code as people read it: its name, or 全部专区 for content every realm shows. */
export const realmName = (realms: { code: string; name: string }[], code: string | null) =>
  code === null ? '全部专区' : (realms.find((r) => r.code === code)?.name ?? code);

/** The 专区 filter of a content list: the realms the operator may see. */
export const realmFilter = (realms: { code: string; name: string }[]): FilterField => ({
  key: 'themeCode',
  label: '专区',
  options: realms.map((r) => ({ value: r.code, label: r.name })),
});

/** Options of a label map (lib/ops-content …_LABELS) for a Select. */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

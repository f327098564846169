'use client';

import { App, Button, Drawer, Form, Input, Select, Space, Tag } from 'antd';
import type { FormInstance, TableColumnsType } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '@/api';
import { ConfirmPopover } from '@/components/forms/confirm-popover';
import type { Page } from '@/api/types';
import { WINDOW_STATE_LABELS, type WindowState } from '@/lib/ops-content';
import consoleStyles from '../console.module.css';
import { PagedTable } from '../paged-table';
import { usePagedList } from '../use-paged-list';

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

/**
 * 所属专区 of a drawer form (field themeCode, lib/ops-content): one of the operator's realms, or
 * 全部专区 (null) for operators who may put content on every realm.
 */
export function RealmField({
  realms,
  mayPickAll,
  extra,
}: {
  realms: { code: string; name: string }[];
  mayPickAll: boolean;
  extra?: ReactNode;
}) {
  const options = [
    ...(mayPickAll ? [{ value: '', label: realmName(realms, null) }] : []),
    ...realms.map((r) => ({ value: r.code, label: r.name })),
  ];
  return (
    <Form.Item
      label="所属专区"
      name="themeCode"
      extra={extra}
      getValueProps={(v: string | null) => ({ value: v ?? '' })}
      normalize={(v: string) => v || null}
    >
      <Select aria-label="所属专区" options={options} />
    </Form.Item>
  );
}

/** Options of a label map (lib/ops-content …_LABELS) for a Select. */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

'use client';

import { App, Button, Drawer, Form, Input, Radio, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OpsSynonym } from '@/api/modules/ops-catalog';
import type { Page, SearchGap } from '@/api/types';
import { useDialogs } from '@/components/dialogs';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { formatDateTime } from '@/lib/format';
import { zodRule } from '@/lib/form-rule';
import {
  SYNONYM_KIND_NAME,
  SYNONYM_KINDS,
  SYNONYM_WORD_MAX,
  synonymFormSchema,
  synonymTermSchema,
  synonymWords,
  type SynonymKind,
} from '@/lib/ops-catalog';
import { OPS_SEARCH_MAX } from '@/lib/ops-users';
import { createListingUrl, EMPTY_PRODUCT_QUERY } from '@/lib/product-query';
import consoleStyles from '../console.module.css';
import { PagedTable } from '../paged-table';
import { usePagedList } from '../use-paged-list';
import styles from './catalogue.module.css';

const PAGE_SIZE = 20;
const GAP_PAGE_SIZE = 10;

type Filter = { keyword?: string; kind?: SynonymKind };
/** The drawer: a new row (maybe for a zero-result query), or an edit. */
type Editing = { kind: 'create'; term: string } | { kind: 'edit'; row: OpsSynonym };
type SynonymDraft = { kind: SynonymKind; term: string; words: string };

const listingOf = (word: string) =>
  createListingUrl('/product', { ...EMPTY_PRODUCT_QUERY, keyword: word });

/**
 * 搜索同义词: rows the search applies when it reads a query (no re-index), and the queries that
 * found nothing lately, each a click away from the synonym that would answer it.
 */
export function Synonyms() {
  const { message } = App.useApp();
  const { confirm } = useDialogs();
  const [draft, setDraft] = useState<Filter>({});
  const [version, setVersion] = useState(0);
  const list = usePagedList<OpsSynonym, Filter>(api.opsSynonyms, PAGE_SIZE, version);
  const [editing, setEditing] = useState<Editing | null>(null);

  const reload = (text: string) => {
    void message.success(text);
    setVersion((v) => v + 1);
  };

  const remove = (row: OpsSynonym) =>
    confirm({
      title: '删除同义词',
      content: `确定删除「${row.term}」的同义词吗？删除后搜索立即不再使用它。`,
      onOk: async () => {
        await api.opsDeleteSynonym(row.id);
        reload(`已删除「${row.term}」的同义词`);
      },
    });

  const columns: TableColumnsType<OpsSynonym> = [
    {
      title: '搜索词',
      dataIndex: 'term',
      render: (term: string) => (
        <Link href={listingOf(term)} target="_blank">
          {term}
        </Link>
      ),
    },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 110,
      render: (kind: SynonymKind) => (
        <Tag color={kind === 'same' ? 'blue' : 'purple'}>{kind === 'same' ? '等同' : '上位词'}</Tag>
      ),
    },
    {
      title: '同义词',
      dataIndex: 'synonyms',
      render: (words: string[]) => words.join('、'),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 170,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', row })}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => void remove(row)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  const search = list.search;

  return (
    <div className={consoleStyles.card}>
      <form
        className={consoleStyles.toolbar}
        role="search"
        aria-label="查找同义词"
        onSubmit={(e) => {
          e.preventDefault();
          search({ keyword: draft.keyword?.trim() || undefined, kind: draft.kind });
        }}
      >
        <label className={consoleStyles.field}>
          <span>词语</span>
          <Input
            allowClear
            maxLength={OPS_SEARCH_MAX}
            placeholder="搜索词或同义词"
            value={draft.keyword ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))}
          />
        </label>
        <label className={consoleStyles.field}>
          <span>类型</span>
          <Select<SynonymKind>
            allowClear
            aria-label="类型"
            placeholder="全部"
            value={draft.kind}
            onChange={(kind) => setDraft((d) => ({ ...d, kind }))}
            options={SYNONYM_KINDS.map((k) => ({ value: k, label: SYNONYM_KIND_NAME[k] }))}
          />
        </label>
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
        <Button type="primary" onClick={() => setEditing({ kind: 'create', term: '' })}>
          新增同义词
        </Button>
      </form>
      <PagedTable<OpsSynonym>
        list={list}
        pageSize={PAGE_SIZE}
        rowKey="id"
        columns={columns}
        failedTitle="同义词加载失败"
        emptyText="没有符合条件的同义词"
        onRetry={() => setVersion((v) => v + 1)}
      />
      <ZeroResultQueries version={version} onAdd={(term) => setEditing({ kind: 'create', term })} />
      <SynonymDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(term) => {
          setEditing(null);
          reload(`已保存「${term}」的同义词，搜索立即生效`);
        }}
      />
    </div>
  );
}

/** The 搜索词 section's zero-result queries of the last 30 days, with 添加同义词 on each. */
function ZeroResultQueries({ version, onAdd }: { version: number; onAdd: (term: string) => void }) {
  const [pageNo, setPageNo] = useState(1);
  const [loaded, setLoaded] = useState<{ key: string; page: Page<SearchGap> | null } | null>(null);
  const key = `${pageNo}:${version}`;

  useEffect(() => {
    let active = true;
    const done = (page: Page<SearchGap> | null) =>
      active && setLoaded({ key: `${pageNo}:${version}`, page });
    api
      .opsSearchGaps({ kind: 'zero', days: 30, pageNo, pageSize: GAP_PAGE_SIZE })
      .then(done, () => done(null));
    return () => {
      active = false;
    };
  }, [pageNo, version]);

  const columns: TableColumnsType<SearchGap> = [
    {
      title: '搜索词',
      dataIndex: 'word',
      render: (word: string) => (
        <Link href={listingOf(word)} target="_blank">
          {word}
        </Link>
      ),
    },
    { title: '搜索次数', dataIndex: 'searches', width: 100, align: 'right' },
    {
      title: '最近搜索',
      dataIndex: 'lastAt',
      width: 170,
      render: (at: string | null) => (at ? formatDateTime(at) : '—'),
    },
    {
      title: '操作',
      key: 'add',
      width: 120,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onAdd(row.word)}
          aria-label={`为「${row.word}」添加同义词`}
        >
          添加同义词
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.gaps} aria-labelledby="zero-result-title">
      <h2 id="zero-result-title">最近 30 天无结果的搜索词</h2>
      <Table<SearchGap>
        rowKey="word"
        size="small"
        columns={columns}
        dataSource={loaded?.page?.records ?? []}
        loading={loaded?.key !== key}
        locale={{ emptyText: '最近没有无结果的搜索' }}
        pagination={{
          current: pageNo,
          pageSize: GAP_PAGE_SIZE,
          total: loaded?.page?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
    </section>
  );
}

function SynonymDrawer({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing | null;
  onClose: () => void;
  onSaved: (term: string) => void;
}) {
  const [form] = Form.useForm<SynonymDraft>();
  const [saving, save] = useSaving();
  const row = editing?.kind === 'edit' ? editing.row : null;

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue(
      row
        ? { kind: row.kind, term: row.term, words: row.synonyms.join('，') }
        : { kind: 'same', term: editing.kind === 'create' ? editing.term : '', words: '' },
    );
  }, [editing, row, form]);

  const submit = (values: SynonymDraft) =>
    save(async () => {
      const input = {
        kind: values.kind,
        term: values.term,
        synonyms: synonymWords(values.words ?? ''),
      };
      if (row) await api.opsUpdateSynonym(row.id, input);
      else await api.opsCreateSynonym(input);
      onSaved(input.term.trim());
    });

  // The words as the server will read them, so the form refuses what the server would.
  const wordsRule = {
    validator: async (_: unknown, value: unknown) => {
      const parsed = synonymFormSchema.safeParse({
        kind: 'same',
        term: String(form.getFieldValue('term') ?? '').trim() || '-',
        synonyms: synonymWords(String(value ?? '')),
      });
      const issue = parsed.error?.issues.find((i) => i.path[0] === 'synonyms');
      if (issue) throw new Error(issue.message);
    },
  };

  return (
    <Drawer
      open={editing !== null}
      title={row ? `编辑同义词：${row.term}` : '新增同义词'}
      size={480}
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
      <MallForm<SynonymDraft> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="同义词类型" name="kind" required>
          <Radio.Group
            options={SYNONYM_KINDS.map((k) => ({ value: k, label: SYNONYM_KIND_NAME[k] }))}
          />
        </Form.Item>
        <Form.Item
          label="搜索词"
          name="term"
          required
          rules={[zodRule(synonymTermSchema)]}
          extra="如 瓷砖"
        >
          <Input maxLength={SYNONYM_WORD_MAX} showCount />
        </Form.Item>
        <Form.Item
          label="同义词"
          name="words"
          required
          dependencies={['term']}
          rules={[wordsRule]}
          extra="多个词用逗号、顿号或空格分开，如 地砖，瓷片。等同：互相都能搜到；上位词：搜索词能搜到这些词的商品，反之不能。"
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={SYNONYM_WORD_MAX * 20 + 40}
          />
        </Form.Item>
      </MallForm>
    </Drawer>
  );
}

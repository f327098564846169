'use client';

import { Form, Input, Select, Skeleton, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api';
import type { ArticleForm, OpsArticle, OpsArticleRow } from '@/api/modules/ops-content';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { zodRule } from '@/lib/form-rule';
import {
  ARTICLE_CHANNEL_LABELS,
  articleInput,
  INFORMATION_COLUMNS,
  RENT_KINDS,
  type ArticleChannelKey,
} from '@/lib/ops-content';
import { ArticleEditor } from './article-editor';
import {
  actionsColumn,
  ContentDrawer,
  ContentList,
  optionsOf,
  useContentEditing,
  type ListQuery,
} from './content-list';
import { ImageItem, SortItem, StatusItem } from './form-items';
import { MomentField } from './moment-field';

const shape = articleInput.shape;
const channelName = (c: string) => ARTICLE_CHANNEL_LABELS[c as ArticleChannelKey] ?? c;

/** 文章资讯: information columns, help centre, about-us pages and rental news. */
export function ArticlesSection() {
  const { version, editing, setEditing, reload, saved } = useContentEditing<number>('文章');
  const load = useCallback((q: ListQuery) => api.opsArticles(q), []);
  // Stable, so the drawer's loading effect does not run again on every render.
  const close = useCallback(() => setEditing(null), [setEditing]);

  const columns: TableColumnsType<OpsArticleRow> = [
    {
      title: '标题',
      key: 'title',
      render: (_, row) => (
        <span>
          {row.isTop ? <Tag color="red">置顶</Tag> : null}
          {row.title}
        </span>
      ),
    },
    { title: '栏目', dataIndex: 'channel', render: channelName },
    { title: '分组', dataIndex: 'groupName', render: (g: string | null) => g ?? '—' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (s: number) => (s ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
    },
    { title: '发布时间', dataIndex: 'publishAt', width: 170 },
    { title: '浏览', dataIndex: 'viewCount', width: 70, align: 'right' },
    actionsColumn<OpsArticleRow>({
      name: (row) => row.title,
      edit: (row) => setEditing(row.id),
      remove: (row) => api.opsDeleteArticle(row.id).then(reload),
    }),
  ];

  return (
    <>
      <ContentList<OpsArticleRow>
        noun="文章"
        rowKey="id"
        load={load}
        version={version}
        columns={columns}
        onCreate={() => setEditing('new')}
        filters={[
          { key: 'keyword', label: '标题', placeholder: '标题关键词' },
          { key: 'channel', label: '栏目', options: optionsOf(ARTICLE_CHANNEL_LABELS) },
          {
            key: 'status',
            label: '状态',
            options: [
              { value: '1', label: '已发布' },
              { value: '0', label: '草稿' },
            ],
          },
        ]}
      />
      <ArticleDrawer editing={editing} onClose={close} onSaved={saved} />
    </>
  );
}

const EMPTY: ArticleForm = {
  channel: 'information',
  groupName: INFORMATION_COLUMNS[0],
  title: '',
  summary: '',
  coverUrl: null,
  content: '',
  source: '',
  author: '',
  isTop: false,
  sort: 0,
  status: 1,
  publishAt: null,
};

function ArticleDrawer({
  editing,
  onClose,
  onSaved,
}: {
  editing: number | 'new' | null;
  onClose: () => void;
  onSaved: (title: string) => void;
}) {
  const [form] = Form.useForm<ArticleForm>();
  const [saving, save] = useSaving();
  const [loaded, setLoaded] = useState<OpsArticle | null>(null);
  const article = typeof editing === 'number' && loaded?.id === editing ? loaded : null;
  const loading = typeof editing === 'number' && !article;
  const channel = Form.useWatch('channel', form);

  useEffect(() => {
    if (editing === 'new') form.setFieldsValue(EMPTY);
    if (typeof editing !== 'number') return;
    let active = true;
    api.opsArticle(editing).then(
      (a) => {
        if (!active) return;
        setLoaded(a);
        form.setFieldsValue({
          ...a,
          channel: a.channel as ArticleChannelKey,
          status: a.status as 0 | 1,
        });
      },
      () => active && onClose(),
    );
    return () => {
      active = false;
    };
  }, [editing, form, onClose]);

  const submit = (values: ArticleForm) =>
    save(async () => {
      if (article) await api.opsUpdateArticle(article.id, values);
      else await api.opsCreateArticle(values);
      onSaved(values.title);
    });

  const groups =
    channel === 'information' ? INFORMATION_COLUMNS : channel === 'rent' ? [...RENT_KINDS] : null;

  return (
    <ContentDrawer
      open={editing !== null}
      title={article ? `编辑文章：${article.title}` : '新增文章'}
      form={form}
      saving={saving}
      onClose={onClose}
      width={760}
    >
      {loading ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
      {/* Mounted while loading, so the loaded values land in it. */}
      <div hidden={loading}>
        <MallForm<ArticleForm> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item label="栏目" name="channel" required rules={[zodRule(shape.channel)]}>
            <Select
              aria-label="栏目"
              options={optionsOf(ARTICLE_CHANNEL_LABELS)}
              onChange={(c: ArticleChannelKey) =>
                form.setFieldValue(
                  'groupName',
                  c === 'information' ? INFORMATION_COLUMNS[0] : c === 'rent' ? RENT_KINDS[0] : '',
                )
              }
            />
          </Form.Item>
          {channel === 'about' ? null : (
            <Form.Item
              label={channel === 'rent' ? '租赁类型' : channel === 'help' ? '帮助分组' : '资讯栏目'}
              name="groupName"
              required
              rules={[zodRule(shape.groupName)]}
            >
              {groups ? (
                <Select aria-label="分组" options={groups.map((g) => ({ value: g, label: g }))} />
              ) : (
                <Input maxLength={32} placeholder="如：新手指南" />
              )}
            </Form.Item>
          )}
          <Form.Item label="标题" name="title" required rules={[zodRule(shape.title)]}>
            <Input maxLength={200} showCount />
          </Form.Item>
          <Form.Item label="摘要" name="summary" rules={[zodRule(shape.summary)]}>
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <ImageItem name="coverUrl" label="封面图片" schema={shape.coverUrl} />
          <Form.Item
            label="正文"
            name="content"
            required
            rules={[zodRule(shape.content)]}
            extra="保存时按白名单清洗：脚本、事件属性和 javascript: 链接会被去掉"
          >
            <ArticleEditor aria-label="正文" />
          </Form.Item>
          {channel === 'rent' ? (
            <>
              <Form.Item label="所在地" name="location" rules={[zodRule(shape.location)]}>
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item label="价格" name="price" rules={[zodRule(shape.price)]}>
                <Input maxLength={64} placeholder="如：面议、800 元/天" />
              </Form.Item>
              <Form.Item label="设备" name="equipment" rules={[zodRule(shape.equipment)]}>
                <Input maxLength={64} />
              </Form.Item>
            </>
          ) : null}
          <Form.Item label="来源" name="source" rules={[zodRule(shape.source)]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item label="作者" name="author" rules={[zodRule(shape.author)]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            label="发布时间"
            name="publishAt"
            rules={[zodRule(shape.publishAt)]}
            extra="北京时间；不填为保存时刻"
          >
            <MomentField placeholder="保存时刻" />
          </Form.Item>
          <SortItem schema={shape.sort} />
          <Form.Item label="置顶" name="isTop" valuePropName="checked">
            <Switch checkedChildren="置顶" unCheckedChildren="否" />
          </Form.Item>
          <StatusItem label="发布状态" />
        </MallForm>
      </div>
    </ContentDrawer>
  );
}

'use client';

import { App, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OpsBrand } from '@/api/modules/ops-catalog';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { ImageField } from '@/components/supplier-centre/image-field';
import { zodRule } from '@/lib/form-rule';
import { resizedUrl } from '@/lib/image-params';
import {
  BRAND_DESCRIPTION_MAX,
  BRAND_LATIN_MAX,
  BRAND_NAME_MAX,
  BRAND_WEBMAP_MAX,
  brandFormSchema,
  CATEGORY_SORT_MAX,
  type BrandForm,
} from '@/lib/ops-catalog';
import { OPS_SEARCH_MAX } from '@/lib/ops-users';
import consoleStyles from '../console.module.css';
import { PagedTable } from '../paged-table';
import { usePagedList } from '../use-paged-list';
import styles from './catalogue.module.css';

const PAGE_SIZE = 20;
const INITIALS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
const shape = brandFormSchema.shape;

type Filter = { keyword?: string; initial?: string };

/** 品牌管理: brands by initial, with logo, 首字母 and a web name no other brand has. */
export function Brands() {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Filter>({});
  const list = usePagedList<OpsBrand, Filter>(api.opsBrands, PAGE_SIZE);
  const [editing, setEditing] = useState<OpsBrand | 'new' | null>(null);

  const columns: TableColumnsType<OpsBrand> = [
    {
      title: 'Logo',
      dataIndex: 'logo',
      width: 80,
      render: (logo: string, row) =>
        logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
          <img src={resizedUrl(logo, 120)} alt={`${row.name} Logo`} className={styles.logo} />
        ) : (
          '—'
        ),
    },
    {
      title: '品牌',
      key: 'name',
      render: (_, row) => (
        <span>
          {row.name} {row.visible ? null : <Tag>已隐藏</Tag>}
          {row.isRecommend ? <Tag color="gold">推荐</Tag> : null}
          <br />
          <span className={consoleStyles.muted}>{row.brandName || '—'}</span>
        </span>
      ),
    },
    { title: '首字母', dataIndex: 'initial', width: 80 },
    { title: '网址标识', dataIndex: 'webmap', render: (w: string) => `/brand/${w}` },
    { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
    { title: '商品数', dataIndex: 'productCount', width: 80, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setEditing(row)}
          aria-label={`编辑品牌「${row.name}」`}
        >
          编辑
        </Button>
      ),
    },
  ];

  const search = list.search;

  return (
    <div className={consoleStyles.card}>
      <form
        className={consoleStyles.toolbar}
        role="search"
        aria-label="查找品牌"
        onSubmit={(e) => {
          e.preventDefault();
          search({ keyword: draft.keyword?.trim() || undefined, initial: draft.initial });
        }}
      >
        <label className={consoleStyles.field}>
          <span>品牌</span>
          <Input
            allowClear
            maxLength={OPS_SEARCH_MAX}
            placeholder="名称、英文名或网址标识"
            value={draft.keyword ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))}
          />
        </label>
        <label className={consoleStyles.field}>
          <span>首字母</span>
          <Select<string>
            allowClear
            aria-label="首字母"
            placeholder="全部"
            value={draft.initial}
            onChange={(initial) => setDraft((d) => ({ ...d, initial }))}
            options={INITIALS.map((l) => ({ value: l, label: l }))}
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
        <Button type="primary" onClick={() => setEditing('new')}>
          新增品牌
        </Button>
      </form>
      <PagedTable<OpsBrand>
        list={list}
        pageSize={PAGE_SIZE}
        rowKey="id"
        columns={columns}
        failedTitle="品牌加载失败"
        emptyText="没有符合条件的品牌"
        totalText={(total) => `共 ${total} 个品牌`}
      />
      <BrandDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(name) => {
          setEditing(null);
          void message.success(`已保存品牌「${name}」`);
          list.reload();
        }}
      />
    </div>
  );
}

function BrandDrawer({
  editing,
  onClose,
  onSaved,
}: {
  editing: OpsBrand | 'new' | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const [form] = Form.useForm<BrandForm>();
  const [saving, save] = useSaving();
  const row = editing && editing !== 'new' ? editing : null;

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue(
      row
        ? { ...row, description: row.description ?? undefined }
        : {
            name: '',
            brandName: '',
            webmap: '',
            logo: '',
            sort: 0,
            visible: true,
            isRecommend: false,
          },
    );
  }, [editing, row, form]);

  const submit = (values: BrandForm) =>
    save(async () => {
      const input = brandFormSchema.parse(values);
      if (row) await api.opsUpdateBrand(row.id, input);
      else await api.opsCreateBrand(input);
      onSaved(input.name);
    });

  return (
    <Drawer
      open={editing !== null}
      title={row ? `编辑品牌：${row.name}` : '新增品牌'}
      size={520}
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
      <MallForm<BrandForm> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="品牌名称" name="name" required rules={[zodRule(shape.name)]}>
          <Input maxLength={BRAND_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item label="英文名" name="brandName" rules={[zodRule(shape.brandName)]}>
          <Input maxLength={BRAND_LATIN_MAX} />
        </Form.Item>
        <Form.Item
          label="品牌网址标识"
          name="webmap"
          required
          rules={[zodRule(shape.webmap)]}
          extra="品牌页地址 /brand/标识，各品牌不能相同"
        >
          <Input maxLength={BRAND_WEBMAP_MAX} />
        </Form.Item>
        <Form.Item label="首字母" name="initial" required rules={[zodRule(shape.initial)]}>
          <Select<string>
            aria-label="首字母"
            placeholder="请选择首字母"
            options={INITIALS.map((l) => ({ value: l, label: l }))}
          />
        </Form.Item>
        <Form.Item
          label="品牌 Logo"
          name="logo"
          required
          rules={[zodRule(shape.logo)]}
          extra="png 或 jpg 图片，上传时按文件内容检查"
        >
          <ImageField label="品牌 Logo" />
        </Form.Item>
        <Form.Item label="品牌介绍" name="description" rules={[zodRule(shape.description)]}>
          <Input.TextArea
            maxLength={BRAND_DESCRIPTION_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item label="排序" name="sort" rules={[zodRule(shape.sort)]} extra="数字小的排在前面">
          <InputNumber min={0} max={CATEGORY_SORT_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="前台显示" name="visible" valuePropName="checked">
          <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
        </Form.Item>
        <Form.Item label="推荐品牌" name="isRecommend" valuePropName="checked">
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </MallForm>
    </Drawer>
  );
}

'use client';

import { App, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api';
import type { BannerForm, OpsBanner } from '@/api/modules/ops-content';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { ImageField } from '@/components/supplier-centre/image-field';
import { zodRule } from '@/lib/form-rule';
import { resizedUrl } from '@/lib/image-params';
import {
  BANNER_POSITION_LABELS,
  bannerInput,
  WINDOW_STATE_LABELS,
  type BannerPosition,
} from '@/lib/ops-content';
import { opsAllows } from '@/lib/ops-roles';
import type { ConsoleSectionProps } from '../console-menu';
import {
  ContentDrawer,
  ContentList,
  optionsOf,
  realmName,
  RowActions,
  useRealms,
  WindowCell,
  type ListQuery,
} from './content-list';
import consoleStyles from '../console.module.css';
import styles from './content.module.css';
import { MomentField } from './moment-field';

const shape = bannerInput.shape;
const positionName = (p: string) => BANNER_POSITION_LABELS[p as BannerPosition] ?? p;

/** 轮播图: banners per realm and page position, each with its image, link, order and window. */
export function BannersSection({ grants }: ConsoleSectionProps) {
  const { message } = App.useApp();
  const realms = useRealms();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<OpsBanner | 'new' | null>(null);
  const load = useCallback((q: ListQuery) => api.opsBanners(q), []);
  const reload = () => setVersion((v) => v + 1);

  const columns: TableColumnsType<OpsBanner> = [
    {
      title: '图片',
      dataIndex: 'imageUrl',
      width: 112,
      render: (url: string, row) => (
        // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
        <img src={resizedUrl(url, 200)} alt={row.title} className={styles.thumb} />
      ),
    },
    {
      title: '标题',
      key: 'title',
      render: (_, row) => (
        <span>
          {row.title}
          <br />
          <span className={consoleStyles.muted}>{row.link ?? '无链接'}</span>
        </span>
      ),
    },
    { title: '专区', dataIndex: 'themeCode', render: (c: string | null) => realmName(realms, c) },
    { title: '位置', dataIndex: 'position', render: positionName },
    { title: '排期', key: 'window', render: (_, row) => <WindowCell {...row} /> },
    { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <RowActions
          name={row.title}
          onEdit={() => setEditing(row)}
          onDelete={() => api.opsDeleteBanner(row.id).then(reload)}
        />
      ),
    },
  ];

  return (
    <>
      <ContentList<OpsBanner>
        noun="轮播图"
        rowKey="id"
        load={load}
        version={version}
        columns={columns}
        onCreate={() => setEditing('new')}
        filters={[
          { key: 'keyword', label: '标题', placeholder: '标题关键词' },
          {
            key: 'themeCode',
            label: '专区',
            options: realms.map((r) => ({ value: r.code, label: r.name })),
          },
          { key: 'position', label: '位置', options: optionsOf(BANNER_POSITION_LABELS) },
          { key: 'state', label: '排期状态', options: optionsOf(WINDOW_STATE_LABELS) },
        ]}
      />
      <BannerDrawer
        editing={editing}
        realms={realms}
        mayPickAll={opsAllows(grants, { role: ['content'] })}
        onClose={() => setEditing(null)}
        onSaved={(title) => {
          setEditing(null);
          void message.success(`已保存轮播图「${title}」`);
          reload();
        }}
      />
    </>
  );
}

function BannerDrawer({
  editing,
  realms,
  mayPickAll,
  onClose,
  onSaved,
}: {
  editing: OpsBanner | 'new' | null;
  realms: { code: string; name: string }[];
  mayPickAll: boolean;
  onClose: () => void;
  onSaved: (title: string) => void;
}) {
  const [form] = Form.useForm<BannerForm>();
  const [saving, save] = useSaving();
  const row = editing && editing !== 'new' ? editing : null;
  const position = Form.useWatch('position', form);

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue(
      (row as BannerForm | null) ?? {
        themeCode: mayPickAll ? null : (realms[0]?.code ?? null),
        position: 'home',
        title: '',
        imageUrl: '',
        link: '',
        sort: 0,
        status: 1,
        startAt: null,
        endAt: null,
      },
    );
  }, [editing, row, form, mayPickAll, realms]);

  const submit = (values: BannerForm) =>
    save(async () => {
      const body = { ...values, themeCode: values.position === 'home' ? values.themeCode : null };
      if (row) await api.opsUpdateBanner(row.id, body);
      else await api.opsCreateBanner(body);
      onSaved(values.title);
    });

  const realmOptions = [
    ...(mayPickAll ? [{ value: '', label: '全部专区' }] : []),
    ...realms.map((r) => ({ value: r.code, label: r.name })),
  ];

  return (
    <ContentDrawer
      open={editing !== null}
      title={row ? `编辑轮播图：${row.title}` : '新增轮播图'}
      form={form}
      saving={saving}
      onClose={onClose}
    >
      <MallForm<BannerForm> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="页面位置" name="position" required rules={[zodRule(shape.position)]}>
          <Select aria-label="页面位置" options={optionsOf(BANNER_POSITION_LABELS)} />
        </Form.Item>
        {position === 'home' ? (
          <Form.Item
            label="所属专区"
            name="themeCode"
            getValueProps={(v: string | null) => ({ value: v ?? '' })}
            normalize={(v: string) => v || null}
            extra="首页轮播按专区投放；其他位置对所有专区生效"
          >
            <Select aria-label="所属专区" options={realmOptions} />
          </Form.Item>
        ) : null}
        <Form.Item label="标题" name="title" required rules={[zodRule(shape.title)]}>
          <Input maxLength={128} showCount />
        </Form.Item>
        <Form.Item
          label="轮播图片"
          name="imageUrl"
          required
          rules={[zodRule(shape.imageUrl)]}
          extra="png 或 jpg 图片，建议 1200×400，上传时按文件内容检查"
        >
          <ImageField label="轮播图片" />
        </Form.Item>
        <Form.Item
          label="链接"
          name="link"
          rules={[zodRule(shape.link)]}
          extra="站内路径如 /product，或 http(s):// 开头的地址"
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item
          label="开始时间"
          name="startAt"
          rules={[zodRule(shape.startAt)]}
          extra="北京时间；不填即立即开始"
        >
          <MomentField placeholder="立即开始" />
        </Form.Item>
        <Form.Item
          label="结束时间"
          name="endAt"
          dependencies={['startAt']}
          rules={[
            zodRule(shape.endAt),
            ({ getFieldValue }) => ({
              validator: async (_, end: string | null) => {
                const start = getFieldValue('startAt') as string | null;
                if (start && end && end <= start) throw new Error('须晚于开始时间');
              },
            }),
          ]}
          extra="北京时间；不填即长期展示"
        >
          <MomentField placeholder="长期展示" />
        </Form.Item>
        <Form.Item label="排序" name="sort" rules={[zodRule(shape.sort)]} extra="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label="上线"
          name="status"
          valuePropName="checked"
          getValueProps={(v: number) => ({ checked: v === 1 })}
          normalize={(checked: boolean) => (checked ? 1 : 0)}
        >
          <Switch checkedChildren="上线" unCheckedChildren="下线" />
        </Form.Item>
      </MallForm>
    </ContentDrawer>
  );
}

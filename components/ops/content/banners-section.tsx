'use client';

import { Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { api } from '@/api';
import type { BannerForm, OpsBanner } from '@/api/modules/ops-content';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { zodRule } from '@/lib/form-rule';
import {
  BANNER_POSITION_LABELS,
  bannerInput,
  WINDOW_STATE_LABELS,
  type BannerPosition,
} from '@/lib/ops-content';
import { opsAllows } from '@/lib/ops-roles';
import type { ConsoleSectionProps } from '../console-menu';
import {
  actionsColumn,
  ContentDrawer,
  ContentList,
  imageColumn,
  optionsOf,
  realmFilter,
  realmName,
  useContentEditing,
  useRealms,
  WindowCell,
  type ListQuery,
} from './content-list';
import consoleStyles from '../console.module.css';
import { ImageItem, RealmField, SortItem, StatusItem, useRealmFormValues } from './form-items';
import { MomentField } from './moment-field';

const shape = bannerInput.shape;
const positionName = (p: string) => BANNER_POSITION_LABELS[p as BannerPosition] ?? p;

const NEW_BANNER: Omit<BannerForm, 'themeCode'> = {
  position: 'home',
  title: '',
  imageUrl: '',
  link: '',
  sort: 0,
  status: 1,
  startAt: null,
  endAt: null,
};

/** 轮播图: banners per realm and page position, each with its image, link, order and window. */
export function BannersSection({ grants }: ConsoleSectionProps) {
  const realms = useRealms();
  const { version, editing, setEditing, reload, saved } = useContentEditing<OpsBanner>('轮播图');
  const load = useCallback((q: ListQuery) => api.opsBanners(q), []);

  const columns: TableColumnsType<OpsBanner> = [
    imageColumn(),
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
    actionsColumn<OpsBanner>({
      name: (row) => row.title,
      edit: setEditing,
      remove: (row) => api.opsDeleteBanner(row.id).then(reload),
    }),
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
          realmFilter(realms),
          { key: 'position', label: '位置', options: optionsOf(BANNER_POSITION_LABELS) },
          { key: 'state', label: '排期状态', options: optionsOf(WINDOW_STATE_LABELS) },
        ]}
      />
      <BannerDrawer
        editing={editing}
        realms={realms}
        mayPickAll={opsAllows(grants, { role: ['content'] })}
        onClose={() => setEditing(null)}
        onSaved={saved}
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

  useRealmFormValues(form, editing, NEW_BANNER, realms, mayPickAll);

  const submit = (values: BannerForm) =>
    save(async () => {
      const body = { ...values, themeCode: values.position === 'home' ? values.themeCode : null };
      if (row) await api.opsUpdateBanner(row.id, body);
      else await api.opsCreateBanner(body);
      onSaved(values.title);
    });

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
          <RealmField
            realms={realms}
            mayPickAll={mayPickAll}
            extra="首页轮播按专区投放；其他位置对所有专区生效"
          />
        ) : null}
        <Form.Item label="标题" name="title" required rules={[zodRule(shape.title)]}>
          <Input maxLength={128} showCount />
        </Form.Item>
        <ImageItem
          name="imageUrl"
          label="轮播图片"
          schema={shape.imageUrl}
          required
          extra="png 或 jpg 图片，建议 1200×400，上传时按文件内容检查"
        />
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
        <SortItem schema={shape.sort} extra="数字小的排在前面" />
        <StatusItem />
      </MallForm>
    </ContentDrawer>
  );
}

'use client';

import { Form, Input, Select, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect } from 'react';
import { api } from '@/api';
import type {
  AdForm,
  HomeClueForm,
  OpsAd,
  OpsHomeClue,
  OpsSeo,
  SeoForm,
} from '@/api/modules/ops-content';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { zodRule } from '@/lib/form-rule';
import { AD_POSITION_LABELS, adInput, homeClueInput, seoInput } from '@/lib/ops-content';
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
  type ListQuery,
} from './content-list';
import { ImageItem, RealmField, SortItem, StatusItem, useRealmFormValues } from './form-items';

const NEW_SEO: Omit<SeoForm, 'themeCode'> = { url: '', title: '', description: '', keywords: '' };

const NEW_AD: Omit<AdForm, 'themeCode'> = {
  position: 'home-right',
  title: '',
  imageUrl: '',
  link: '',
  sort: 0,
  status: 1,
};

/**
 * 页面文案: the SEO table and the ads (per realm, 专区运营 too) and the home lead texts
 * (mall-wide, 内容运营), one tab each.
 */
export function SiteTextsSection({ grants }: ConsoleSectionProps) {
  const shared = opsAllows(grants, { role: ['content'] });
  const items = [
    { key: 'seo', label: 'SEO 设置', children: <SeoTab mayPickAll={shared} /> },
    ...(shared ? [{ key: 'clues', label: '首页引导文案', children: <CluesTab /> }] : []),
    { key: 'ads', label: '广告位', children: <AdsTab mayPickAll={shared} /> },
  ];
  return <Tabs items={items} destroyOnHidden />;
}

function SeoTab({ mayPickAll }: { mayPickAll: boolean }) {
  const realms = useRealms();
  const { version, editing, setEditing, reload, saved } = useContentEditing<OpsSeo>();
  const load = useCallback((q: ListQuery) => api.opsSeo(q), []);
  const [form] = Form.useForm<SeoForm>();
  const [saving, save] = useSaving();
  const row = editing && editing !== 'new' ? editing : null;
  const shape = seoInput.shape;
  // A path can have a row per realm, so a row is named by both.
  const nameOf = (r: OpsSeo) => `${r.url}（${realmName(realms, r.themeCode)}）`;

  useRealmFormValues(form, editing, NEW_SEO, realms, mayPickAll);

  const columns: TableColumnsType<OpsSeo> = [
    { title: '页面路径', dataIndex: 'url', width: 180 },
    {
      title: '所属专区',
      dataIndex: 'themeCode',
      width: 120,
      render: (c: string | null) => realmName(realms, c),
    },
    { title: '页面标题', dataIndex: 'title' },
    { title: '关键词', dataIndex: 'keywords' },
    actionsColumn<OpsSeo>({
      name: nameOf,
      edit: setEditing,
      remove: (r) => api.opsDeleteSeo(r.id).then(reload),
    }),
  ];

  return (
    <>
      <ContentList<OpsSeo>
        noun="SEO 设置"
        rowKey="id"
        load={load}
        version={version}
        columns={columns}
        onCreate={() => setEditing('new')}
        filters={[
          { key: 'keyword', label: '页面', placeholder: '路径或标题' },
          realmFilter(realms),
        ]}
      />
      <ContentDrawer
        open={editing !== null}
        title={row ? `编辑 SEO：${nameOf(row)}` : '新增 SEO 设置'}
        form={form}
        saving={saving}
        onClose={() => setEditing(null)}
      >
        <MallForm<SeoForm>
          form={form}
          layout="vertical"
          onFinish={(v) =>
            void save(async () => {
              if (row) await api.opsUpdateSeo(row.id, v);
              else await api.opsCreateSeo(v);
              saved(v.url);
            })
          }
        >
          <RealmField
            realms={realms}
            mayPickAll={mayPickAll}
            extra="全部专区的设置各专区通用；某专区自己的设置在该专区优先"
          />
          <Form.Item
            label="页面路径"
            name="url"
            required
            rules={[zodRule(shape.url)]}
            extra="如 / 或 /product；不含 ? 之后的参数。标题会套用各专区的标题模板"
          >
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item label="页面标题" name="title" required rules={[zodRule(shape.title)]}>
            <Input maxLength={128} showCount />
          </Form.Item>
          <Form.Item
            label="页面描述"
            name="description"
            required
            rules={[zodRule(shape.description)]}
          >
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
          <Form.Item
            label="关键词"
            name="keywords"
            required
            rules={[zodRule(shape.keywords)]}
            extra="以逗号分隔"
          >
            <Input maxLength={255} showCount />
          </Form.Item>
        </MallForm>
      </ContentDrawer>
    </>
  );
}

function CluesTab() {
  const { version, editing, setEditing, reload, saved } = useContentEditing<OpsHomeClue>();
  const load = useCallback((q: ListQuery) => api.opsHomeClues(q), []);
  const [form] = Form.useForm<HomeClueForm>();
  const [saving, save] = useSaving();
  const row = editing && editing !== 'new' ? editing : null;
  const shape = homeClueInput.shape;

  useEffect(() => {
    if (editing) form.setFieldsValue(row ?? { url: '', mainTitle: '', subTitle: '' });
  }, [editing, row, form]);

  const columns: TableColumnsType<OpsHomeClue> = [
    { title: '页面路径', dataIndex: 'url', width: 200 },
    { title: '主标题', dataIndex: 'mainTitle' },
    { title: '副标题', dataIndex: 'subTitle' },
    actionsColumn<OpsHomeClue>({
      name: (r) => r.mainTitle,
      edit: setEditing,
      remove: (r) => api.opsDeleteHomeClue(r.id).then(reload),
    }),
  ];

  return (
    <>
      <ContentList<OpsHomeClue>
        noun="引导文案"
        rowKey="id"
        load={load}
        version={version}
        columns={columns}
        onCreate={() => setEditing('new')}
        filters={[{ key: 'keyword', label: '页面', placeholder: '路径或主标题' }]}
      />
      <ContentDrawer
        open={editing !== null}
        title={row ? `编辑引导文案：${row.url}` : '新增引导文案'}
        form={form}
        saving={saving}
        onClose={() => setEditing(null)}
      >
        <MallForm<HomeClueForm>
          form={form}
          layout="vertical"
          onFinish={(v) =>
            void save(async () => {
              if (row) await api.opsUpdateHomeClue(row.id, v);
              else await api.opsCreateHomeClue(v);
              saved(v.mainTitle);
            })
          }
        >
          <Form.Item
            label="页面路径"
            name="url"
            required
            rules={[zodRule(shape.url)]}
            extra="/ 为首页及其他页面的默认文案；详情页用 XXX 代替编号，如 /product/item/XXX"
          >
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item label="主标题" name="mainTitle" required rules={[zodRule(shape.mainTitle)]}>
            <Input maxLength={128} showCount />
          </Form.Item>
          <Form.Item label="副标题" name="subTitle" required rules={[zodRule(shape.subTitle)]}>
            <Input maxLength={255} showCount />
          </Form.Item>
        </MallForm>
      </ContentDrawer>
    </>
  );
}

function AdsTab({ mayPickAll }: { mayPickAll: boolean }) {
  const realms = useRealms();
  const { version, editing, setEditing, reload, saved } = useContentEditing<OpsAd>();
  const load = useCallback((q: ListQuery) => api.opsAds(q), []);
  const [form] = Form.useForm<AdForm>();
  const [saving, save] = useSaving();
  const row = editing && editing !== 'new' ? editing : null;
  const shape = adInput.shape;

  useRealmFormValues(form, editing, NEW_AD, realms, mayPickAll);

  const columns: TableColumnsType<OpsAd> = [
    imageColumn(),
    { title: '标题', dataIndex: 'title' },
    { title: '专区', dataIndex: 'themeCode', render: (c: string | null) => realmName(realms, c) },
    {
      title: '广告位',
      dataIndex: 'position',
      render: (p: string) => AD_POSITION_LABELS[p as keyof typeof AD_POSITION_LABELS] ?? p,
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (s: number) => (s ? <Tag color="green">上线</Tag> : <Tag>下线</Tag>),
    },
    { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
    actionsColumn<OpsAd>({
      name: (r) => r.title,
      edit: setEditing,
      remove: (r) => api.opsDeleteAd(r.id).then(reload),
    }),
  ];

  return (
    <>
      <ContentList<OpsAd>
        noun="广告"
        rowKey="id"
        load={load}
        version={version}
        columns={columns}
        onCreate={() => setEditing('new')}
        filters={[
          { key: 'keyword', label: '标题', placeholder: '标题关键词' },
          realmFilter(realms),
          { key: 'position', label: '广告位', options: optionsOf(AD_POSITION_LABELS) },
        ]}
      />
      <ContentDrawer
        open={editing !== null}
        title={row ? `编辑广告：${row.title}` : '新增广告'}
        form={form}
        saving={saving}
        onClose={() => setEditing(null)}
      >
        <MallForm<AdForm>
          form={form}
          layout="vertical"
          onFinish={(v) =>
            void save(async () => {
              if (row) await api.opsUpdateAd(row.id, v);
              else await api.opsCreateAd(v);
              saved(v.title);
            })
          }
        >
          <RealmField realms={realms} mayPickAll={mayPickAll} />
          <Form.Item label="广告位" name="position" required rules={[zodRule(shape.position)]}>
            <Select aria-label="广告位" options={optionsOf(AD_POSITION_LABELS)} />
          </Form.Item>
          <Form.Item label="标题" name="title" required rules={[zodRule(shape.title)]}>
            <Input maxLength={128} showCount />
          </Form.Item>
          <ImageItem
            name="imageUrl"
            label="广告图片"
            schema={shape.imageUrl}
            required
            extra="png 或 jpg 图片，上传时按文件内容检查"
          />
          <Form.Item label="链接" name="link" rules={[zodRule(shape.link)]}>
            <Input maxLength={500} placeholder="/product 或 https://…" />
          </Form.Item>
          <SortItem schema={shape.sort} />
          <StatusItem />
        </MallForm>
      </ContentDrawer>
    </>
  );
}

'use client';

import { Form, Input, InputNumber, Radio, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { api } from '@/api';
import type { OpsPopup, PopupForm } from '@/api/modules/ops-content';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { zodRule } from '@/lib/form-rule';
import {
  DISPLAY_METHOD_LABELS,
  POPUP_AUDIENCE_LABELS,
  POPUP_SCENE_LABELS,
  popupInput,
  WINDOW_STATE_LABELS,
} from '@/lib/ops-content';
import { opsAllows } from '@/lib/ops-roles';
import type { ConsoleSectionProps } from '../console-menu';
import {
  actionsColumn,
  ContentDrawer,
  ContentList,
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

const shape = popupInput.shape;
const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;

const NEW_POPUP: Omit<PopupForm, 'themeCode'> = {
  scene: 'home',
  title: '',
  audience: 'all',
  displayMethod: 1,
  displayDuration: null,
  pcImgUrl: null,
  pcTitle: '',
  pcContent: '',
  pcButtonName: '',
  buttonUrl: '',
  sort: 0,
  status: 1,
  startAt: null,
  endAt: null,
};

/** 弹窗: popup notices per scene, audience and realm, with their read rule and time window. */
export function PopupsSection({ grants }: ConsoleSectionProps) {
  const realms = useRealms();
  const { version, editing, setEditing, reload, saved } = useContentEditing<OpsPopup>('弹窗');
  const load = useCallback((q: ListQuery) => api.opsPopups(q), []);

  const columns: TableColumnsType<OpsPopup> = [
    {
      title: '名称',
      key: 'title',
      render: (_, row) => (
        <span>
          {row.title}
          <br />
          <span className={consoleStyles.muted}>
            {row.pcTitle ?? (row.pcImgUrl ? '图片弹窗' : '')}
          </span>
        </span>
      ),
    },
    { title: '专区', dataIndex: 'themeCode', render: (c: string | null) => realmName(realms, c) },
    { title: '场景', dataIndex: 'scene', render: (s: string) => label(POPUP_SCENE_LABELS, s) },
    {
      title: '展示对象',
      dataIndex: 'audience',
      render: (a: string) => label(POPUP_AUDIENCE_LABELS, a),
    },
    {
      title: '已读方式',
      dataIndex: 'displayMethod',
      render: (m: number) => label(DISPLAY_METHOD_LABELS, String(m)),
    },
    { title: '排期', key: 'window', render: (_, row) => <WindowCell {...row} /> },
    actionsColumn<OpsPopup>({
      name: (row) => row.title,
      edit: setEditing,
      remove: (row) => api.opsDeletePopup(row.id).then(reload),
    }),
  ];

  return (
    <>
      <ContentList<OpsPopup>
        noun="弹窗"
        rowKey="id"
        load={load}
        version={version}
        columns={columns}
        onCreate={() => setEditing('new')}
        filters={[
          { key: 'keyword', label: '名称', placeholder: '名称关键词' },
          realmFilter(realms),
          { key: 'scene', label: '场景', options: optionsOf(POPUP_SCENE_LABELS) },
          { key: 'audience', label: '展示对象', options: optionsOf(POPUP_AUDIENCE_LABELS) },
          { key: 'state', label: '排期状态', options: optionsOf(WINDOW_STATE_LABELS) },
        ]}
      />
      <PopupDrawer
        editing={editing}
        realms={realms}
        mayPickAll={opsAllows(grants, { role: ['content'] })}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </>
  );
}

function PopupDrawer({
  editing,
  realms,
  mayPickAll,
  onClose,
  onSaved,
}: {
  editing: OpsPopup | 'new' | null;
  realms: { code: string; name: string }[];
  mayPickAll: boolean;
  onClose: () => void;
  onSaved: (title: string) => void;
}) {
  const [form] = Form.useForm<PopupForm>();
  const [saving, save] = useSaving();
  const row = editing && editing !== 'new' ? editing : null;

  useRealmFormValues(form, editing, NEW_POPUP, realms, mayPickAll);

  const submit = (values: PopupForm) =>
    save(async () => {
      if (row) await api.opsUpdatePopup(row.id, values);
      else await api.opsCreatePopup(values);
      onSaved(values.title);
    });

  return (
    <ContentDrawer
      open={editing !== null}
      title={row ? `编辑弹窗：${row.title}` : '新增弹窗'}
      form={form}
      saving={saving}
      onClose={onClose}
    >
      <MallForm<PopupForm> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="名称" name="title" required rules={[zodRule(shape.title)]}>
          <Input maxLength={128} showCount />
        </Form.Item>
        <RealmField realms={realms} mayPickAll={mayPickAll} />
        <Form.Item label="弹出场景" name="scene" required rules={[zodRule(shape.scene)]}>
          <Select aria-label="弹出场景" options={optionsOf(POPUP_SCENE_LABELS)} />
        </Form.Item>
        <Form.Item label="展示对象" name="audience" required rules={[zodRule(shape.audience)]}>
          <Select aria-label="展示对象" options={optionsOf(POPUP_AUDIENCE_LABELS)} />
        </Form.Item>
        <Form.Item
          label="已读方式"
          name="displayMethod"
          required
          rules={[zodRule(shape.displayMethod)]}
        >
          <Radio.Group
            options={Object.entries(DISPLAY_METHOD_LABELS).map(([value, text]) => ({
              value: Number(value),
              label: text,
            }))}
          />
        </Form.Item>
        <Form.Item
          label="展示时长（秒）"
          name="displayDuration"
          rules={[zodRule(shape.displayDuration)]}
          extra="倒计时结束自动关闭；不填为 10 秒"
        >
          <InputNumber min={1} max={120} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <ImageItem
          name="pcImgUrl"
          label="弹窗图片"
          schema={shape.pcImgUrl}
          extra="有图片时只显示图片，点击打开按钮链接"
        />
        <Form.Item label="弹窗标题" name="pcTitle" rules={[zodRule(shape.pcTitle)]}>
          <Input maxLength={64} showCount />
        </Form.Item>
        <Form.Item label="弹窗正文" name="pcContent" rules={[zodRule(shape.pcContent)]}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Form.Item label="按钮文字" name="pcButtonName" rules={[zodRule(shape.pcButtonName)]}>
          <Input maxLength={16} placeholder="我知道了" />
        </Form.Item>
        <Form.Item label="按钮链接" name="buttonUrl" rules={[zodRule(shape.buttonUrl)]}>
          <Input maxLength={500} placeholder="/product 或 https://…" />
        </Form.Item>
        <Form.Item
          label="开始时间"
          name="startAt"
          rules={[zodRule(shape.startAt)]}
          extra="北京时间"
        >
          <MomentField placeholder="立即开始" />
        </Form.Item>
        <Form.Item label="结束时间" name="endAt" rules={[zodRule(shape.endAt)]} extra="北京时间">
          <MomentField placeholder="长期有效" />
        </Form.Item>
        <SortItem schema={shape.sort} />
        <StatusItem />
      </MallForm>
    </ContentDrawer>
  );
}

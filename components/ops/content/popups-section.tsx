'use client';

import { App, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api';
import type { OpsPopup, PopupForm } from '@/api/modules/ops-content';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { ImageField } from '@/components/supplier-centre/image-field';
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
import { MomentField } from './moment-field';

const shape = popupInput.shape;
const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;

/** 弹窗: popup notices per scene, audience and realm, with their read rule and time window. */
export function PopupsSection({ grants }: ConsoleSectionProps) {
  const { message } = App.useApp();
  const realms = useRealms();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<OpsPopup | 'new' | null>(null);
  const load = useCallback((q: ListQuery) => api.opsPopups(q), []);
  const reload = () => setVersion((v) => v + 1);

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
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <RowActions
          name={row.title}
          onEdit={() => setEditing(row)}
          onDelete={() => api.opsDeletePopup(row.id).then(reload)}
        />
      ),
    },
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
          {
            key: 'themeCode',
            label: '专区',
            options: realms.map((r) => ({ value: r.code, label: r.name })),
          },
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
        onSaved={(title) => {
          setEditing(null);
          void message.success(`已保存弹窗「${title}」`);
          reload();
        }}
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

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue(
      (row as PopupForm | null) ?? {
        themeCode: mayPickAll ? null : (realms[0]?.code ?? null),
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
      },
    );
  }, [editing, row, form, mayPickAll, realms]);

  const submit = (values: PopupForm) =>
    save(async () => {
      if (row) await api.opsUpdatePopup(row.id, values);
      else await api.opsCreatePopup(values);
      onSaved(values.title);
    });

  const realmOptions = [
    ...(mayPickAll ? [{ value: '', label: '全部专区' }] : []),
    ...realms.map((r) => ({ value: r.code, label: r.name })),
  ];

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
        <Form.Item
          label="所属专区"
          name="themeCode"
          getValueProps={(v: string | null) => ({ value: v ?? '' })}
          normalize={(v: string) => v || null}
        >
          <Select aria-label="所属专区" options={realmOptions} />
        </Form.Item>
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
        <Form.Item
          label="弹窗图片"
          name="pcImgUrl"
          rules={[zodRule(shape.pcImgUrl)]}
          extra="有图片时只显示图片，点击打开按钮链接"
        >
          <ImageField label="弹窗图片" clearable />
        </Form.Item>
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
        <Form.Item label="排序" name="sort" rules={[zodRule(shape.sort)]}>
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

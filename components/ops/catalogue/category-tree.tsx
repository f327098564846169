'use client';

import {
  App,
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api } from '@/api';
import type { OpsCategory } from '@/api/modules/ops-catalog';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { zodRule } from '@/lib/form-rule';
import {
  CATEGORY_NAME_MAX,
  CATEGORY_SORT_MAX,
  categoryFormSchema,
  checkCategoryMove,
  LEVEL_NAME,
  moveTargetRule,
  nestCategories,
  type CategoryForm,
  type CategoryNest,
} from '@/lib/ops-catalog';
import consoleStyles from '../console.module.css';
import styles from './catalogue.module.css';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; rows: OpsCategory[] };
/** The drawer: a new category under `parent` (null: level 1), or an edit of `row`. */
type Editing = { kind: 'create'; parent: OpsCategory | null } | { kind: 'edit'; row: OpsCategory };

const shape = categoryFormSchema.shape;

/** 类目管理: the whole tree with hidden categories, add, rename, move, hide and green flag. */
export function CategoryTree() {
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState<OpsCategory | null>(null);

  useEffect(() => {
    let active = true;
    api.opsCategories().then(
      (rows) => active && setLoaded({ kind: 'ready', rows }),
      () => active && setLoaded({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [version]);

  const rows = useMemo(() => (loaded.kind === 'ready' ? loaded.rows : []), [loaded]);
  const tree = useMemo(() => nestCategories(rows, keyword.trim()), [rows, keyword]);
  const reload = (text: string) => {
    void message.success(text);
    setVersion((v) => v + 1);
  };

  const toggle = async (row: OpsCategory) => {
    await api.opsUpdateCategory(row.id, {
      name: row.name,
      sort: row.sort,
      isGreen: row.isGreen,
      visible: !row.visible,
    });
    reload(row.visible ? `已隐藏「${row.name}」` : `已显示「${row.name}」`);
  };

  const columns: TableColumnsType<CategoryNest<OpsCategory>> = [
    {
      title: '类目名称',
      dataIndex: 'name',
      render: (name: string, row) => (
        <span>
          {name} {row.visible ? null : <Tag>已隐藏</Tag>}
          {row.isGreen ? <Tag color="green">绿色建材</Tag> : null}
        </span>
      ),
    },
    { title: '级别', dataIndex: 'level', width: 100, render: (l: number) => LEVEL_NAME[l] },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    { title: '商品数', dataIndex: 'productCount', width: 90, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', row })}>
            编辑
          </Button>
          {row.level < 3 ? (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ kind: 'create', parent: row })}
            >
              添加子类目
            </Button>
          ) : null}
          {row.level > 1 ? (
            <Button type="link" size="small" onClick={() => setMoving(row)}>
              移动
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            aria-label={`${row.visible ? '隐藏' : '显示'}「${row.name}」`}
            onClick={() => void toggle(row).catch(() => undefined)}
          >
            {row.visible ? '隐藏' : '显示'}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className={consoleStyles.card}>
      <div className={consoleStyles.toolbar} role="search" aria-label="查找类目">
        <label className={consoleStyles.field}>
          <span>类目名称</span>
          <Input.Search
            allowClear
            maxLength={CATEGORY_NAME_MAX}
            placeholder="输入名称筛选"
            onSearch={(value) => setKeyword(value)}
          />
        </label>
        <span className={consoleStyles.grow} />
        <Button type="primary" onClick={() => setEditing({ kind: 'create', parent: null })}>
          新增一级类目
        </Button>
      </div>
      {loaded.kind === 'failed' ? (
        <Result
          status="error"
          title="类目加载失败"
          extra={<Button onClick={() => setVersion((v) => v + 1)}>重新加载</Button>}
        />
      ) : (
        <Table<CategoryNest<OpsCategory>>
          rowKey="id"
          size="middle"
          loading={loaded.kind === 'loading'}
          columns={columns}
          dataSource={tree}
          expandable={keyword.trim() ? { defaultExpandAllRows: true } : undefined}
          // Mounted anew per search, and once the rows arrive: defaultExpandAllRows opens only the
          // rows there at mount, so a search typed while loading showed its matches shut.
          key={`${keyword.trim()}@${loaded.kind}`}
          locale={{ emptyText: keyword.trim() ? '没有名称含此文字的类目' : '还没有类目' }}
          pagination={{
            pageSize: 20,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 个一级类目`,
          }}
        />
      )}
      <CategoryDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          reload(text);
        }}
      />
      {moving ? (
        <MoveDialog
          key={moving.id}
          rows={rows}
          moving={moving}
          onClose={() => setMoving(null)}
          onMoved={(text) => {
            setMoving(null);
            reload(text);
          }}
        />
      ) : null}
    </div>
  );
}

function CategoryDrawer({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const [form] = Form.useForm<CategoryForm>();
  const [saving, save] = useSaving();
  const row = editing?.kind === 'edit' ? editing.row : null;
  const parent = editing?.kind === 'create' ? editing.parent : null;
  const title = row
    ? `编辑类目：${row.name}`
    : parent
      ? `在「${parent.name}」下新增${LEVEL_NAME[parent.level + 1]}`
      : '新增一级类目';

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue(
      row
        ? { name: row.name, sort: row.sort, visible: row.visible, isGreen: row.isGreen }
        : { name: '', sort: 0, visible: true, isGreen: false },
    );
  }, [editing, row, form]);

  const submit = (values: CategoryForm) =>
    save(async () => {
      const input = categoryFormSchema.parse(values);
      if (row) {
        await api.opsUpdateCategory(row.id, input);
        onSaved(`已保存「${input.name}」`);
      } else {
        await api.opsCreateCategory({ ...input, pid: parent?.id ?? 0 });
        onSaved(`已新增「${input.name}」`);
      }
    });

  return (
    <Drawer
      open={editing !== null}
      title={title}
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
      <MallForm<CategoryForm> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="类目名称" name="name" required rules={[zodRule(shape.name)]}>
          <Input maxLength={CATEGORY_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item label="排序" name="sort" rules={[zodRule(shape.sort)]} extra="数字小的排在前面">
          <InputNumber min={0} max={CATEGORY_SORT_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label="前台显示"
          name="visible"
          valuePropName="checked"
          extra="隐藏后，该类目及其下级类目不在商城前台出现"
        >
          <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
        </Form.Item>
        <Form.Item label="绿色建材" name="isGreen" valuePropName="checked">
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </MallForm>
    </Drawer>
  );
}

function MoveDialog({
  rows,
  moving,
  onClose,
  onMoved,
}: {
  rows: readonly OpsCategory[];
  moving: OpsCategory;
  onClose: () => void;
  onMoved: (text: string) => void;
}) {
  const [pid, setPid] = useState<number | null>(null);
  const [sort, setSort] = useState<number | null>(moving.sort);
  const [saving, save] = useSaving();
  const targets = rows.filter(
    (r) => r.id !== moving.pid && checkCategoryMove(rows, moving.id, r.id) === null,
  );
  const nameOf = (id: number) => rows.find((r) => r.id === id)?.name ?? '';

  return (
    <Modal
      open
      title={`移动类目：${moving.name}`}
      okText="移动"
      cancelText="取消"
      okButtonProps={{ loading: saving, disabled: pid === null }}
      onCancel={onClose}
      onOk={() =>
        void save(async () => {
          if (pid === null) return;
          await api.opsMoveCategory(moving.id, { pid, sort: sort ?? undefined });
          onMoved(`已把「${moving.name}」移到「${nameOf(pid)}」下`);
        })
      }
    >
      <div className={styles.stack}>
        <p className={consoleStyles.muted}>
          当前上级：{nameOf(moving.pid) || '无'}。{moveTargetRule(moving.level)}
          ，其商品随之归入新的上级类目。
        </p>
        <label className={consoleStyles.field}>
          <span>新的上级类目</span>
          <Select<number>
            showSearch
            optionFilterProp="label"
            placeholder="请选择新的上级类目"
            value={pid ?? undefined}
            onChange={setPid}
            options={targets.map((t) => ({
              value: t.id,
              label: `${nameOf(t.pid) ? `${nameOf(t.pid)} / ` : ''}${t.name}`,
            }))}
            notFoundContent="没有可移入的类目"
          />
        </label>
        <label className={consoleStyles.field}>
          <span>排序</span>
          <InputNumber
            min={0}
            max={CATEGORY_SORT_MAX}
            precision={0}
            value={sort}
            onChange={(v) => setSort(v)}
          />
        </label>
      </div>
    </Modal>
  );
}

'use client';

import { Alert, App, Button, Form, Input, Result, Select, Skeleton, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api, isApiError } from '@/api';
import type { ApprovalRulesInput, ApprovalRulesView, MemberLimit } from '@/api/modules/order';
import { fenToYuanInput, yuanInputToFen } from '@/lib/budget-input';
import { formatFen } from '@/lib/format';
import { approvalRulesProblem } from '@/lib/order-lifecycle';
import styles from './order.module.css';

/** 0 in the first-level select: the buyer picks the approver when placing the order. */
const PICK_AT_CHECKOUT = 0;

interface RulesValues {
  autoApproveMax?: string;
  twoLevelAbove?: string;
  level1ApproverId?: number;
  level2ApproverId?: number | null;
  limits?: Record<string, string | undefined>;
}

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; view: ApprovalRulesView }
  | { kind: 'failed'; message: string };

const moneyRule = (field: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const parsed = yuanInputToFen(value, field);
    if (!parsed.ok) throw new Error(parsed.message);
  },
});

function valuesOf(view: ApprovalRulesView): RulesValues {
  return {
    autoApproveMax: fenToYuanInput(view.autoApproveMax),
    twoLevelAbove: fenToYuanInput(view.twoLevelAbove),
    level1ApproverId: view.level1ApproverId ?? PICK_AT_CHECKOUT,
    level2ApproverId: view.level2ApproverId,
    limits: Object.fromEntries(
      view.members.map((m) => [String(m.userId), fenToYuanInput(m.monthlyLimit)]),
    ),
  };
}

/** The form's values as the API input, or the first problem (field format, then the rules). */
export function rulesInputOf(
  values: RulesValues,
  members: readonly MemberLimit[],
): { ok: true; input: ApprovalRulesInput } | { ok: false; message: string } {
  const auto = yuanInputToFen(values.autoApproveMax, '免审金额');
  if (!auto.ok) return auto;
  const two = yuanInputToFen(values.twoLevelAbove, '两级审核金额');
  if (!two.ok) return two;
  const memberLimits: ApprovalRulesInput['members'] = [];
  for (const m of members) {
    const limit = yuanInputToFen(values.limits?.[String(m.userId)], `${m.name}的每月额度`);
    if (!limit.ok) return limit;
    memberLimits.push({ userId: m.userId, monthlyLimit: limit.fen });
  }
  const input: ApprovalRulesInput = {
    autoApproveMax: auto.fen,
    twoLevelAbove: two.fen,
    level1ApproverId:
      values.level1ApproverId && values.level1ApproverId !== PICK_AT_CHECKOUT
        ? values.level1ApproverId
        : null,
    level2ApproverId: values.level2ApproverId ?? null,
    members: memberLimits,
  };
  const problem = approvalRulesProblem(input);
  return problem ? { ok: false, message: problem } : { ok: true, input };
}

async function fetchRules(): Promise<Loaded> {
  try {
    return {
      kind: 'ready',
      view: await api.getApprovalRules(undefined, { skipErrorHandler: true }),
    };
  } catch (error) {
    return {
      kind: 'failed',
      message: (isApiError(error) && error.serverMessage) || '审批规则加载失败，请稍后重试',
    };
  }
}

/** 审批规则: thresholds, approvers and monthly limits; only the company administrator edits. */
export function ApprovalRulesForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<RulesValues>();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => fetchRules().then(setLoaded), []);

  useEffect(() => {
    let active = true;
    void fetchRules().then((next) => active && setLoaded(next));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (loaded.kind === 'ready') form.setFieldsValue(valuesOf(loaded.view));
  }, [loaded, form]);

  if (loaded.kind === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (loaded.kind === 'failed') {
    return (
      <Result
        status="error"
        title={loaded.message}
        extra={<Button onClick={() => void load()}>重新加载</Button>}
      />
    );
  }
  const { view } = loaded;
  const readOnly = !view.editable;
  const people = view.members.map((m) => ({ value: m.userId, label: `${m.name}（${m.phone}）` }));

  async function finish(values: RulesValues) {
    const result = rulesInputOf(values, view.members);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const saved = await api.saveApprovalRules(result.input);
      setLoaded({ kind: 'ready', view: saved });
      void message.success('审批规则已保存');
    } catch {
      // Shown by the request layer; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <MallForm
      form={form}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      disabled={readOnly}
      onFinish={(v) => void finish(v)}
      onValuesChange={() => problem && setProblem(null)}
      aria-label="审批规则"
    >
      {readOnly ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="审批规则由企业管理员设置，您可以查看但不能修改"
        />
      ) : null}
      <Form.Item
        name="autoApproveMax"
        label="免审金额（元）"
        extra="订单金额不超过此金额时无需审核，直接发送给供应商；留空表示所有订单都需审核"
        rules={[moneyRule('免审金额')]}
      >
        <Input
          prefix="¥"
          inputMode="decimal"
          maxLength={13}
          style={{ width: 240 }}
          placeholder="如 5000"
        />
      </Form.Item>
      <Form.Item
        name="twoLevelAbove"
        label="两级审核金额（元）"
        extra="订单金额超过此金额时需两级审核；留空表示只需一级审核"
        rules={[moneyRule('两级审核金额')]}
      >
        <Input
          prefix="¥"
          inputMode="decimal"
          maxLength={13}
          style={{ width: 240 }}
          placeholder="如 50000"
        />
      </Form.Item>
      <Form.Item name="level1ApproverId" label="第一级审核人">
        <Select
          style={{ width: 280 }}
          options={[{ value: PICK_AT_CHECKOUT, label: '下单时选择' }, ...people]}
        />
      </Form.Item>
      <Form.Item name="level2ApproverId" label="第二级审核人">
        <Select style={{ width: 280 }} allowClear placeholder="未设置" options={people} />
      </Form.Item>

      <h2 className={styles.sectionTitle}>成员每月采购额度</h2>
      <Table<MemberLimit>
        rowKey="userId"
        size="small"
        pagination={false}
        dataSource={view.members}
        style={{ marginBottom: 16 }}
        columns={[
          {
            title: '成员',
            dataIndex: 'name',
            render: (name: string, m) => (
              <>
                {name} <span className={styles.muted}>{m.phone}</span>
                {m.isAdmin ? <span className={styles.hint}>（管理员）</span> : null}
              </>
            ),
          },
          {
            title: '本月已用',
            dataIndex: 'spentThisMonth',
            render: (fen: number) => `¥${formatFen(fen)}`,
          },
          {
            title: '每月额度（元，留空不限）',
            key: 'limit',
            render: (_: unknown, m) => (
              <Form.Item
                name={['limits', String(m.userId)]}
                style={{ margin: 0 }}
                rules={[moneyRule(`${m.name}的每月额度`)]}
              >
                <Input
                  prefix="¥"
                  inputMode="decimal"
                  maxLength={13}
                  style={{ width: 200 }}
                  aria-label={`${m.name}的每月额度`}
                  placeholder="不限"
                />
              </Form.Item>
            ),
          },
        ]}
      />
      {problem ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={problem} />
      ) : null}
      {readOnly ? null : (
        <Button type="primary" htmlType="submit" loading={saving}>
          保存审批规则
        </Button>
      )}
    </MallForm>
  );
}

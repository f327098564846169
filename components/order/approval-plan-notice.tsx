'use client';

import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { ApprovalPlanView } from '@/api/modules/order';

export interface PlannedOrder {
  /** One order per supplier: its name and amount (fen). */
  supplierName: string;
  amount: number;
}

type Plans = { key: string; plans: (ApprovalPlanView | null)[] };

/**
 * What the company's approval rules imply for the orders about to be placed (e.g. 本单金额超过
 * ¥50,000.00，需 高雅琴 → 刘振华 两级审核), and a rule that cannot be met. Advice only: the
 * server decides on submission.
 */
export function ApprovalPlanNotice({
  orders,
  auditorId,
  projectId,
}: {
  orders: readonly PlannedOrder[];
  auditorId: number | undefined;
  projectId: number | undefined;
}) {
  const key = JSON.stringify([orders, auditorId ?? null, projectId ?? null]);
  const [loaded, setLoaded] = useState<Plans | null>(null);

  useEffect(() => {
    let active = true;
    const list = JSON.parse(key)[0] as PlannedOrder[];
    const timer = setTimeout(() => {
      void Promise.all(
        list.map((o) =>
          api
            .getApprovalPlan({ amount: o.amount, auditorId, projectId }, { skipErrorHandler: true })
            .catch(() => null),
        ),
      ).then((plans) => active && setLoaded({ key, plans }));
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [key, auditorId, projectId]);

  if (!loaded || loaded.key !== key || loaded.plans.every((p) => p === null)) return null;
  const several = orders.length > 1;
  return (
    <div aria-live="polite" data-testid="approval-plan" style={{ marginTop: 12 }}>
      {orders.map((o, i) => {
        const plan = loaded.plans[i];
        if (!plan) return null;
        const prefix = several ? `${o.supplierName}：` : '';
        return (
          <Alert
            key={o.supplierName}
            style={{ marginBottom: 8 }}
            showIcon
            type={plan.problem ? 'warning' : 'info'}
            title={`${prefix}${plan.text || plan.problem || ''}`}
            description={plan.text ? (plan.problem ?? undefined) : undefined}
          />
        );
      })}
    </div>
  );
}

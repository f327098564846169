'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { api, isApiError } from '@/api';
import type { OrderTabKey } from '@/lib/order-lifecycle';
import type { OrderSide } from './order-side';

const FILE_NAME: Record<OrderSide, string> = {
  developer: '采购订单.xlsx',
  supplier: '销售订单.xlsx',
};

/** The JSON error a blob call carries in its body. */
async function blobMessage(error: unknown): Promise<string> {
  const body = isApiError(error)
    ? (error.cause as { response?: { data?: unknown } } | undefined)?.response?.data
    : undefined;
  if (body instanceof Blob) {
    try {
      const parsed = JSON.parse(await body.text()) as { msg?: string };
      if (parsed.msg) return parsed.msg;
    } catch {
      // Not an envelope: fall through to the generic text.
    }
  }
  return (isApiError(error) && error.serverMessage) || '导出失败，请稍后重试';
}

/** The chosen orders (or the whole tab) as an xlsx download, from either centre. */
export function OrderExportButton({
  side,
  ids,
  tab,
}: {
  side: OrderSide;
  ids: number[];
  tab?: OrderTabKey;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const chosen = ids.length ? ids : undefined;
      const quiet = { skipErrorHandler: true };
      const input = { ids: chosen, tab: chosen ? undefined : tab };
      const blob =
        side === 'supplier'
          ? await api.exportSupplierOrders(input, quiet)
          : await api.exportDeveloperOrders(input, quiet);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = FILE_NAME[side];
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      void message.error(await blobMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
      {ids.length ? `导出选中订单（${ids.length}）` : '导出订单'}
    </Button>
  );
}

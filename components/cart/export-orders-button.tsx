'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { api, isApiError } from '@/api';

export const EXPORT_FILE_NAME = '采购订单.xlsx';

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
  return '导出失败，请稍后重试';
}

/** POST developer/orders/export: the chosen orders (or all of the status) as an xlsx download. */
export function ExportOrdersButton({ ids, status }: { ids: number[]; status?: number }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const blob = await api.exportDeveloperOrders(
        { ids: ids.length ? ids : undefined, status },
        { skipErrorHandler: true },
      );
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = EXPORT_FILE_NAME;
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

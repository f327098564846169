import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ExportTask } from '@/api/modules/item';
import { request } from '@/api/request';
import { ExportTasks } from './export-tasks';

const ORIGIN = 'http://mall.test';
let created: unknown;
let listCalls = 0;
const task = (over: Partial<ExportTask>): ExportTask => ({
  id: 7,
  status: 'running',
  progress: 40,
  attempt: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
  itemCount: 2,
  ...over,
});

const server = setupServer(
  http.post(`${ORIGIN}/v1/api/item/exportTask`, async ({ request: req }) => {
    created = await req.json();
    return HttpResponse.json({ code: 0, msg: 'success', data: { taskId: 7 } });
  }),
  http.get(`${ORIGIN}/v1/api/item/exportTask/list`, () => {
    listCalls++;
    const record =
      listCalls < 2
        ? task({})
        : task({ status: 'done', progress: 100, fileUrl: '/v1/api/file/private/exports/a.xlsx' });
    return HttpResponse.json({
      code: 0,
      msg: 'success',
      data: { records: [record], total: 1, pageNo: 1, pageSize: 20 },
    });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  created = undefined;
  listCalls = 0;
});
afterAll(() => server.close());

describe('ExportTasks', () => {
  it('is disabled with nothing selected', () => {
    render(
      <App>
        <ExportTasks selectedIds={[]} />
      </App>,
    );
    expect(screen.getByRole('button', { name: /导出所选商品/ })).toBeDisabled();
  });

  it('creates a task for the selection and polls its progress until the file is ready', async () => {
    render(
      <App>
        <ExportTasks selectedIds={[3, 9]} />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: /导出所选商品（2）/ }));
    await waitFor(() => expect(created).toEqual({ itemIds: [3, 9] }));
    const list = await screen.findByRole('list', { name: '导出任务列表' });
    expect(within(list).getByText('导出中')).toBeInTheDocument();
    expect(within(list).getByText('商品导出（2件）')).toBeInTheDocument();
    // The next poll (2 s later) finds it done.
    const link = await screen.findByRole('link', { name: /下载文件/ }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', '/v1/api/file/private/exports/a.xlsx');
    expect(within(list).getByText('已完成')).toBeInTheDocument();
    const calls = listCalls;
    await new Promise((r) => setTimeout(r, 2500));
    expect(listCalls).toBe(calls);
  }, 10_000);

  it('says which attempt a retried export is on', async () => {
    server.use(
      http.get(`${ORIGIN}/v1/api/item/exportTask/list`, () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: {
            records: [task({ attempt: 2, progress: 0 })],
            total: 1,
            pageNo: 1,
            pageSize: 20,
          },
        }),
      ),
    );
    render(
      <App>
        <ExportTasks selectedIds={[]} />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: /导出任务/ }));
    const list = await screen.findByRole('list', { name: '导出任务列表' });
    expect(within(list).getByText('导出中（第 2 次尝试）')).toBeInTheDocument();
    expect(within(list).getByRole('progressbar', { name: '导出进度 0%' })).toBeInTheDocument();
  });
});

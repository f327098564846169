import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpsSeo } from '@/api/modules/ops-content';
import { request } from '@/api/request';
import { withProviders } from '@/components/dialogs/testing';
import type { OpsGrant } from '@/lib/ops-roles';
import { SiteTextsSection } from './site-texts-section';

const ORIGIN = 'http://mall.test';
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const page = <T,>(records: T[]) => ok({ records, total: records.length, pageNo: 1, pageSize: 10 });
const server = setupServer();
const writes: { method: string; path: string; body: unknown }[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  writes.length = 0;
});
afterAll(() => server.close());

const xinheRow: OpsSeo = {
  id: 9,
  themeCode: 'xinhe',
  url: '/rent',
  title: '新河租赁',
  description: '新河建材的设备租赁资讯',
  keywords: '租赁',
};

function consoleServer(realms: { code: string; name: string }[], rows: OpsSeo[]) {
  const record = async (r: Request, path: string) => {
    const body = (await r.json()) as object;
    writes.push({ method: r.method, path, body });
    return ok({ ...xinheRow, ...body });
  };
  server.use(
    http.get(`${ORIGIN}/v1/api/ops/homeContent/realms`, () => ok(realms)),
    http.get(`${ORIGIN}/v1/api/ops/seo`, () => page(rows)),
    http.post(`${ORIGIN}/v1/api/ops/seo`, ({ request: r }) => record(r, '/seo')),
    http.put(`${ORIGIN}/v1/api/ops/seo/:id`, ({ request: r, params }) =>
      record(r, `/seo/${String(params.id)}`),
    ),
  );
}

async function fillSeo(user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement) {
  await user.type(within(drawer).getByLabelText('页面路径'), '/help');
  await user.type(within(drawer).getByLabelText('页面标题'), '帮助');
  await user.type(within(drawer).getByLabelText('页面描述'), '常见问题');
  await user.type(within(drawer).getByLabelText('关键词'), '帮助');
  await user.click(within(drawer).getByRole('button', { name: '保存' }));
}

describe('SEO 设置 in 页面文案', () => {
  it("gives a realm operator their realm's rows, new rows on their realm only", async () => {
    const grants: OpsGrant[] = [{ role: 'realm', themeCode: 'xinhe' }];
    consoleServer([{ code: 'xinhe', name: '新河建材' }], [xinheRow]);
    const user = userEvent.setup();
    render(withProviders(<SiteTextsSection grants={grants} />));

    expect(screen.getByRole('tab', { name: 'SEO 设置' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '首页引导文案' })).toBeNull();
    const row = (await screen.findByText('新河租赁')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('新河建材')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '新增SEO 设置' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByTitle('新河建材')).toBeInTheDocument();
    await fillSeo(user, drawer);
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'POST',
          path: '/seo',
          body: {
            themeCode: 'xinhe',
            url: '/help',
            title: '帮助',
            description: '常见问题',
            keywords: '帮助',
          },
        },
      ]),
    );
  });

  it('lets a content operator write a row for every realm, and edits a row by its id', async () => {
    const grants: OpsGrant[] = [{ role: 'content', themeCode: null }];
    consoleServer(
      [
        { code: 'jinwan', name: '金湾建材' },
        { code: 'xinhe', name: '新河建材' },
      ],
      [xinheRow],
    );
    const user = userEvent.setup();
    render(withProviders(<SiteTextsSection grants={grants} />));

    await user.click(await screen.findByRole('button', { name: '新增SEO 设置' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByTitle('全部专区')).toBeInTheDocument();
    await fillSeo(user, drawer);
    await waitFor(() =>
      expect(writes).toEqual([expect.objectContaining({ method: 'POST', path: '/seo' })]),
    );
    expect(writes[0]!.body).toMatchObject({ themeCode: null, url: '/help' });

    await user.click(await screen.findByRole('button', { name: '编辑「/rent（新河建材）」' }));
    const editor = await screen.findByRole('dialog');
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      method: 'PUT',
      path: '/seo/9',
      body: { themeCode: 'xinhe', url: '/rent', title: '新河租赁' },
    });
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/api/request';
import type { CategoryNode } from '@/api/types';
import { Providers } from '@/components/shell/test-providers';
import { mainNavItems, moreMenuColumns } from '@/lib/navigation';
import { builtinThemes } from '@/themes/builtin';
import { MainNav, PANEL_SIZE } from './main-nav';

const ORIGIN = 'http://mall.test';
const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'success', data });
const boom = () => HttpResponse.json({ code: 500, msg: '服务繁忙', data: null }, { status: 500 });
const page = (records: unknown[]) =>
  ok({ records, total: records.length, pageNo: 1, pageSize: 10 });
const recent = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const calls: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request: r }) => {
    calls.push(new URL(r.url).pathname);
  });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

const node = (id: number, name: string, level: number, subordinate: CategoryNode[] = []) => ({
  id,
  name,
  logo: null,
  status: 1,
  level,
  hasChildren: subordinate.length > 0 ? 1 : 0,
  subordinate,
});

const tree = [
  node(1, '装饰材料', 1, [
    node(5, '地板', 2, [node(51, '实木地板', 3), node(52, '复合地板', 3)]),
    node(6, '瓷砖', 2, [node(61, '抛釉砖', 3)]),
  ]),
  node(2, '涂料', 1, [node(22, '内墙涂料', 2, [node(221, '乳胶漆', 3)])]),
  { ...node(3, '已隐藏', 1), status: 0 },
];

const homePanelPaths = [
  '/v1/api/bid/openBids',
  '/v1/api/inquiry/bargainingPaging',
  '/v1/api/activity/crmPaging',
  '/v1/api/recruit/paging',
  '/v1/api/demand/list',
  '/v1/api/bid/srmNotice',
  '/v1/api/bid/bids',
];

function homePanelHandlers(overrides: Partial<Record<string, () => Response>> = {}) {
  const answers: Record<string, () => Response> = {
    '/v1/api/bid/openBids': () =>
      page([
        {
          id: 1,
          title: '某学校装修工程公开招标',
          area: '上海',
          publish_time: recent(1),
          original_url: '',
        },
      ]),
    '/v1/api/inquiry/bargainingPaging': () =>
      page([
        {
          id: 7,
          purchaseProjectName: '办公楼石材询价',
          purchaseUserName: '华东置业',
          noticeStart: recent(5),
          status: '0',
        },
      ]),
    '/v1/api/activity/crmPaging': () =>
      page([
        {
          id: 9,
          marketingId: 9,
          marketingName: '绿色建材供需对接会',
          startTime: recent(2),
          status: '1',
          mainFileUrlList: [],
        },
      ]),
    '/v1/api/recruit/paging': () =>
      page([
        {
          id: 11,
          name: '门窗供应商招募',
          capital: 500,
          serviceScope: ['门窗'],
          publicationDate: recent(10),
          deadline: recent(-20),
          statusDesc: '招募中',
        },
      ]),
    '/v1/api/demand/list': () =>
      page([
        {
          id: 13,
          topicName: '别墅软装设计',
          topicUrl: '',
          designCategoryVoList: [{ categoryFinalName: '软装' }],
          province: '浙江',
          designStyleName: '现代',
          userName: '陈设计',
          createdAt: recent(20),
        },
      ]),
    '/v1/api/bid/srmNotice': () =>
      ok({ records: [], total: 0, current: 1, size: 5, pageNo: 1, pageSize: 5 }),
    '/v1/api/bid/bids': () =>
      page(
        Array.from({ length: 12 }, (_, i) => ({
          id: i + 1,
          projectId: `ZB${i + 1}`,
          title: `招标项目${i + 1}`,
          showType: i % 2 ? 2 : 1,
          firstPublishNoticeTime: recent(i),
        })),
      ),
    ...overrides,
  };
  return Object.entries(answers).map(([path, answer]) => http.get(`${ORIGIN}${path}`, answer));
}

// Pointing at the nav already asks for the home panels, so every test answers them.
const server = setupServer(...homePanelHandlers());

function renderNav() {
  const theme = builtinThemes[0]!;
  return render(
    <Providers themeColor="#1d4ed8" initial={{ app: { runtimeEnv: 'local' } }}>
      <MainNav
        items={mainNavItems(theme.topConfigList)}
        moreColumns={moreMenuColumns(theme.topConfigList)}
      />
    </Providers>,
  );
}

const navLink = (name: string) =>
  within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name });

describe('MainNav', () => {
  it('lists the menu in spec order with the external links in new tabs', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const labels = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.firstElementChild?.textContent ?? '');
    expect(labels).toEqual([
      '选产品',
      '找供方',
      '查SCI',
      '招投标',
      '保质量',
      '找商机',
      '找资金',
      '更多',
    ]);
    const divider = nav.querySelector('[role="separator"]');
    expect(divider?.previousElementSibling).toHaveTextContent('保质量');
    expect(divider?.nextElementSibling).toHaveTextContent('找商机');
    expect(navLink('查SCI')).toHaveAttribute('target', '_blank');
    expect(navLink('找供方')).toHaveAttribute('href', '/list');
  });

  it('opens the category tree on hover, 3 levels, hidden nodes left out', async () => {
    server.use(
      http.get(`${ORIGIN}/v1/api/category/allWebServerType`, () => ok(tree)),
      http.get(`${ORIGIN}/v1/api/category/allServerType`, () => ok([])),
    );
    renderNav();
    const trigger = navLink('选产品');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: '选产品' });
    expect(panel).toHaveStyle({ width: `${PANEL_SIZE.product.width}px`, height: '344px' });
    expect(await within(panel).findByRole('link', { name: '实木地板' })).toHaveAttribute(
      'href',
      '/product/1_5_51',
    );
    expect(within(panel).getByRole('link', { name: '地板' })).toHaveAttribute(
      'href',
      '/product/1_5',
    );
    expect(within(panel).queryByText('已隐藏')).not.toBeInTheDocument();

    await userEvent.hover(within(panel).getByRole('link', { name: /涂料/ }));
    expect(within(panel).getByRole('link', { name: '乳胶漆' })).toHaveAttribute(
      'href',
      '/product/2_22_221',
    );
    expect(JSON.parse(sessionStorage.getItem('allWebServerType') ?? '[]')).toHaveLength(3);

    await userEvent.unhover(trigger.closest('li')!);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the home panels once, in parallel, when the opportunity panel first opens', async () => {
    renderNav();
    await userEvent.hover(navLink('找商机'));
    const panel = screen.getByRole('region', { name: '找商机' });
    expect(panel).toHaveStyle({ height: '470px', width: '1200px' });
    await within(panel).findByRole('tab', { name: '招标信息' });
    expect([...calls].sort()).toEqual([...homePanelPaths].sort());
    expect(within(panel).getByRole('link', { name: '某学校装修工程公开招标' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('tab', { name: '询价公告' }));
    expect(within(panel).getByRole('link', { name: '办公楼石材询价' })).toHaveAttribute(
      'href',
      '/inquiry/details/7',
    );
    expect(within(panel).getByText('已截止')).toBeInTheDocument();

    await userEvent.unhover(navLink('找商机').closest('li')!);
    await userEvent.hover(navLink('招投标'));
    const bidPanel = screen.getByRole('region', { name: '招投标' });
    expect(bidPanel).toHaveStyle({ height: '493px', width: '711px' });
    expect(within(bidPanel).getAllByRole('listitem')).toHaveLength(12);
    expect(within(bidPanel).getByRole('link', { name: '招标项目1' })).toHaveAttribute(
      'href',
      '/bid/details/ZB1',
    );
    await userEvent.hover(navLink('找商机'));
    expect(calls).toHaveLength(homePanelPaths.length);
  });

  it('hides an empty tab and opens the first tab with data when a call fails', async () => {
    server.use(
      ...homePanelHandlers({
        '/v1/api/bid/openBids': boom,
        '/v1/api/inquiry/bargainingPaging': () => page([]),
      }),
    );
    renderNav();
    await userEvent.hover(navLink('找商机'));
    const panel = screen.getByRole('region', { name: '找商机' });
    await within(panel).findAllByRole('tab');
    const tabs = within(panel)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['线下活动', '供应商招募', '产品需求']);
    expect(within(panel).getByRole('tab', { name: '线下活动' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(panel).getByRole('link', { name: '绿色建材供需对接会' })).toHaveAttribute(
      'href',
      '/activitys/details?id=9',
    );
    expect(document.querySelector('.ant-message')).toBeNull();
  });

  it('opens nothing while the keyboard tabs through it', async () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const stops = [...nav.querySelectorAll<HTMLElement>('a[href], button')];
    for (const stop of stops) {
      await userEvent.tab();
      expect(stop).toHaveFocus();
      expect(nav.querySelector('[aria-expanded="true"]')).toBeNull();
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens on Enter and closes on Escape with the focus back on its entry', async () => {
    renderNav();
    const trigger = navLink('找商机');
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-controls', 'nav-panel-opportunity');
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '找商机' })).toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('region', { name: '找商机' })).not.toBeInTheDocument();
  });

  it('moves into the panel on ArrowDown once its content has arrived', async () => {
    renderNav();
    const trigger = navLink('招投标');
    act(() => trigger.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: '招投标' });
    await waitFor(() => expect(within(panel).getAllByRole('link')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens 更多 on ArrowDown with the focus on its first link', async () => {
    renderNav();
    const more = screen.getByRole('button', { name: '更多' });
    act(() => more.focus());
    await userEvent.keyboard('{ArrowDown}');
    const panel = screen.getByRole('region', { name: '更多' });
    expect(within(panel).getAllByRole('link')[0]).toHaveFocus();
  });

  it('shows the 更多 link columns', async () => {
    renderNav();
    const more = screen.getByRole('button', { name: '更多' });
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: '更多' });
    expect(panel).toHaveStyle({ height: '361px', width: '711px' });
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['采购服务', '供方服务', '设计服务', '绿色低碳', '资讯', '关于筑采商城']);
    expect(within(panel).getByRole('link', { name: '询价大厅' })).toHaveAttribute(
      'href',
      '/inquiry/list',
    );
  });
});

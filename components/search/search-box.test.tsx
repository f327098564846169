import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { SearchBox } from './search-box';
import { hydrateTyped, renderHost } from './test-host';

const ORIGIN = 'http://mall.test';
const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'success', data });

const suggestCalls: { query: URLSearchParams; at: number }[] = [];
const tracked: unknown[] = [];
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/search/suggest`, ({ request: r }) => {
    const query = new URL(r.url).searchParams;
    suggestCalls.push({ query, at: Date.now() });
    const name = query.get('name') ?? '';
    return ok(
      Array.from({ length: 15 }, (_, i) => ({ bid: i + 1, type: 1, realName: `${name}${i + 1}` })),
    );
  }),
  http.post(`${ORIGIN}/v1/api/common/trackReport`, async ({ request: r }) => {
    tracked.push(await r.json());
    return ok(null);
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  vi.useRealTimers();
  suggestCalls.length = 0;
  tracked.length = 0;
});
afterAll(() => server.close());

function setup(props: { imageSearch?: boolean } = {}) {
  const { push, Host } = renderHost();
  render(
    <Host>
      <SearchBox {...props} />
    </Host>,
  );
  return { push, input: screen.getByRole('combobox', { name: '搜索关键词' }) };
}

describe('SearchBox: before hydration', () => {
  it('is a plain GET form to the listing with the input named keyword', () => {
    const { input } = setup();
    expect(screen.getByRole('search', { name: '商城搜索' })).toHaveAttribute('action', '/product');
    expect(input).toHaveAttribute('name', 'keyword');
    expect(input).toHaveAttribute('placeholder', '搜索产品名称、品牌、型号');
  });
});

describe('SearchBox: typed before hydration', () => {
  it('keeps the words typed into the server markup and searches them', async () => {
    const { push, Host } = renderHost();
    hydrateTyped(
      <Host>
        <SearchBox />
      </Host>,
      '  地板 ',
    );
    const input = screen.getByRole('combobox', { name: '搜索关键词' });
    await waitFor(() => expect(input).toHaveValue('  地板 '));
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(push).toHaveBeenCalledWith(`/product?keyword=${encodeURIComponent('地板')}`);
    // The search's track report lands before the next test looks at the reports.
    await waitFor(() => expect(tracked).toHaveLength(1));
  });
});

describe('SearchBox: empty search', () => {
  it('flashes for 500 ms and does not search', () => {
    const { push, input } = setup();
    const form = screen.getByRole('search', { name: '商城搜索' });
    vi.useFakeTimers();

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(form).toHaveAttribute('data-flashing', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    act(() => vi.advanceTimersByTime(499));
    expect(form).toHaveAttribute('data-flashing', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(form).not.toHaveAttribute('data-flashing');
    expect(input).not.toHaveAttribute('aria-invalid');

    expect(push).not.toHaveBeenCalled();
    expect(tracked).toEqual([]);
  });

  it('flashes on Enter in an empty box too', async () => {
    const { push, input } = setup();
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('search')).toHaveAttribute('data-flashing', 'true');
    expect(push).not.toHaveBeenCalled();
  });
});

describe('SearchBox: targets', () => {
  it('searches products by default with the trimmed keyword and tracks it', async () => {
    const { push, input } = setup();
    expect(screen.getByRole('button', { name: '搜索类型：产品' })).toBeInTheDocument();
    await userEvent.type(input, '  瓷砖  {Enter}');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(`/product?keyword=${encodeURIComponent('瓷砖')}`);
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toMatchObject({ word: '瓷砖', key: '8', event: 'search' });
    expect(typeof (tracked[0] as { total: unknown }).total).toBe('number');
  });

  it.each([
    ['供应商', '/yeation/more', '12'],
    ['案例', '/designs/search-filiter', '2'],
  ])('searches %s at %s', async (label, path, key) => {
    const { push, input } = setup();
    await userEvent.click(screen.getByRole('button', { name: '搜索类型：产品' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: label }));
    expect(screen.getByRole('button', { name: `搜索类型：${label}` })).toBeInTheDocument();
    await userEvent.type(input, ' 东方 ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(push).toHaveBeenCalledWith(`${path}?keyword=${encodeURIComponent('东方')}`);
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toMatchObject({ word: '东方', key });
  });
});

describe('SearchBox: type menu by keyboard', () => {
  it('opens on Enter, moves with the arrows, and keeps the focus on its button after a choice', async () => {
    const { push, input } = setup();
    const trigger = screen.getByRole('button', { name: '搜索类型：产品' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: '产品' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: '供应商' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '搜索类型：供应商' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.keyboard('东方{Enter}');
    expect(push).toHaveBeenCalledWith(`/yeation/more?keyword=${encodeURIComponent('东方')}`);
  });

  it('closes on Escape with the focus back on its button', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: '搜索类型：产品' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not take the focus out of the keyword box when the mouse points at it', async () => {
    const { input } = setup();
    await userEvent.click(input);
    await userEvent.hover(screen.getByRole('button', { name: '搜索类型：产品' }));
    await screen.findByRole('menu');
    expect(input).toHaveFocus();
  });
});

describe('SearchBox: suggestions', () => {
  it('asks once for fast typing within 1 s, then for the latest keyword', async () => {
    const { input } = setup();
    await userEvent.type(input, '防水涂料');
    await waitFor(() => expect(suggestCalls.at(-1)?.query.get('name')).toBe('防水涂料'), {
      timeout: 3000,
    });
    // Four keystrokes, but never two requests within a second of each other (arrival times
    // jitter a little, hence the margin).
    expect(suggestCalls.length).toBeLessThan(4);
    expect(suggestCalls[0]?.query.get('name')).toBe('防');
    for (let i = 1; i < suggestCalls.length; i++) {
      expect(suggestCalls[i]!.at - suggestCalls[i - 1]!.at).toBeGreaterThanOrEqual(800);
    }
    expect(suggestCalls[0]?.query.get('type')).toBe('1');
    expect(suggestCalls[0]?.query.get('pageSize')).toBe('10');
  });

  it('shows at most 10 and searches the one clicked', async () => {
    const { push, input } = setup();
    await userEvent.type(input, '砖');
    const listbox = await screen.findByRole('listbox', { name: '搜索联想' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(10));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByText('10 条联想')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(within(listbox).getByRole('option', { name: '砖3' }));
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(`/product?keyword=${encodeURIComponent('砖3')}`);
    expect(input).toHaveValue('砖3');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(tracked).toHaveLength(1));
  });

  it('moves the active option with the arrows, wrapping at both ends', async () => {
    const { input } = setup();
    await userEvent.type(input, '砖');
    const options = await waitFor(() => {
      const found = screen.getAllByRole('option');
      expect(found).toHaveLength(10);
      return found;
    });
    const activeIs = (index: number) => {
      expect(input).toHaveAttribute('aria-activedescendant', options[index]!.id);
      options.forEach((option, i) =>
        expect(option).toHaveAttribute('aria-selected', String(i === index)),
      );
    };
    await userEvent.keyboard('{ArrowDown}');
    activeIs(0);
    await userEvent.keyboard('{ArrowDown}');
    activeIs(1);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    activeIs(9);
    await userEvent.keyboard('{ArrowDown}');
    activeIs(0);
  });

  it('searches the active option once on ArrowDown and Enter', async () => {
    const { push, input } = setup();
    await userEvent.type(input, '砖');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(`/product?keyword=${encodeURIComponent('砖2')}`);
    expect(input).toHaveValue('砖2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toMatchObject({ word: '砖2' });
  });

  it('closes on Escape, ignores a second one, and opens again on ArrowDown', async () => {
    const { push, input } = setup();
    await userEvent.type(input, '砖');
    await screen.findByRole('listbox', { name: '搜索联想' });
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('砖');
    expect(input).toHaveFocus();
    expect(push).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes when the focus leaves the box', async () => {
    const { input } = setup();
    await userEvent.type(input, '砖');
    await screen.findByRole('listbox', { name: '搜索联想' });
    await userEvent.tab();
    expect(input).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('leaves an Enter that confirms an input method candidate alone', async () => {
    const { push, input } = setup();
    await userEvent.type(input, '砖');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    await userEvent.keyboard('{ArrowDown}');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(input).toHaveValue('砖');

    await userEvent.keyboard('{Escape}');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(push).not.toHaveBeenCalled();
  });

  it('asks for supplier suggestions with type 2', async () => {
    const { input } = setup();
    await userEvent.click(screen.getByRole('button', { name: '搜索类型：产品' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '供应商' }));
    await userEvent.type(input, '雨');
    await waitFor(() => expect(suggestCalls).toHaveLength(1));
    expect(suggestCalls[0]?.query.get('type')).toBe('2');
  });

  it('asks nothing for cases', async () => {
    const { input } = setup();
    await userEvent.click(screen.getByRole('button', { name: '搜索类型：产品' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '案例' }));
    await userEvent.type(input, '别墅');
    await new Promise((r) => setTimeout(r, 1200));
    expect(suggestCalls).toHaveLength(0);
  });
});

describe('SearchBox: image search', () => {
  it('is offered only when asked for', () => {
    setup();
    expect(screen.queryByRole('button', { name: '以图搜图' })).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/api/request';
import { AlternateTopSearch } from './alternate-top-search';
import { hydrateTyped, renderHost } from './test-host';

const ORIGIN = 'http://mall.test';
const server = setupServer(
  http.post(`${ORIGIN}/v1/api/common/trackReport`, () =>
    HttpResponse.json({ code: 0, msg: 'success', data: null }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterAll(() => server.close());

function setup() {
  const { push, Host } = renderHost();
  render(
    <Host>
      <AlternateTopSearch />
    </Host>,
  );
  return { push, input: screen.getByRole('searchbox', { name: '搜索关键词' }) };
}

describe('AlternateTopSearch', () => {
  it('searches products by default, trimmed', async () => {
    const { push, input } = setup();
    expect(screen.getByRole('button', { name: '搜产品' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(input, '  地板 {Enter}');
    expect(push).toHaveBeenCalledWith(`/product?keyword=${encodeURIComponent('地板')}`);
  });

  it('keeps the words typed before hydration and searches them', async () => {
    const { push, Host } = renderHost();
    hydrateTyped(
      <Host>
        <AlternateTopSearch />
      </Host>,
      '  地板 ',
    );
    const input = screen.getByRole('searchbox', { name: '搜索关键词' });
    await waitFor(() => expect(input).toHaveValue('  地板 '));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(push).toHaveBeenCalledWith(`/product?keyword=${encodeURIComponent('地板')}`);
  });

  it('searches suppliers on the 搜供应商 tab', async () => {
    const { push, input } = setup();
    await userEvent.click(screen.getByRole('button', { name: '搜供应商' }));
    expect(screen.getByRole('button', { name: '搜供应商' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(input, '雨虹');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(push).toHaveBeenCalledWith(`/yeation/more?keyword=${encodeURIComponent('雨虹')}`);
  });

  it('blocks an empty search with the flash', async () => {
    const { push, input } = setup();
    await userEvent.type(input, '  {Enter}');
    expect(screen.getByRole('search')).toHaveAttribute('data-flashing', 'true');
    expect(push).not.toHaveBeenCalled();
  });

  it('links the 3 recommended categories to their listings', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: '推荐分类' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['地板', '/product?categoryId=5'],
      ['涂料', '/product?categoryId=22'],
      ['墙体保温', '/product?categoryId=37'],
    ]);
  });
});

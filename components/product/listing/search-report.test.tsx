import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Link from 'next/link';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/api/request';
import { SearchReport } from './search-report';

const ORIGIN = 'http://mall.test';
const server = setupServer();
const tracked: Record<string, unknown>[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
  server.use(
    http.post(`${ORIGIN}/v1/api/common/trackReport`, async ({ request: r }) => {
      tracked.push((await r.json()) as Record<string, unknown>);
      return HttpResponse.json({ code: 0, msg: 'ok', data: null });
    }),
  );
});
afterEach(() => {
  tracked.length = 0;
});
afterAll(() => server.close());

const grid = (
  <ul>
    <li>
      <Link href="/product/item/7" onClick={(e) => e.preventDefault()}>
        森华地板
      </Link>
    </li>
    <li>
      <Link href="/product/item/9" onClick={(e) => e.preventDefault()}>
        金陶瓷砖
      </Link>
    </li>
  </ul>
);

describe('SearchReport', () => {
  it('reports the first page with its real total, then a click with the place in the whole list', async () => {
    render(
      <SearchReport keyword="地板" total={42} offset={0}>
        {grid}
      </SearchReport>,
    );
    await waitFor(() =>
      expect(tracked).toEqual([
        expect.objectContaining({ event: 'search', key: 'product', word: '地板', total: 42 }),
      ]),
    );
    await userEvent.click(screen.getByRole('link', { name: '金陶瓷砖' }));
    await waitFor(() =>
      expect(tracked[1]).toMatchObject({ event: 'click', word: '地板', itemId: 9, position: 2 }),
    );
  });

  it('does not report later pages as searches, and counts their places from the page start', async () => {
    render(
      <SearchReport keyword="地板" total={42} offset={20}>
        {grid}
      </SearchReport>,
    );
    await userEvent.click(screen.getByRole('link', { name: '森华地板' }));
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toMatchObject({ event: 'click', itemId: 7, position: 21 });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsCategory } from '@/api/modules/ops-catalog';
import { request } from '@/api/request';
import { withProviders } from '@/components/dialogs/testing';
import { CategoryTree } from './category-tree';

const ORIGIN = 'http://mall.test';
const row = (id: number, pid: number, level: number, name: string): OpsCategory => ({
  id,
  pid,
  name,
  level,
  sort: 0,
  visible: true,
  isGreen: false,
  productCount: 3,
});
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/ops/categories`, async () => {
    await delay(300);
    return HttpResponse.json({
      code: 0,
      msg: 'success',
      data: [row(1, 0, 1, '地面材料'), row(5, 1, 2, '地板'), row(51, 5, 3, '实木地板')],
    });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterAll(() => server.close());

describe('CategoryTree search', () => {
  it('opens the matches of a search typed while the tree was still loading', async () => {
    render(withProviders(<CategoryTree />));
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, '实木{Enter}');
    expect(await screen.findByRole('row', { name: /实木地板/ }, { timeout: 3_000 })).toBeVisible();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/api';
import { request } from '@/api/request';
import { useAppStore } from '@/stores/store-provider';
import { Providers } from './test-providers';

const ORIGIN = 'http://mall.test';
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/address/getServerArea`, () =>
    HttpResponse.json({ code: 50001, msg: '省市数据维护中', data: null }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterAll(() => server.close());

function LoadAreas() {
  const themeType = useAppStore((s) => s.themeType);
  return (
    <button type="button" onClick={() => api.getServerArea().catch(() => undefined)}>
      加载省市（主题 {themeType}）
    </button>
  );
}

describe('Providers', () => {
  it('seeds the stores from the server and shows request errors as an antd toast', async () => {
    render(
      <Providers themeColor="#0f8a5f" initial={{ app: { themeType: 2, runtimeEnv: 'local' } }}>
        <LoadAreas />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: '加载省市（主题 2）' }));
    await waitFor(() => expect(screen.getByText('省市数据维护中')).toBeInTheDocument());
    expect(document.querySelector('.ant-message')).not.toBeNull();
  });
});

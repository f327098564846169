import { expect, test } from './fixtures';

// The built server, not only the handlers: Next.js itself would answer these with an HTML
// 404 page and an empty 405.
test.describe('API errors in the JSON envelope', () => {
  test('an unknown /v1/api path answers 404 接口不存在', async ({ request }) => {
    for (const res of [
      await request.get('/v1/api/no/such/thing'),
      await request.post('/v1/api/nope', { data: {} }),
    ]) {
      expect(res.status()).toBe(404);
      expect(res.headers()['content-type']).toContain('application/json');
      expect(await res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
  });

  test('a known path with a wrong method answers 405 with an Allow header', async ({ request }) => {
    const res = await request.post('/v1/api/homepage/homeBasicInfo', { data: {} });
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    expect(await res.json()).toEqual({ code: 405, msg: '不支持该请求方法', data: null });
    expect((await request.get('/v1/api/homepage/homeBasicInfo')).status()).toBe(200);
  });
});

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { solveBlockPuzzle, type CaptchaImageData } from '../fixtures/captcha-solver';

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIN = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;
export const PARTNER = MAIN.replace('//localhost', '//jinwan.localhost');
export const ALTERNATE = MAIN.replace('//localhost', '//nancheng.localhost');
export const PASSWORD = 'Mall@2026';

/** Demo accounts of the seed (docs/demo-accounts.md). */
export const DEMO = {
  buyer: '13800000001',
  supplier: '13800000002',
  topType3: '13800000003',
  personal: '13800000004',
  designer: '13800000005',
  multi: '13800000006',
  operator: '13800000007',
  rejected: '13800000008',
  signUp: '13800000009',
} as const;

/** The API's answer envelope. */
export type Envelope<T> = { code: number; msg: string; data: T };
export type PageOf<T> = { records: T[]; total: number };

/** GETs an API path and answers its data, failing the test on any status but 200. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${MAIN}${path}`);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

/** Signs the browser context in through the real login endpoint (the cookie lands in the context). */
export async function signIn(request: APIRequestContext, phone: string, host = MAIN) {
  const res = await request.post(`${host}/v1/api/auth/login`, {
    data: { phone, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Marks the visitor's current popups as read through the real API, so tests about other
 * things are not covered by the announcement dialog.
 */
export async function readPopups(request: APIRequestContext, host = MAIN, scene = 'home') {
  await request.get(`${host}/v1/api/user/getClientId`);
  const list = (await (
    await request.get(`${host}/v1/api/directory/popupInfo/${scene}`)
  ).json()) as Envelope<{ id: number }[]>;
  for (const p of list.data ?? []) {
    await request.post(`${host}/v1/api/directory/alreadyRead`, { data: { popupId: p.id } });
  }
}

/**
 * Signs in, then marks the popups of these scenes read for that user: read state follows the
 * signed-in user, so popups read as a visitor come back after sign-in and cover the page.
 */
export async function signInQuietly(
  request: APIRequestContext,
  phone: string,
  scenes: readonly string[] = ['home'],
) {
  await signIn(request, phone);
  for (const scene of scenes) await readPopups(request, MAIN, scene);
}

/**
 * The same for a realm host, from inside the page: the test runner's HTTP client does not
 * resolve *.localhost, and the visitor cookie must belong to that host anyway.
 */
export async function readPopupsInPage(page: Page, url: string, scene = 'home') {
  await page.goto(url);
  await page.evaluate(async (s) => {
    await fetch('/v1/api/user/getClientId');
    const list = (await (await fetch(`/v1/api/directory/popupInfo/${s}`)).json()) as {
      data: { id: number }[] | null;
    };
    for (const p of list.data ?? []) {
      await fetch('/v1/api/directory/alreadyRead', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ popupId: p.id }),
      });
    }
  }, scene);
  await page.reload();
}

/** Reads the newest SMS code of a phone from the outbox (readable in the local environment). */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`${MAIN}/v1/api/ops/sms-outbox?phone=${phone}`);
  const body = (await res.json()) as Envelope<{ content: string }[]>;
  const code = body.data?.[0]?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code for ${phone}: ${JSON.stringify(body)}`);
  return code;
}

/**
 * Solves the slide captcha the way a person does it with the keyboard: the answer is found
 * from the two images the server sent, then the slider handle is moved there and released.
 * A miss gets a new puzzle, as it does for a person, and is tried again (up to 3 times).
 */
export async function passSliderCaptcha(page: Page, trigger: () => Promise<void>) {
  const nextPuzzle = () => page.waitForResponse((r) => r.url().endsWith('/captcha/get'));
  let got = nextPuzzle();
  await trigger();
  for (let attempt = 1; ; attempt++) {
    const data = ((await (await got).json()) as { repData: CaptchaImageData }).repData;
    got = nextPuzzle();
    got.catch(() => undefined);
    const x = await solveBlockPuzzle(data);
    const slider = page.getByRole('slider', { name: '拖动滑块完成拼图验证' });
    await expect(slider).toBeVisible();
    const panel =
      (await page.getByRole('img', { name: '拼图验证码背景' }).boundingBox())?.width ?? 310;
    const target = Math.round((x * panel) / 310);
    await slider.focus();
    await slider.press('Home');
    for (let i = 0; i < Math.floor(target / 10); i++) await slider.press('Shift+ArrowRight');
    for (let i = 0; i < target % 10; i++) await slider.press('ArrowRight');
    await slider.press('Enter');
    try {
      await expect(page.getByText(/验证成功/)).toBeVisible({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Signs in through the login page's SMS tab, as an account without a password does. A phone
 * gets one code a minute, so when an earlier spec (or a retry) sent one, this waits it out.
 */
export async function signInBySms(page: Page, phone: string) {
  const outbox = await page.request.get(`${MAIN}/v1/api/ops/sms-outbox?phone=${phone}`);
  const last = ((await outbox.json()) as Envelope<{ createdAt: string }[]>).data?.[0];
  if (last) {
    const wait = new Date(last.createdAt).getTime() + 61_000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
  }
  await page.goto('/reg/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号').fill(phone);
  await passSliderCaptcha(page, () => page.getByRole('button', { name: '获取验证码' }).click());
  await expect(page.getByText('发送成功，请注意查收')).toBeVisible();
  await page
    .getByRole('textbox', { name: '验证码' })
    .fill(await latestSmsCode(page.request, phone));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/reg\/login/);
}

/**
 * Clicks until what the click brings about shows: a click that lands before the page has
 * hydrated (the ops console loads its sections on demand), or while a list is still animating
 * shut, does nothing, as for a person.
 */
export async function clickUntil(target: Locator, shown: () => Promise<unknown>) {
  await expect(async () => {
    await target.click({ timeout: 3_000 });
    await shown();
  }).toPass({ timeout: 30_000 });
}

/** Selects a tab, clicking again until it is selected. */
export async function selectTab(page: Page, name: string | RegExp) {
  const tab = page.getByRole('tab', { name });
  await clickUntil(tab, () =>
    expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 3_000 }),
  );
}

/** Chooses an option of an antd select, opening it again until the option can be clicked. */
export async function chooseOption(page: Page, combobox: string, option: string) {
  const item = page.locator('.ant-select-item-option', { hasText: option }).first();
  await clickUntil(page.getByRole('combobox', { name: combobox }), () =>
    item.click({ timeout: 3_000 }),
  );
}

/** A page number of the list's pager (components/pagination/link-pagination). */
export function pageLink(page: Page, n: number): Locator {
  return page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: `第 ${n} 页` });
}

/** Whether the rest of antd's styles (themes/antd/rest.css) is loaded: its .ant-form rule. */
export function hasRestOfAntd(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some(
        (rule) => rule instanceof CSSStyleRule && rule.selectorText === '.ant-form',
      ),
    ),
  );
}

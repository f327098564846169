import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, MAIN, readPopups, signInQuietly } from './helpers';

/**
 * Fails the page on a console error (hydration, React or antd warnings, a failed load). A
 * visitor's page does not ask user/current (no signed-in hint), so no 401 is allowed either.
 */
function failOnConsoleError(page: Page) {
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    throw new Error(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => {
    throw error;
  });
}

/** The page is hydrated and the top bar knows who is signed in. */
async function signedInBar(page: Page) {
  await expect(page.getByRole('navigation', { name: '用户服务' })).toBeVisible({ timeout: 60_000 });
}

const SCENES = ['home', 'supplier', 'workbench'] as const;

const ROLES = [
  { role: 'visitor', phone: null },
  { role: 'buyer', phone: DEMO.buyer },
  { role: 'supplier', phone: DEMO.supplier },
  { role: 'personal', phone: DEMO.personal },
  { role: 'designer', phone: DEMO.designer },
  { role: 'ops', phone: DEMO.operator },
] as const;

async function hrefsIn(scope: Locator): Promise<string[]> {
  return scope
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
}

test.describe('every shell link answers a page', () => {
  for (const { role, phone } of ROLES) {
    test(`for the ${role}`, async ({ page }) => {
      test.setTimeout(300_000);
      failOnConsoleError(page);
      if (phone) await signInQuietly(page.request, phone, SCENES);
      else for (const scene of SCENES) await readPopups(page.request, MAIN, scene);
      await page.goto('/', { timeout: 120_000 });

      const topBar = page.locator('header > div').first();
      if (phone) {
        await signedInBar(page);
      } else {
        await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
      }
      const hrefs = new Set<string>(await hrefsIn(topBar));
      if (phone) {
        // The user menu's links only exist while it is open.
        await topBar.getByRole('button').first().click();
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem', { name: '账号设置' })).toBeVisible();
        for (const h of await hrefsIn(menu)) hrefs.add(h);
        await page.keyboard.press('Escape');
      }
      for (const h of await hrefsIn(page.getByRole('complementary', { name: '快捷工具栏' }))) {
        hrefs.add(h);
      }
      const footer = page.locator('footer');
      await expect(footer).toBeVisible();
      for (const h of await hrefsIn(footer)) hrefs.add(h);

      const origin = new URL(page.url()).origin;
      const own = [...hrefs].filter((h) => new URL(h).origin === origin);
      expect(own.length).toBeGreaterThan(phone ? 6 : 3);
      if (phone) {
        // The centre's doors are among them, in-app and on this host and port.
        expect(
          own.some((h) => /\/workbench\/(developer|supplier|personal)\/message$/.test(h)),
        ).toBe(true);
        expect(own.some((h) => h.endsWith('/account-settings'))).toBe(true);
      }

      const failures: string[] = [];
      for (const href of own) {
        const res = await page.request.get(href, { timeout: 120_000 });
        const body = await res.text();
        const where = new URL(href);
        const label = `${where.pathname}${where.search}`;
        if (res.status() >= 400) failures.push(`${label} → HTTP ${res.status()}`);
        else if (body.includes('data-testid="error-text"')) failures.push(`${label} → error page`);
        // The rendered heading, not the text: every /ops render carries its forbidden.tsx in
        // the RSC payload, so the words are in a 200 page the operator may open.
        else if (/<h1[^>]*>暂无权限</.test(body)) failures.push(`${label} → 暂无权限`);
      }
      expect(failures, `shell links of the ${role}`).toEqual([]);
    });
  }
});

test.describe('a visitor is no error', () => {
  test('pages never ask user/current without a session, and log no error', async ({ page }) => {
    test.setTimeout(300_000);
    failOnConsoleError(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/api/user/current')) asked.push(r.url());
    });
    for (const scene of ['home', 'product', 'supplier', 'yeation', 'bid']) {
      await readPopups(page.request, MAIN, scene);
    }
    for (const url of ['/', '/product', '/supplier/1', '/yeation', '/bid/list']) {
      await page.goto(url, { timeout: 120_000 });
      await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    }
    expect(asked).toEqual([]);
  });

  test("the showroom owner's prompt reaches the owner only", async ({ page }) => {
    test.setTimeout(180_000);
    const prompt = page.getByRole('dialog', { name: '完善企业展厅' });
    await readPopups(page.request, MAIN, 'supplier');
    await page.goto('/supplier/1', { timeout: 120_000 });
    await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    await expect(prompt).toHaveCount(0);

    await signInQuietly(page.request, DEMO.supplier, ['home', 'workbench']);
    await page.goto('/supplier/1', { timeout: 120_000 });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt.getByRole('button', { name: '去完善' })).toBeVisible();
    // Closing by hand (displayMethod 2) records nothing, so the next run sees it again.
    await prompt.getByRole('button', { name: '关闭' }).click();
    await expect(prompt).toHaveCount(0);
  });
});

test.describe('the centres', () => {
  test('reading a message lowers the top-bar count', async ({ page }) => {
    test.setTimeout(180_000);
    failOnConsoleError(page);
    await signInQuietly(page.request, DEMO.buyer, SCENES);
    await page.goto('/workbench/developer/message?read=unread', { timeout: 120_000 });
    await signedInBar(page);

    const unread = page.getByTestId('unread-count');
    const badge = page
      .getByRole('navigation', { name: '用户服务' })
      .getByRole('link', { name: /消息/ })
      .locator('sup');
    // Tests running beside this one may message the buyer between the page and the badge's
    // call: reloaded, the two agree once nothing arrives in between.
    let before = 0;
    let attempts = 0;
    await expect(async () => {
      if (attempts++) await page.reload();
      before = Number(await unread.textContent());
      await expect(badge).toHaveAttribute('title', String(before), { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    // The seed gives the demo buyer 8 unread messages; each run reads one.
    expect(before, 'the demo buyer has an unread message left').toBeGreaterThan(0);

    const first = page.getByTestId('message-item').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `将「${title}」标为已读` }).click();

    await expect(unread).toHaveText(String(before - 1));
    if (before > 1) await expect(badge).toHaveAttribute('title', String(before - 1));
    else await expect(badge).toHaveCount(0);
    // The read filter lists it now.
    await page.getByRole('link', { name: '已读', exact: true }).click();
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  });

  test('a buyer adds, edits and removes a receive address', async ({ page }) => {
    test.setTimeout(180_000);
    failOnConsoleError(page);
    await signInQuietly(page.request, DEMO.buyer, SCENES);
    const receiver = `地址测试${Date.now().toString(36)}`;
    await page.goto('/workbench/developer/addresses', { timeout: 120_000 });
    await signedInBar(page);
    await expect(page.getByRole('heading', { name: '收货地址' })).toBeVisible();

    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await expect(async () => {
      await page.getByRole('button', { name: '新增收货地址' }).click({ timeout: 10_000 });
      await expect(dialog).toBeVisible({ timeout: 5000 });
    }).toPass();
    // Nothing is saved without the required fields; the messages name them.
    await dialog.getByRole('button', { name: '保存地址' }).click();
    await expect(dialog.getByText('请输入收货人', { exact: true })).toBeVisible();

    await dialog.getByLabel('收货人').fill(receiver);
    await dialog.getByLabel('手机号').fill('13698765432');
    await choose(dialog, page, '省份', '广东省');
    await choose(dialog, page, '城市', '深圳市');
    await dialog.getByLabel('详细地址').fill('南山区科苑路 15 号');
    await dialog.getByRole('button', { name: '保存地址' }).click();
    await expect(page.locator('.ant-message').getByText('收货地址已保存')).toBeVisible();
    const item = page.getByTestId('address-item').filter({ hasText: receiver });
    await expect(item).toContainText('南山区科苑路 15 号');

    await item.getByRole('button', { name: `编辑 ${receiver} 的地址` }).click();
    const edit = page.getByRole('dialog', { name: '编辑收货地址' });
    await expect(edit.getByLabel('收货人')).toHaveValue(receiver);
    await edit.getByLabel('详细地址').fill('南山区科苑路 16 号');
    await edit.getByRole('button', { name: '保存地址' }).click();
    await expect(item).toContainText('南山区科苑路 16 号');

    await item.getByRole('button', { name: `删除 ${receiver} 的地址` }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
    await expect(page.locator('.ant-message').getByText('收货地址已删除')).toBeVisible();
    await expect(item).toHaveCount(0);
    // And it is gone on the server, not only on the page.
    await page.reload();
    await expect(page.getByRole('heading', { name: '收货地址' })).toBeVisible();
    await expect(page.getByTestId('address-item').filter({ hasText: receiver })).toHaveCount(0);
  });

  test('a buyer keeps a supplier from its showroom and removes it in 我的收藏', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    failOnConsoleError(page);
    await signInQuietly(page.request, DEMO.buyer, SCENES);
    // Start from not kept, whatever an earlier run left.
    expect((await page.request.delete('/v1/api/supplier/favourites/1')).status()).toBe(200);

    await page.goto('/supplier/1', { timeout: 120_000 });
    await signedInBar(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    const keep = page.getByRole('button', { name: `收藏${name}` });
    await keep.click();
    await expect(page.locator('.ant-message').getByText('已收藏该供应商')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`已收藏${name}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/workbench/developer/favourites?tab=supplier', { timeout: 120_000 });
    await signedInBar(page);
    const item = page.getByTestId('favourite-item').filter({ hasText: name });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name })).toHaveAttribute('href', '/supplier/1');
    await item.getByRole('button', { name: `取消收藏「${name}」` }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '取消收藏' }).click();
    await expect(page.locator('.ant-message').getByText('已取消收藏')).toBeVisible();
    await expect(item).toHaveCount(0);
    expect(
      (
        (await (await page.request.get('/v1/api/supplier/favourites/1')).json()) as {
          data: boolean;
        }
      ).data,
    ).toBe(false);
  });
});

/** Picks an option of an antd Select (searchable) by its exact label, with the keyboard. */
async function choose(scope: Locator, page: Page, name: string, option: string) {
  const box = scope.getByRole('combobox', { name });
  await box.click();
  await page.keyboard.type(option.slice(0, 2));
  await expect(box).toHaveAttribute('aria-controls', /_list$/);
  const listbox = await box.getAttribute('aria-controls');
  const dropdown = page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${listbox}"]`) });
  await expect(dropdown.locator(`.ant-select-item-option[title="${option}"]`)).toHaveClass(
    /ant-select-item-option-active/,
  );
  await page.keyboard.press('Enter');
  await expect(box).not.toHaveAttribute('aria-controls', /_list$/);
}

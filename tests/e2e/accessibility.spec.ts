import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { test, expect } from './fixtures';
import { ALTERNATE, DEMO, MAIN, PARTNER, signIn } from './helpers';

/**
 * The accessibility goal (WCAG 2.1 AA) checked on every run: the pages a visitor reaches first,
 * on each realm and at desktop and phone widths, and the buyer's own pages signed in.
 * Any serious or critical axe violation fails with the rule and the element.
 */
const PUBLIC_PAGES = [
  '/',
  '/product?keyword=瓷砖',
  '/product/item/1',
  '/list',
  '/supplier/2',
  '/bid/list',
  '/bid/details/1',
  '/inquiry/list',
  '/reg/login',
  '/reg/register',
  '/apply',
  '/designs',
  '/information/list',
  '/mobile/poster/home?id=1',
  '/mobile/reg/login',
];

const SIGNED_IN_PAGES = [
  '/shopping-cart',
  '/orders',
  '/auth',
  // The demo buyer's company is approved: with type=1, the certification form for a supplier.
  '/auth?type=1',
  '/mobile/authentication?type=1',
  '/workbench/developer/orders',
  '/workbench/developer/favourites',
];

const REALMS = [
  { name: '主站', origin: MAIN },
  { name: '金湾', origin: PARTNER },
  { name: '南城', origin: ALTERNATE },
];

const VIEWPORTS = [
  { name: '桌面', size: { width: 1440, height: 900 } },
  { name: '手机 390×844', size: { width: 390, height: 844 } },
];

/**
 * Opens each page; the fixture scans it as it opens (tests/e2e/fixtures.ts) and fails the test
 * on a violation. A popup notice over a first visit is part of that scan; it is then closed and
 * the page is scanned again as a returning visitor sees it.
 */
async function visitAll(page: Page, origin: string, paths: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${origin}${path}`);
    const notice = page.locator('dialog[open]');
    if (await notice.count()) {
      await page.keyboard.press('Escape');
      await expect(notice).toHaveCount(0);
      found.push(...(await axeViolations(page)));
    }
  }
  return found;
}

for (const viewport of VIEWPORTS) {
  for (const realm of REALMS) {
    test(`axe: ${realm.name}的公开页面，${viewport.name}`, async ({ page, consoleErrors }) => {
      test.setTimeout(240_000);
      consoleErrors.allow(/status of 4\d\d/);
      await page.setViewportSize(viewport.size);
      expect(await visitAll(page, realm.origin, PUBLIC_PAGES)).toEqual([]);
    });
  }

  test(`axe: 采购商登录后的页面，${viewport.name}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport.size);
    await signIn(page.request, DEMO.buyer);
    expect(await visitAll(page, MAIN, SIGNED_IN_PAGES)).toEqual([]);
  });
}

import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { axeViolations } from './axe';

export { expect };

/** What a test may expect the browser to log, e.g. the 404 document of a page it opens on purpose. */
export interface ConsoleErrors {
  allow: (pattern: RegExp) => void;
}

// Contexts outlive a test when a spec keeps a signed-in page between tests; their listeners write
// to whichever test is running now.
let sink: { errors: string[]; allowed: RegExp[]; axe: string[]; scanDir: string } | null = null;

/**
 * Claims the scan of a page (realm, path, desktop or phone width) for this run, in whichever
 * worker opens it first: a marker file created exclusively in the run's output directory, which
 * Playwright empties at the start of every run. Answers how to give the claim back, or null when
 * the page was scanned already.
 */
function claimScan(scanDir: string, key: string): (() => void) | null {
  const marker = path.join(scanDir, createHash('sha1').update(key).digest('hex'));
  try {
    closeSync(openSync(marker, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  return () => rmSync(marker, { force: true });
}

/**
 * Every page a test opens with `goto` is scanned by axe once a run (WCAG 2.1 A/AA): a serious or
 * critical violation fails the test that first opened it. Error pages are scanned too.
 */
async function scanOnce(page: Page, response: Response | null) {
  if (!response || !sink) return;
  const url = new URL(page.url());
  if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/files/')) return;
  const width = page.viewportSize()?.width ?? 1440;
  const current = sink;
  const release = claimScan(
    current.scanDir,
    `${url.host}${url.pathname}|${width < 768 ? 'phone' : 'desktop'}`,
  );
  if (!release) return;
  try {
    const found = await axeViolations(page);
    // A page with violations stays unclaimed: the retry, and any later test opening it, fail too.
    if (found.length) release();
    current.axe.push(...found);
  } catch (error) {
    // The page moved on by itself (a redirect after sign-in): the next page gets its own scan.
    release();
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
  }
}

const instrumented = new WeakSet<Page>();

function scanOnGoto(page: Page): void {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await scanOnce(page, response);
    return response;
  };
}

function watch(context: BrowserContext, scan = true): BrowserContext {
  if (scan) context.on('page', scanOnGoto);
  context.on('console', (msg) => {
    if (msg.type() !== 'error' || !sink) return;
    const line = `${msg.page()?.url() ?? ''} ${msg.text()}`;
    if (!sink.allowed.some((p) => p.test(line))) sink.errors.push(line);
  });
  context.on('weberror', (error) => sink?.errors.push(`page error: ${error.error().message}`));
  return context;
}

/** Watches the contexts a test opens itself (a second role, a phone) as well as its own page's. */
function watchNewContexts(browser: Browser): () => void {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  // axe runs in the page and waits on its timers, which never fire with scripts off: such a
  // page is not scanned (the same markup is, in the tests that keep scripts on).
  browser.newContext = async (options) =>
    watch(await newContext(options), options?.javaScriptEnabled !== false);
  // A page of its own context, closed with it as browser.newPage's is: axe needs a page whose
  // context was made by newContext.
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // A page left open closes with the browser at the worker's end, its context already going.
    page.once('close', () => void context.close().catch(() => {}));
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

/**
 * Every browser test fails on a console error or an uncaught page error of any page it opened
 * (hydration mismatches, React and antd warnings, failed loads) and on an axe violation.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  page: async ({ page }, provide) => {
    scanOnGoto(page);
    await provide(page);
  },
  consoleErrors: [
    async ({ browser, context }, use, testInfo) => {
      const scanDir = path.join(testInfo.project.outputDir, '.axe-scanned');
      mkdirSync(scanDir, { recursive: true });
      sink = { errors: [], allowed: [], axe: [], scanDir };
      const current = sink;
      watch(context);
      const restore = watchNewContexts(browser);
      await use({ allow: (pattern) => current.allowed.push(pattern) });
      restore();
      sink = null;
      expect(current.errors, 'console errors of the pages this test opened').toEqual([]);
      expect(current.axe, 'serious or critical axe violations of the pages it opened').toEqual([]);
    },
    { auto: true },
  ],
});

import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };

/** What a test may expect the browser to log, e.g. the 404 document of a page it opens on purpose. */
export interface ConsoleErrors {
  allow: (pattern: RegExp) => void;
}

// Contexts outlive a test when a spec keeps a signed-in page between tests; their listeners write
// to whichever test is running now.
let sink: { errors: string[]; allowed: RegExp[] } | null = null;

function watch(context: BrowserContext): BrowserContext {
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
  browser.newContext = async (options) => watch(await newContext(options));
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watch(page.context());
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

/**
 * Every browser test fails on a console error or an uncaught page error of any page it opened:
 * hydration mismatches, React and antd warnings, failed loads.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ browser, context }, use) => {
      sink = { errors: [], allowed: [] };
      const current = sink;
      watch(context);
      const restore = watchNewContexts(browser);
      await use({ allow: (pattern) => current.allowed.push(pattern) });
      restore();
      sink = null;
      expect(current.errors, 'console errors of the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
});

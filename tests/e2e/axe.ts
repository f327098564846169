import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules of the accessibility goal: WCAG 2.0 and 2.1, levels A and AA (GB/T 37668 follows them). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Scans the page as it is now (or only the part `within` selects) and answers one line per serious or critical violation,
 * naming the rule, the element and what axe says is wrong, so a failure reads without a trace.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Client components fill in after hydration, and a popup notice opens once its data is in:
  // scan what the person finally sees. A dialog fading in is half transparent, so its colours
  // are measured once it has settled (animations that end; spinners and the carousel run on).
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await settled(page);
  const first = await scan(page, within);
  if (first.length === 0) return first;
  // On a busy machine a button's colour transition can outlast the wait: a real violation is
  // still there a moment later, a colour caught mid-transition is not.
  await page.waitForTimeout(1_000);
  await settled(page);
  return scan(page, within);
}

/** Waits (up to 3 s) until every animation that ends has ended. */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

async function scan(page: Page, within?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of aggregating in a blank page it opens
  // (only cross-origin frames go unscanned: the mall's frames show PDFs), and only violations are
  // detailed: together a scan costs a third of the time, which is most of the browser tests'.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${page.url()} [${v.impact}] ${v.id}: ${node.target.join(' ')} — ${
            node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help
          }`,
      ),
    );
}

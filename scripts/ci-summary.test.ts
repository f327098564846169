import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'ci-summary.mjs');
let dir = '';

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The closing line ci-summary prints for a folder holding these reports. */
function closingLine(reports: Record<string, object>, env: Record<string, string> = {}): string {
  dir = mkdtempSync(path.join(tmpdir(), 'ci-summary-'));
  for (const [name, report] of Object.entries(reports))
    writeFileSync(path.join(dir, name), JSON.stringify(report));
  const out = execFileSync('node', [script, dir], {
    encoding: 'utf8',
    env: { ...process.env, EXTRA_FAILED: '', ...env },
  });
  return out.trim().split('\n').at(-1) ?? '';
}

it('adds up vitest and Playwright reports, counting flaky tests as passed', () => {
  const line = closingLine({
    'vitest.json': { success: true, numPassedTests: 10, numFailedTests: 0, numPendingTests: 2 },
    'playwright.json': { stats: { expected: 5, flaky: 1, unexpected: 1, skipped: 3 } },
  });
  expect(line).toBe('16 passed, 1 failed, 5 skipped');
});

it('counts a failed vitest run with no failed test as one failure', () => {
  // A failing hook or an unhandled error fails the run while every test passed.
  const line = closingLine({
    'vitest.json': { success: false, numPassedTests: 7, numFailedTests: 0 },
  });
  expect(line).toBe('7 passed, 1 failed, 0 skipped');
});

it('counts failed tests and suites that could not run, not the run once more', () => {
  const line = closingLine({
    'vitest.json': {
      success: false,
      numPassedTests: 4,
      numFailedTests: 2,
      numRuntimeErrorTestSuites: 1,
    },
  });
  expect(line).toBe('4 passed, 3 failed, 0 skipped');
});

it('adds the steps that failed before reporting', () => {
  const line = closingLine(
    { 'vitest.json': { success: true, numPassedTests: 1 } },
    { EXTRA_FAILED: '2' },
  );
  expect(line).toBe('1 passed, 2 failed, 0 skipped');
});

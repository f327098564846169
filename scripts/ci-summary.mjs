// Adds up the JSON reports of every test run in a folder and prints the closing line CI reads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  if (name.startsWith('playwright')) {
    // Flaky tests passed on retry; unexpected ones failed.
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
  } else {
    passed += report.numPassedTests ?? 0;
    const counted = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    // A failed hook or an unhandled error fails the run without failing a test: count it once.
    failed += counted || (report.success === false ? 1 : 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  console.log(`  ${name}`);
}
const extra = Number(process.env.EXTRA_FAILED ?? 0);
console.log(`${passed} passed, ${failed + extra} failed, ${skipped} skipped`);

// `npm test`: builds the app when needed (the browser tests run against the real build), then
// runs every test — unit, API, both databases and Chromium — in two passes:
// 1. the pure rules in core/ with coverage (100 % required: vitest.config.ts thresholds);
// 2. everything else without coverage: collecting it slowed every unit file's code although only
//    core/ is measured (docs/decisions/050-suite-under-ten-minutes.md).
// With arguments (`npm test -- path/to/file.test.ts`, `--project e2e`…) one pass runs them as given.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuild } from './ensure-build.mjs';

const root = resolve(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'haat-test-'));
const extra = process.argv.slice(2);
const passes = extra.length
  ? [{ name: 'tests', args: extra }]
  : [
      { name: 'core', args: ['--coverage', '--project', 'core'] },
      { name: 'rest', args: ['--project', 'unit', '--project', 'unit-isolated', '--project', 'e2e'] },
    ];

await ensureBuild();

const totals = { passed: 0, failed: 0, skipped: 0 };
let status = 0;
for (const pass of passes) {
  const report = join(out, `${pass.name}.json`);
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...pass.args];
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), ...args], { cwd: root, stdio: 'inherit' });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } catch {
    /* vitest did not write a report: its exit code says why */
  }
  status = r.status ?? 1;
  if (status !== 0) break;
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
rmSync(out, { recursive: true, force: true });
process.exit(status);

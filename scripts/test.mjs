// `npm test`: builds the app when needed (the browser tests run against the real build),
// then runs every test — unit, API, both databases and Chromium — with core/ coverage.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuild } from './ensure-build.mjs';

const root = resolve(import.meta.dirname, '..');
await ensureBuild();

const out = mkdtempSync(join(tmpdir(), 'haat-test-'));
const report = join(out, 'report.json');
const args = ['run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const r = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), ...args], { cwd: root, stdio: 'inherit' });
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = json.numPendingTests + json.numTodoTests;
  console.log(`\nTests: ${json.numPassedTests} passed, ${json.numFailedTests} failed, ${skipped} skipped`);
} catch {
  /* vitest did not write a report: its exit code says why */
}
rmSync(out, { recursive: true, force: true });
process.exit(r.status ?? 1);

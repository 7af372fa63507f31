// `npm run validate` (what CI runs): the type check and lint side by side — each uses one core —
// then every test (`npm test`). The first that fails stops it; each check's output is printed
// whole when it ends, so the two never interleave.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${script}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
      done(code ?? 1);
    });
  });
}

const codes = await Promise.all([run('typecheck'), run('lint')]);
if (codes.some((code) => code !== 0)) process.exit(1);
const test = spawnSync(npm, ['test'], { cwd: root, stdio: 'inherit' });
process.exit(test.status ?? 1);

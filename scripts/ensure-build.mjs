// Runs `react-router build` when there is no build or a source file is newer than it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const serverEntry = join(root, 'build/server/index.js');
const sources = ['app', 'server', 'services', 'seed', 'db', 'core', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

export function isBuildStale() {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

export async function ensureBuild({ force = false } = {}) {
  if (!force && !isBuildStale()) return;
  console.log('Building haat (react-router build)…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (r.status !== 0) throw new Error('The build failed');
}

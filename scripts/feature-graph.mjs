// How the feature folders of services/ import each other (docs/decisions/039-feature-modules.md):
// `node scripts/feature-graph.mjs` prints the number of imports from one feature folder into
// another, the pairs of folders they join, and every loop of folders that import each other
// (a strongly connected set of two or more), and how many imports of services/ name a use case
// (lint/feature-modules.js: none may). `--list` prints each cross-feature import too; `--root
// DIR` measures another checkout (an older commit's worktree, say) with today's definitions.
// services/*.ts and services/adapters/ are shared, not features. Tests are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { placeOf } from '../lint/feature-modules.js';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? resolve(process.argv[rootArg + 1]) : resolve(import.meta.dirname, '..');
const files = [];
(function walk(dir) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = posix.join(dir, entry.name);
    if (entry.isDirectory()) walk(rel);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(rel);
  }
})('services');

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]/g;
const edges = [];
let useCaseImports = 0;
for (const file of files) {
  const from = placeOf(file);
  for (const m of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
    if (!m[1].startsWith('.')) continue;
    let target = posix.normalize(posix.join(dirname(file), m[1]));
    if (!/\.tsx?$/.test(target)) target += '.ts';
    const to = placeOf(target);
    if (to?.kind === 'use case' && !(from?.kind === 'jobs' && from.feature === to.feature)) useCaseImports++;
    if (from?.feature && to?.feature && from.feature !== to.feature) edges.push({ file, target, from: from.feature, to: to.feature });
  }
}

const pairs = new Map();
for (const e of edges) pairs.set(`${e.from} -> ${e.to}`, (pairs.get(`${e.from} -> ${e.to}`) ?? 0) + 1);
const next = new Map();
for (const e of edges) next.set(e.from, new Set([...(next.get(e.from) ?? []), e.to]));

// Tarjan's strongly connected components over the folders.
let index = 0;
const stack = [];
const on = new Set();
const idx = new Map();
const low = new Map();
const loops = [];
function visit(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  on.add(v);
  for (const w of next.get(v) ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const part = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1) loops.push(part.sort());
  }
}
for (const v of new Set(edges.flatMap((e) => [e.from, e.to]))) if (!idx.has(v)) visit(v);

console.log(`cross-feature imports: ${edges.length} across ${pairs.size} pairs of feature folders`);
console.log(`loops of feature folders: ${loops.length}${loops.map((l) => `\n  ${l.length} folders: ${l.join(', ')}`).join('')}`);
console.log(`imports of a use case by another file of services/: ${useCaseImports}`);
if (process.argv.includes('--list')) {
  for (const [pair, n] of [...pairs].sort()) console.log(`  ${pair}: ${n}`);
  for (const e of edges) console.log(`    ${relative(root, join(root, e.file))} -> ${e.target}`);
}

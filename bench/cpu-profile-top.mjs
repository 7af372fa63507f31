// The functions a .cpuprofile spent its samples in: self time and total (inclusive) time,
// the top N of each, as text. `node bench/cpu-profile-top.mjs FILE [N] [filter]`
import { readFileSync } from 'node:fs';

const [file, nArg = '40', filter = ''] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + 1);
const total = profile.samples.length;
const key = (n) => `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url || '').replace(/^.*\/(node_modules|build)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
const selfBy = new Map();
const totalBy = new Map();
for (const [id, count] of self) {
  const n = byId.get(id);
  selfBy.set(key(n), (selfBy.get(key(n)) ?? 0) + count);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = key(byId.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    totalBy.set(k, (totalBy.get(k) ?? 0) + count);
  }
}
const show = (title, map) => {
  console.log(`\n${title} (of ${total} samples)`);
  [...map].filter(([k]) => k.includes(filter)).sort((a, b) => b[1] - a[1]).slice(0, Number(nArg)).forEach(([k, v]) => console.log(`${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`));
};
show('self', selfBy);
show('total', totalBy);

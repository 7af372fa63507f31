// Prints the markdown tables of docs/benchmarks.md from bench/.data/results-<sqlite|postgres>.json
// (written by bench/run.ts):   npx tsx bench/report.ts
import { existsSync, readFileSync } from 'node:fs';

interface LoadRow {
  name: string;
  rps?: number;
  p50?: number;
  p99?: number;
  errors?: number;
  non2xx?: number;
  cpuMsPerRequest?: number;
  capacityOnIdleCores?: number;
  gzipBytes?: number;
  loadBefore?: string;
  loadAfter?: string;
  goal?: { rps?: number; p99: number };
  skipped?: string;
  cache?: 'on' | 'off';
  cacheHitRatio?: number;
}

const miss = (value: number, goal: number, higherIsBetter: boolean) => {
  const ok = higherIsBetter ? value >= goal : value <= goal;
  if (ok) return 'met';
  return higherIsBetter ? `missed (${(goal / Math.max(value, 1)).toFixed(1)}× short)` : `missed (${(value / goal).toFixed(1)}× over)`;
};

for (const kind of ['sqlite', 'sqlite-nocache', 'postgres', 'postgres-nocache']) {
  const file = `bench/.data/results-${kind}.json`;
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const title = `${kind.startsWith('sqlite') ? 'SQLite' : 'PostgreSQL'}, ${kind.endsWith('nocache') ? 'cache off (every request rendered)' : 'cache on, as shipped'}`;
  console.log(`\n### ${title} (${r.at}, load average at start ${r.machine.load})\n`);
  if (r.load) {
    console.log('| scenario | req/s | p50 ms | p99 ms | errors / non-2xx | from memory | server CPU per request | ≈ req/s on 2 idle cores | gzip bytes | load avg (before → after) | target | verdict |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const l of r.load as LoadRow[]) {
      if (l.skipped) {
        console.log(`| ${l.name} | skipped: ${l.skipped} ||||||||||`);
        continue;
      }
      const goal = l.goal!;
      const verdicts = [
        goal.rps !== undefined ? `req/s ${miss(l.rps!, goal.rps, true)}` : null,
        `p99 ${miss(l.p99!, goal.p99, false)}`,
        l.errors! + l.non2xx! === 0 ? 'errors 0' : `errors ${l.errors! + l.non2xx!}`,
      ].filter(Boolean);
      console.log(
        `| ${l.name} | ${l.rps} | ${l.p50} | ${l.p99} | ${l.errors} / ${l.non2xx} | ${l.cache === 'on' ? `${((l.cacheHitRatio ?? 0) * 100).toFixed(1)}%` : '—'} | ${l.cpuMsPerRequest} ms | ${l.capacityOnIdleCores} | ${l.gzipBytes} | ${l.loadBefore} → ${l.loadAfter} | ${goal.rps ? `≥ ${goal.rps} req/s, ` : ''}p99 ≤ ${goal.p99} ms | ${verdicts.join('; ')} |`,
      );
    }
  }
  if (r.lighthouse) {
    console.log('\n| page (mobile) | score (median; all runs) | FCP | LCP | TBT | CLS | SI | load avg | verdict |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const p of r.lighthouse.pages) {
      const m = p.median;
      const runs = p.runs.map((x: { score: number }) => x.score).join(', ');
      console.log(
        `| ${p.page} | ${m.score} (${runs}) | ${m.fcp} ms | ${m.lcp} ms | ${m.tbt} ms | ${m.cls} | ${m.si} ms | ${m.load} | score ${m.score >= 95 ? 'met' : `missed by ${95 - m.score}`}, CLS ${m.cls <= 0.02 ? 'met' : 'missed'} |`,
      );
    }
    const js = r.lighthouse.productJs;
    console.log(
      `\nProduct page JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB raw, **${(js.gzip / 1024).toFixed(1)} KiB gzip -9** (${js.gzip} bytes; target ≤ 125 KB: ${js.gzip <= 125 * 1024 ? 'met' : `missed by ${js.gzip - 125 * 1024} bytes over 125 KiB, ${js.gzip - 125_000} over 125,000`}), ${(js.transfer / 1024).toFixed(1)} KiB on the wire as Chromium received it (Brotli, headers included).`,
    );
  }
  if (r.plans) {
    const scans = (r.plans as Array<{ fullScan: string[] }>).filter((p) => p.fullScan.length > 0).length;
    console.log(`\nQuery plans: ${r.plans.length} distinct queries, ${scans} with a full scan of a big table.`);
  }
}

// Visible English left in the seller console's JSX (docs/decisions/053): the scan of
// app/i18n-literals.ts over the console's files (app/routes/seller and app/components/seller),
// stricter than the shopper pages' — it also reads the kit's `label`, `title`, `hint` and
// `description` attributes and the string literals a JSX expression shows (`{ok ? 'Saved' :
// 'Failed'}`). Every such text should be a catalog message (`t('seller.…')`). A ratchet like
// app/i18n-literals.test.ts: a file may not gain literals, one not listed in REMAINING must
// have none, and a count above what is left must be lowered.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishLiterals, type LiteralScan } from './i18n-literals';

const ROOT = join(import.meta.dirname, '..');
const CONSOLE_SCAN: LiteralScan = { attributes: ['label', 'title', 'hint', 'description'], expressions: true };
/** Console files still carrying English literals, with how many (none left when the scan was added). */
const REMAINING: Record<string, number> = {};

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('visible English in the seller console', () => {
  it('finds JSX text, visible attributes and shown literals, not code or catalog ids', () => {
    const source = `const a = <Field label="Phone" hint={t('x')} title={ok ? 'Saved it' : t('y')} className="text-sm">{x ? 'Cancel order' : null}{\`Save \${c}\`}{t('seller.z')} · {n}</Field>;`;
    expect(englishLiterals(source, CONSOLE_SCAN)).toEqual(['label="Phone"', 'title="Saved it"', 'Cancel order', 'Save']);
    // The shopper pages' scan reads neither `label` nor expressions.
    expect(englishLiterals(source)).toEqual([]);
  });

  const files = [...tsxFiles(join(ROOT, 'app/routes/seller')), ...tsxFiles(join(ROOT, 'app/components/seller'))];
  const counts: Record<string, string[]> = Object.fromEntries(files.map((f) => [relative(ROOT, f), englishLiterals(readFileSync(f, 'utf8'), CONSOLE_SCAN)]).filter(([, l]) => l.length > 0));

  it('scans the console (its layout, order page parts)', () => {
    expect(files.map((f) => relative(ROOT, f))).toEqual(expect.arrayContaining(['app/routes/seller/layout.tsx', 'app/components/seller/order/print-view.tsx']));
  });

  it('no console file gains English literals; translated files stay translated', () => {
    const over = Object.entries(counts)
      .filter(([file, literals]) => literals.length > (REMAINING[file] ?? 0))
      .map(([file, literals]) => `${file}: ${literals.length} (allowed ${REMAINING[file] ?? 0}): ${literals.slice(0, 5).join(' | ')}`);
    expect(over).toEqual([]);
  });

  it('REMAINING is kept down to what is left', () => {
    const stale = Object.entries(REMAINING)
      .filter(([file, n]) => (counts[file]?.length ?? 0) < n)
      .map(([file, n]) => `${file}: ${counts[file]?.length ?? 0} < ${n}`);
    expect(stale).toEqual([]);
  });
});

// Visible English left in the shopper's JSX (docs/decisions/047): a scan, with the TypeScript
// parser, of every shopper-side .tsx file (app/root.tsx, app/routes and app/components, the
// seller console excluded) for JSX text with Latin letters and for the attributes a person
// sees or hears (aria-label, placeholder, title, alt) given as a literal with Latin letters.
// Every such string should be a catalog message (`t('id')`). Not all pages are translated
// yet, so this is a ratchet: a file may not gain literals, a file not listed in REMAINING
// must have none, and a file that dropped below its count must have its count lowered here.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishLiterals, shopperFiles } from './i18n-literals';

const ROOT = join(import.meta.dirname, '..');
/** Files still carrying English literals, with how many (lower a count when you translate some). */
// 291 literals in 49 of 104 files when the scan was added (the buying journey's layout, home,
// product card and page, pager are done; cart, checkout, dashboard, track order are not yet).
const REMAINING: Record<string, number> = {
};

describe('visible English in the shopper pages', () => {
  it('finds JSX text and visible attributes, not code', () => {
    expect(englishLiterals('const a = <p title="Hello there">Some text {t("x")}<b>৳</b></p>;')).toEqual(['title="Hello there"', 'Some text']);
    expect(englishLiterals('const a = <p className="text-sm">{t("x")} Facebook</p>;')).toEqual([]);
  });

  const files = [join(ROOT, 'app/root.tsx'), ...shopperFiles(join(ROOT, 'app/routes')), ...shopperFiles(join(ROOT, 'app/components'))];
  const counts: Record<string, string[]> = Object.fromEntries(files.map((f) => [relative(ROOT, f), englishLiterals(readFileSync(f, 'utf8'))]).filter(([, l]) => l.length > 0));

  it('no file gains English literals; translated files stay translated', () => {
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

// formatNumber (core/i18n/format.ts) writes numbers by hand so the browser's hydration needs no
// Intl.NumberFormat (decision 076); it must give exactly Intl's text, in both languages, for
// every kind of number a page can show.
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';
import { intlLocale, LANGS } from './lang';

const formats = new Map<string, Intl.NumberFormat>();
function intl(lang: (typeof LANGS)[number], n: number, maxFractionDigits: number): string {
  const key = `${lang}${maxFractionDigits}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: maxFractionDigits })));
  return f.format(n);
}

/** A small deterministic generator (mulberry32), so a failure names a value that can be re-run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const edges = [
  0, -0, 1, -1, 5, 9, 10, 99, 100, 999, 1000, 1250, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 1234567, 12345678, 123456789,
  0.5, 0.05, 0.005, 0.125, 0.135, 1.005, 2.675, 1.995, 9.995, 99.995, 999.9951, 0.001, -0.001, -0.005, -1.005, -2.5, 1e-7, -1e-7, 1.5e-10,
  1e21, 1.2345e21, Number('12345678901234567890'), 2 ** 53, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_VALUE,
  NaN, Infinity, -Infinity, 0.1 + 0.2, 1 / 3, 2 / 3, -2 / 3, 1234.5678, -98765.4321,
];

describe('formatNumber against Intl.NumberFormat', () => {
  for (const lang of LANGS) {
    for (const digits of [0, 2, 3]) {
      it(`${lang}, at most ${digits} decimals: the edge cases`, () => {
        for (const n of edges) expect(formatNumber(lang, n, digits), String(n)).toBe(intl(lang, n, digits));
      });

      it(`${lang}, at most ${digits} decimals: 5,000 random amounts, whole and with decimals`, () => {
        const next = random(42 + digits);
        const wrong: string[] = [];
        for (let i = 0; i < 5000; i++) {
          const scale = 10 ** Math.floor(next() * 12);
          const whole = Math.floor(next() * scale);
          const n = (next() < 0.2 ? -1 : 1) * (i % 3 === 0 ? whole : whole + Math.round(next() * 100000) / 100000);
          if (formatNumber(lang, n, digits) !== intl(lang, n, digits)) wrong.push(`${n}: ${formatNumber(lang, n, digits)} ≠ ${intl(lang, n, digits)}`);
        }
        expect(wrong).toEqual([]);
      });
    }
  }

  it('defaults to two decimals, as the pages show amounts', () => {
    expect(formatNumber('en', 1234.5678)).toBe('1,234.57');
    expect(formatNumber('bn', 123456)).toBe('১,২৩,৪৫৬');
  });
});

// formatCompiled (core/i18n/translate.ts) against Lingui's own runtime: every message of both
// catalogs, with numbers that pick each plural form and values for every select case, gives the
// same text (docs/decisions/058: the browser carries our reader, not @lingui/core).
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog';
import { compiledCatalog } from './compile';
import { intlLocale, type Lang } from './lang';
import { formatCompiled, makeTranslator } from './translate';

/** Each placeholder's name, and the select cases it is matched with. */
function placeholders(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?/g)) {
    const set = out.get(m[1]!) ?? new Set<string>();
    out.set(m[1]!, set);
    if (m[2] === 'select') {
      const rest = text.slice(m.index! + m[0].length);
      for (const c of rest.matchAll(/(?:^|\})\s*,?\s*(\w+)\s*\{/g)) set.add(c[1]!);
    }
  }
  return out;
}

describe('formatCompiled', () => {
  for (const lang of ['en', 'bn'] as Lang[]) {
    it(`writes every ${lang} message as Lingui's runtime does`, () => {
      const locale = intlLocale(lang);
      const compiled = compiledCatalog(lang);
      const lingui = setupI18n({ locale, messages: { [locale]: compiled } });
      let checked = 0;
      for (const [id, text] of Object.entries(catalogs[lang])) {
        const names = placeholders(text as string);
        const samples: Array<Record<string, string | number>> = [];
        for (const n of [0, 1, 2, 1250]) {
          const values: Record<string, string | number> = {};
          for (const name of names.keys()) values[name] = n;
          samples.push(values);
        }
        for (const [name, cases] of names) for (const c of [...cases, 'zzz']) samples.push({ ...samples[1], [name]: c });
        samples.push({ ...Object.fromEntries([...names.keys()].map((k) => [k, 'ক খ'])) });
        for (const values of samples) {
          expect(formatCompiled(compiled[id]!, values, lang), `${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(500);
    });
  }

  it('shows an unknown id as itself, as Lingui does', () => {
    expect(makeTranslator('en', {}).t('no.such.id' as never)).toBe('no.such.id');
  });

  it('writes plural forms, exact cases and selects', () => {
    const m = (text: string) => compileMessage(text);
    expect(formatCompiled(m('{n, plural, =0 {none} one {# item} other {# items}}'), { n: 0 }, 'en')).toBe('none');
    expect(formatCompiled(m('{n, plural, =0 {none} one {# item} other {# items}}'), { n: 1 }, 'en')).toBe('1 item');
    expect(formatCompiled(m('{n, plural, =0 {none} one {# item} other {# items}}'), { n: 1250 }, 'en')).toBe('1,250 items');
    expect(formatCompiled(m('{s, select, yes {with {x}} other {without}}'), { s: 'yes', x: 'X' }, 'en')).toBe('with X');
    expect(formatCompiled(m('{s, select, yes {with {x}} other {without}}'), { s: 'no' }, 'en')).toBe('without');
  });

  it('writes nothing for a missing case or value, and numbers and plain strings as they are', () => {
    const tokens = (t: unknown) => t as Parameters<typeof formatCompiled>[0];
    expect(formatCompiled(tokens([['n', 'plural', { one: ['one'] }]]), { n: 5 }, 'en')).toBe('');
    expect(formatCompiled(tokens([['s', 'select', { yes: ['yes'] }]]), { s: 'no' }, 'en')).toBe('');
    expect(formatCompiled(tokens(['৳', ['n', 'number']]), { n: 1250 }, 'bn')).toBe(`৳${new Intl.NumberFormat('bn-BD').format(1250)}`);
    expect(formatCompiled(tokens(['a', ['x'], 'b']), {}, 'en')).toBe('ab');
    expect(formatCompiled('plain', {}, 'en')).toBe('plain');
  });
});

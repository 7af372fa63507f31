// The browser build's React Router (docs/decisions/064): the texts of its warnings go, an
// invariant keeps throwing with a short text, other calls and strings stay; and the real
// production chunk parses and loses its development texts.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVARIANT_TEXT, textArgumentRanges, withoutDevelopmentTexts } from './react-router-production';

describe('withoutDevelopmentTexts', () => {
  it('empties warning texts and shortens invariant texts, leaving the conditions and other calls', () => {
    const code = [
      'warning(ok, "a long warning about routes");',
      'warningOnce("key", ok, `template ${x} warning`);',
      'warnOnce(ok, "a" + "b");',
      'invariant(value, "No route matches");',
      'invariant2(other, `bad ${thing}`);',
      'console.warn("kept as is");',
      'notWarning(ok, "kept too");',
      'warning(ok, message);',
    ].join('\n');
    const out = withoutDevelopmentTexts(code);
    expect(out).toContain('warning(ok, "");');
    expect(out).toContain('warningOnce("key", ok, "");');
    expect(out).toContain('warnOnce(ok, "");');
    expect(out).toContain(`invariant(value, ${JSON.stringify(INVARIANT_TEXT)});`);
    expect(out).toContain(`invariant2(other, ${JSON.stringify(INVARIANT_TEXT)});`);
    expect(out).toContain('console.warn("kept as is");');
    expect(out).toContain('notWarning(ok, "kept too");');
    // A text that is not written out in the call (a variable) is left alone.
    expect(out).toContain('warning(ok, message);');
    expect(() => new Function(out)).not.toThrow();
  });

  it('cuts the texts of the installed React Router production chunk, which still parses', () => {
    const production = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
    const chunks = readdirSync(production).filter((f) => /^chunk-.*\.mjs$/.test(f));
    const code = chunks.map((f) => readFileSync(join(production, f), 'utf8')).join('\n');
    const ranges = textArgumentRanges(code);
    expect(ranges.length).toBeGreaterThan(50);
    const out = withoutDevelopmentTexts(code);
    expect(out.length).toBeLessThan(code.length - 5_000);
    expect(out).not.toContain('You cannot render a <Router> inside another <Router>');
    expect(textArgumentRanges(out).length).toBe(ranges.length);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_RETURN_TARGET, isSafeReturnTarget, safeReturnTarget } from './return-target';

describe('safeReturnTarget (decisions.md "Return targets")', () => {
  it('keeps same-shop paths', () => {
    for (const path of ['/', '/customer/cart', '/r/alpha/products/12', '/products/red-shari-12?variant=3#reviews', '/search/a%2Fb']) {
      expect(safeReturnTarget(path)).toBe(path);
    }
  });
  it('falls back to the dashboard for anything else', () => {
    expect(DEFAULT_RETURN_TARGET).toBe('/customer/dashboard');
    const unsafe: unknown[] = [
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      'customer/cart',
      '',
      ' /customer/cart',
      '/\t/evil.com',
      '/\n/evil.com',
      '/customer\\cart',
      '/%2F%2Fevil.com',
      '/%5cevil.com',
      '/a\u007f',
      `/${'a'.repeat(2048)}`,
      null,
      undefined,
      42,
      ['/customer/cart'],
      { toString: () => '/customer/cart' },
    ];
    for (const value of unsafe) expect(safeReturnTarget(value)).toBe('/customer/dashboard');
  });
  it('uses the given fallback', () => {
    expect(safeReturnTarget('//evil.com', '/customer/cart')).toBe('/customer/cart');
  });
  it('never returns something that leaves the shop', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.string().map((s) => `/${s}`)), (value) => {
        const target = safeReturnTarget(value);
        expect(new URL(target, 'https://alpha.example.com').origin).toBe('https://alpha.example.com');
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(isSafeReturnTarget(target)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

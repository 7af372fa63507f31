import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOrderCodeShaped, normalizeOrderCode, ORDER_CODE_ALPHABET, ORDER_CODE_BYTES, ORDER_CODE_LENGTH, orderCodeFrom } from './order-code';

describe('orderCodeFrom', () => {
  it('uses Crockford base32: 32 symbols, no I, L, O or U', () => {
    expect(ORDER_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(ORDER_CODE_ALPHABET).size).toBe(32);
    for (const c of 'ILOU') expect(ORDER_CODE_ALPHABET).not.toContain(c);
    expect(ORDER_CODE_LENGTH).toBe(8);
    expect(ORDER_CODE_BYTES).toBe(5);
  });

  it('encodes the first 40 bits, most significant first', () => {
    expect(orderCodeFrom(new Uint8Array([0, 0, 0, 0, 0]))).toBe('00000000');
    expect(orderCodeFrom(new Uint8Array([255, 255, 255, 255, 255]))).toBe('ZZZZZZZZ');
    expect(orderCodeFrom(new Uint8Array([0, 0, 0, 0, 31]))).toBe('0000000Z');
    expect(orderCodeFrom(new Uint8Array([0, 0, 0, 0, 32]))).toBe('00000010');
    expect(orderCodeFrom(new Uint8Array([0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('11111111');
    expect(orderCodeFrom(new Uint8Array([1, 2, 3, 4, 5, 6, 7]))).toBe(orderCodeFrom(new Uint8Array([1, 2, 3, 4, 5])));
  });

  it('refuses fewer than 5 bytes', () => {
    expect(() => orderCodeFrom(new Uint8Array(4))).toThrow(RangeError);
  });

  it('is one-to-one on 40 bits, always shaped, and survives being read back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), fc.uint8Array({ minLength: 5, maxLength: 5 }), (a, b) => {
        const ca = orderCodeFrom(a);
        expect(isOrderCodeShaped(ca)).toBe(true);
        expect(normalizeOrderCode(ca.toLowerCase())).toBe(ca);
        expect(normalizeOrderCode(`${ca.slice(0, 4)}-${ca.slice(4)}`)).toBe(ca);
        expect(ca === orderCodeFrom(b)).toBe(a.every((x, i) => x === b[i]));
      }),
    );
  });
});

describe('normalizeOrderCode and isOrderCodeShaped', () => {
  it('upper-cases, drops spaces and dashes, reads O as 0 and I, L as 1', () => {
    expect(normalizeOrderCode(' 7k3m-9x2q ')).toBe('7K3M9X2Q');
    expect(normalizeOrderCode('oIlO abcd')).toBe('0110ABCD');
    expect(normalizeOrderCode('AB\tCD\nEF GH')).toBe('ABCDEFGH');
    expect(normalizeOrderCode(12345678)).toBe('');
    expect(normalizeOrderCode(null)).toBe('');
  });

  it('accepts exactly 8 symbols of the alphabet', () => {
    expect(isOrderCodeShaped('7K3M9X2Q')).toBe(true);
    for (const bad of ['', '7K3M9X2', '7K3M9X2QQ', '7k3m9x2q', '7K3M9X2U', 'OOOOOOOO', 'IIIIIIII', '7K3M-9X2', 12345678, null]) {
      expect(isOrderCodeShaped(bad)).toBe(false);
    }
    expect(isOrderCodeShaped(normalizeOrderCode('ooooIIII'))).toBe(true);
    expect(isOrderCodeShaped(normalizeOrderCode('uuuuuuuu'))).toBe(false);
  });
});

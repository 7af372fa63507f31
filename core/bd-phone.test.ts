import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBdMobile } from './bd-phone';
import { isBdMobile, parseBdMobile } from './customer-auth';

describe('Bangladeshi mobile numbers', () => {
  it('reads every usual way of writing one into +8801XXXXXXXXX', () => {
    for (const typed of ['01712345678', '017-1234 5678', '1712345678', '+8801712345678', '8801712345678', '008801712345678', '+880 1712-345678', '(017) 1234.5678']) {
      expect(parseBdMobile(typed)).toBe('+8801712345678');
      expect(isBdMobile(typed)).toBe(true);
    }
    for (const op of ['3', '4', '5', '6', '7', '8', '9']) expect(parseBdMobile(`01${op}12345678`)).toBe(`+8801${op}12345678`);
  });

  it('refuses land lines, other countries, wrong lengths and non-strings', () => {
    for (const bad of ['', 'abc', '01212345678', '01112345678', '0171234567', '017123456789', '+442079460958', '+8802955555', '029555555', '+91 98765 43210']) {
      expect(parseBdMobile(bad)).toBeNull();
      expect(isBdMobile(bad)).toBe(false);
    }
    for (const bad of [null, undefined, 1712345678, {}]) expect(parseBdMobile(bad)).toBeNull();
  });

  it('shows a canonical number the national way and leaves anything else as it is', () => {
    expect(formatBdMobile('+8801712345678')).toBe('01712-345678');
    expect(formatBdMobile('+442079460958')).toBe('+442079460958');
  });

  it('accepts exactly the 11-digit national numbers 01[3-9]XXXXXXXX', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11}$/), (digits) => {
        expect(isBdMobile(digits)).toBe(/^01[3-9]\d{8}$/.test(digits));
      }),
    );
  });
});

// Reading numbers from loosely typed inputs: null, undefined, NaN, Infinity and anything
// that is not a number or a plain decimal string count as 0. Whole-number parts are
// truncated toward zero like JavaScript's Math.trunc, and never come out as -0.

import { asciiDigits } from './i18n/format';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A finite number from a number or a plain decimal string; anything else is 0. */
export function parseNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const text = asciiDigits(value).trim();
    return DECIMAL.test(text) ? parseNumber(Number(text)) : 0;
  }
  return 0;
}

/** Truncates toward zero (Math.trunc) after parseNumber; never -0, never Infinity. */
export function truncateWhole(value: unknown): number {
  const whole = Math.trunc(parseNumber(value));
  return whole === 0 ? 0 : whole;
}

import { describe, expect, it } from 'vitest';
import { calendarDate, clockTime, shopTime } from './shop-time';

// 1 Dec 2026 15:33 in Dhaka = 09:33 UTC.
const NOW = Date.parse('2026-12-01T09:33:00.000Z');

describe('shop time', () => {
  it('reads the clock in Bangladesh time with AM/PM', () => {
    expect(clockTime(Date.parse('2026-12-01T09:33:00Z'))).toBe('3:33 PM');
    expect(clockTime(Date.parse('2026-12-01T18:05:00Z'))).toBe('12:05 AM'); // past midnight in Dhaka
    expect(clockTime(Date.parse('2026-12-01T06:00:00Z'))).toBe('12:00 PM');
    expect(clockTime(Date.parse('2026-12-01T03:07:00Z'))).toBe('9:07 AM');
  });

  it('writes the date in Bangladesh time', () => {
    expect(calendarDate(Date.parse('2026-11-30T18:30:00Z'))).toBe('1 Dec 2026');
    expect(calendarDate(Date.parse('2026-11-30T17:59:00Z'))).toBe('30 Nov 2026');
  });

  it('says today and yesterday by the Dhaka calendar, else the date', () => {
    expect(shopTime('2026-12-01T09:33:00.000Z', NOW)).toBe('today, 3:33 PM');
    // 00:10 on 1 Dec in Dhaka is today there, though it is 30 Nov in UTC.
    expect(shopTime('2026-11-30T18:10:00.000Z', NOW)).toBe('today, 12:10 AM');
    expect(shopTime('2026-11-30T17:50:00.000Z', NOW)).toBe('yesterday, 11:50 PM');
    expect(shopTime('2026-11-29T17:50:00.000Z', NOW)).toBe('29 Nov 2026, 11:50 PM');
    // A moment after now (a clock a little ahead) is not "today"'s future: the date is shown.
    expect(shopTime('2026-12-02T09:33:00.000Z', NOW)).toBe('2 Dec 2026, 3:33 PM');
  });

  it('gives back what is not a time', () => {
    expect(shopTime('not a time', NOW)).toBe('not a time');
  });
});

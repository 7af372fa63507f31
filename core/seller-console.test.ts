import { describe, expect, it } from 'vitest';
import {
  bangladeshPeriods,
  readNotificationLink,
  readRefundListState,
  readThreadListKind,
  readThreadListStatus,
  REFUND_LIST_STATES,
  refundListStateLabels,
  sellerConsoleMessages,
} from './seller-console';

describe('seller console rules', () => {
  it('reads the refund list state: empty is all, known states pass, anything else is null', () => {
    expect(readRefundListState(undefined)).toBe('all');
    expect(readRefundListState(null)).toBe('all');
    expect(readRefundListState('')).toBe('all');
    for (const s of REFUND_LIST_STATES) {
      expect(readRefundListState(s)).toBe(s);
      expect(refundListStateLabels[s]).toBeTruthy();
    }
    expect(readRefundListState('paid')).toBeNull();
    expect(readRefundListState(3)).toBeNull();
  });

  it('reads the thread filters', () => {
    expect(readThreadListKind('')).toBe('all');
    expect(readThreadListKind(undefined)).toBe('all');
    expect(readThreadListKind(null)).toBe('all');
    expect(readThreadListKind('inquiry')).toBe('inquiry');
    expect(readThreadListKind('x')).toBeNull();
    expect(readThreadListKind(1)).toBeNull();
    expect(readThreadListStatus('closed')).toBe('closed');
    expect(readThreadListStatus('')).toBe('all');
    expect(readThreadListStatus('gone')).toBeNull();
  });

  it('gives the Bangladesh day and month (UTC+6), across a day, month and year boundary', () => {
    // 2026-11-24 20:00 UTC is 2026-11-25 02:00 in Dhaka.
    expect(bangladeshPeriods(Date.parse('2026-11-24T20:00:00Z'))).toEqual({
      dayStart: '2026-11-24T18:00:00.000Z',
      dayEnd: '2026-11-25T18:00:00.000Z',
      monthStart: '2026-10-31T18:00:00.000Z',
      monthEnd: '2026-11-30T18:00:00.000Z',
    });
    // 2026-12-31 19:00 UTC is already 2027-01-01 in Dhaka.
    expect(bangladeshPeriods(Date.parse('2026-12-31T19:00:00Z'))).toEqual({
      dayStart: '2026-12-31T18:00:00.000Z',
      dayEnd: '2027-01-01T18:00:00.000Z',
      monthStart: '2026-12-31T18:00:00.000Z',
      monthEnd: '2027-01-31T18:00:00.000Z',
    });
    // 17:59 UTC is still the same Dhaka day (23:59).
    expect(bangladeshPeriods(Date.parse('2026-11-24T17:59:00Z')).dayStart).toBe('2026-11-23T18:00:00.000Z');
  });

  it('accepts only a link to a path of this site', () => {
    expect(readNotificationLink(undefined)).toBe('');
    expect(readNotificationLink('  ')).toBe('');
    expect(readNotificationLink(' /customer/dashboard/purchase-details/4 ')).toBe('/customer/dashboard/purchase-details/4');
    expect(readNotificationLink('/r/alpha/products/1?x=1')).toBe('/r/alpha/products/1?x=1');
    for (const bad of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)', '/\\evil.example', '/a b', '/a\u0000', `/${'a'.repeat(300)}`, 'customer']) {
      expect(readNotificationLink(bad)).toBeNull();
    }
    expect(readNotificationLink(5)).toBe('');
  });

  it('has its texts', () => {
    expect(sellerConsoleMessages.decided('AB12', 'approved')).toBe('Refund AB12 approved');
    expect(sellerConsoleMessages.received('AB12')).toContain('AB12');
    expect(sellerConsoleMessages.paid('AB12')).toBe('Refund AB12 is paid');
    expect(sellerConsoleMessages.destinationMismatch('the refund balance')).toContain('the refund balance');
    expect(sellerConsoleMessages.notifyMessageTooLong).toContain('500');
  });
});

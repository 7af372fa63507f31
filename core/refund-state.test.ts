import { describe, expect, it } from 'vitest';
import {
  canDecideRefund, canPayRefund, canReceiveRefundReturn, isRefundOpen, isRefundTarget, REFUND_PAYMENT_STATUSES, REFUND_RETURN_STATUSES,
  REFUND_STATUSES, returnWindowEnd, withinReturnWindow,
} from './refund-state';

const ALL = REFUND_STATUSES.flatMap((status) =>
  REFUND_PAYMENT_STATUSES.flatMap((payment_status) => REFUND_RETURN_STATUSES.map((return_status) => ({ status, payment_status, return_status }))),
);

describe('refund states', () => {
  it('decides only a pending request', () => {
    for (const s of ALL) expect(canDecideRefund(s)).toBe(s.status === 'pending');
  });
  it('pays only an approved, unpaid request', () => {
    for (const s of ALL) expect(canPayRefund(s)).toBe(s.status === 'approved' && s.payment_status === 'unpaid');
  });
  it('receives the goods of an approved request once', () => {
    for (const s of ALL) expect(canReceiveRefundReturn(s)).toBe(s.status === 'approved' && s.return_status === 'pending');
  });
  it('holds its lines while pending', () => {
    for (const s of ALL) expect(isRefundOpen(s)).toBe(s.status === 'pending');
  });
  it('knows the two targets', () => {
    expect(isRefundTarget('balance')).toBe(true);
    expect(isRefundTarget('original')).toBe(true);
    expect(isRefundTarget('cash')).toBe(false);
    expect(isRefundTarget(1)).toBe(false);
  });
});

describe('return window', () => {
  const delivered = '2025-06-01T10:00:00.000Z';
  const at = Date.parse(delivered);
  it('ends return_days after delivery, inclusive', () => {
    expect(returnWindowEnd(delivered, 7)).toBe(at + 7 * 86_400_000);
    expect(withinReturnWindow(delivered, 7, at + 7 * 86_400_000)).toBe(true);
    expect(withinReturnWindow(delivered, 7, at + 7 * 86_400_000 + 1)).toBe(false);
    expect(withinReturnWindow(delivered, 7.9, at + 7 * 86_400_000 + 1)).toBe(false);
  });
  it('is closed without a delivery, with 0 or a broken number of days, or an unreadable time', () => {
    expect(withinReturnWindow(null, 7, at)).toBe(false);
    expect(withinReturnWindow(delivered, 0, at)).toBe(false);
    expect(withinReturnWindow(delivered, Number.NaN, at)).toBe(false);
    expect(withinReturnWindow('yesterday', 7, at)).toBe(false);
  });
});

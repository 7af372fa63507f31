import { describe, expect, it } from 'vitest';
import { allNotificationId, notificationMessages as m, parseNotificationTarget } from './notification-messages';

describe('notificationMessages', () => {
  it('names the order or refund code and the new status', () => {
    expect(m.orderStatus('AB12', 'cancelled')).toBe('Your order AB12 is now cancelled');
    expect(m.orderPaymentStatus('AB12', 'partially_refunded')).toBe('Payment of your order AB12: partially refunded');
    expect(m.refundPaymentStatus('R1', 'paid')).toBe('Your refund R1 is paid');
    expect(m.refundPaymentStatus('R1', 'unpaid')).toBe('Your refund R1 is not paid yet');
    expect(m.refundPaymentStatus('R1', 'partially_paid')).toBe('The payment of your refund R1 is now partially paid');
    expect(m.refundReturnStatus('R1', 'received')).toBe('The shop has received the items of your refund R1');
    expect(m.refundReturnStatus('R1', 'pending')).toBe('The shop is waiting for the items of your refund R1');
    expect(m.refundReturnStatus('R1', 'in_transit')).toBe('The return of your refund R1 is now in transit');
  });

  it('has plain texts for refusals', () => {
    expect(m.notFound).toContain('not found');
    expect(m.invalidId).toContain('all_notification_id');
  });

  it('writes the SMS texts, with the courier and tracking code only when known', () => {
    expect(m.shippedSms('Shop', 'AB12', 'Pathao', 'PX9')).toBe('Shop: your order AB12 is on its way with Pathao. Tracking code: PX9.');
    expect(m.shippedSms('Shop', 'AB12', null, null)).toBe('Shop: your order AB12 is on its way.');
    expect(m.deliveredSms('Shop', 'AB12')).toContain('AB12 was delivered');
    expect(m.placedPaidSms('Shop', 'AB12', 1250)).toBe('Shop: your order AB12 is placed and ৳1,250 is paid. We will let you know when it is confirmed.');
    expect(m.confirmedSms('Shop', 'AB12')).toBe('Shop: your order AB12 is confirmed. We will send the tracking code when it ships.');
    expect(m.refundPaidSms('Shop', 'R1', 1250)).toBe('Shop: your refund R1 of ৳1,250 is paid.');
  });
});

describe('the mark-as-read target', () => {
  it('reads one id, as a number or digits', () => {
    expect(parseNotificationTarget(7)).toEqual({ one: 7 });
    expect(parseNotificationTarget(' 7 ')).toEqual({ one: 7 });
  });

  it('reads the all_notification_id value and plain "all"', () => {
    expect(parseNotificationTarget(allNotificationId(42))).toEqual({ upTo: 42 });
    expect(parseNotificationTarget('all')).toEqual({ upTo: null });
  });

  it('refuses anything else', () => {
    for (const v of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, '0', 'all:', 'all:x', 'ALL', '', null, undefined, {}, [3]]) {
      expect(parseNotificationTarget(v)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { refundedPaymentStatus, splitRefundToOriginal } from './refund-split';

describe('splitRefundToOriginal', () => {
  it('a refund within the online payment goes back to it whole', () => {
    expect(splitRefundToOriginal(300, [{ id: 1, amount: 1000, refunded: 0 }])).toEqual({ toPayments: [{ paymentId: 1, amount: 300 }], toBalance: 0 });
  });
  it('what was already refunded from a payment is not given twice: the rest goes to the refund balance', () => {
    expect(splitRefundToOriginal(500, [{ id: 1, amount: 1000, refunded: 700 }])).toEqual({ toPayments: [{ paymentId: 1, amount: 300 }], toBalance: 200 });
  });
  it('a cash or balance-only order: everything to the refund balance', () => {
    expect(splitRefundToOriginal(450, [])).toEqual({ toPayments: [], toBalance: 450 });
    expect(splitRefundToOriginal(450, [{ id: 3, amount: 100, refunded: 100 }])).toEqual({ toPayments: [], toBalance: 450 });
  });
  it('several payments are used oldest first, whatever order they come in', () => {
    expect(
      splitRefundToOriginal(900, [
        { id: 9, amount: 60, refunded: 0 },
        { id: 4, amount: 800, refunded: 0 },
      ]),
    ).toEqual({ toPayments: [{ paymentId: 4, amount: 800 }, { paymentId: 9, amount: 60 }], toBalance: 40 });
  });
  it('stops once the refund is covered; the parts always add up to the refund', () => {
    const split = splitRefundToOriginal(100, [
      { id: 1, amount: 100, refunded: 0 },
      { id: 2, amount: 100, refunded: 0 },
    ]);
    expect(split).toEqual({ toPayments: [{ paymentId: 1, amount: 100 }], toBalance: 0 });
  });
  it('nothing to refund gives nothing; odd inputs are never negative', () => {
    expect(splitRefundToOriginal(0, [{ id: 1, amount: 100, refunded: 0 }])).toEqual({ toPayments: [], toBalance: 0 });
    expect(splitRefundToOriginal(-5, [{ id: 1, amount: 100, refunded: 0 }])).toEqual({ toPayments: [], toBalance: 0 });
    expect(splitRefundToOriginal(50, [{ id: 1, amount: 100, refunded: 150 }])).toEqual({ toPayments: [], toBalance: 50 });
  });
});

describe('refundedPaymentStatus', () => {
  it('partially refunded until everything paid came back', () => {
    expect(refundedPaymentStatus(100, 1000)).toBe('partially_refunded');
    expect(refundedPaymentStatus(1000, 1000)).toBe('refunded');
    expect(refundedPaymentStatus(1200, 1000)).toBe('refunded');
  });
});

import { describe, expect, it } from 'vitest';
import { advancePaid, codAdvanceDue, mayConfirmOrder, type ConfirmationPayment } from './order-confirmation';

const advance = (state: string, amount = 60, provider = 'bkash'): ConfirmationPayment => ({ provider, purpose: 'advance', state, amount });
const cash = (amount: number): ConfirmationPayment => ({ provider: 'cod', purpose: 'order', state: 'created', amount });

describe('mayConfirmOrder', () => {
  it('cash on delivery without an advance due may always be confirmed', () => {
    expect(mayConfirmOrder({ paymentMethod: 'cod', paymentStatus: 'unpaid', advanceDue: 0, payments: [cash(500)] })).toEqual({ ok: true });
  });

  it('cash on delivery with an advance due waits for an advance the provider confirmed', () => {
    const facts = (payments: ConfirmationPayment[]) => ({ paymentMethod: 'cod' as const, paymentStatus: 'unpaid', advanceDue: 60, payments });
    // No advance attempt at all (the switch-to-COD path once skipped it): refused, not waved through.
    expect(mayConfirmOrder(facts([cash(440)]))).toEqual({ ok: false, reason: 'advance_unpaid' });
    for (const state of ['created', 'pending', 'failed', 'cancelled']) {
      expect(mayConfirmOrder(facts([advance(state), cash(440)]))).toEqual({ ok: false, reason: 'advance_unpaid' });
    }
    expect(mayConfirmOrder(facts([advance('failed'), advance('paid'), cash(440)]))).toEqual({ ok: true });
    expect(mayConfirmOrder(facts([advance('paid', 60, 'stripe')]))).toEqual({ ok: true });
    // An advance given back no longer counts.
    expect(mayConfirmOrder(facts([advance('refunded', 60, 'stripe')]))).toEqual({ ok: false, reason: 'advance_unpaid' });
    // Too little paid, a cash row or a balance row named "advance" do not count.
    expect(mayConfirmOrder(facts([advance('paid', 59)]))).toEqual({ ok: false, reason: 'advance_unpaid' });
    expect(mayConfirmOrder(facts([{ provider: 'cod', purpose: 'advance', state: 'paid', amount: 60 }]))).toEqual({ ok: false, reason: 'advance_unpaid' });
    expect(mayConfirmOrder(facts([{ provider: 'bkash', purpose: 'order', state: 'paid', amount: 60 }]))).toEqual({ ok: false, reason: 'advance_unpaid' });
  });

  it('an online order may be confirmed only once its payment is confirmed', () => {
    for (const method of ['bkash', 'stripe'] as const) {
      for (const status of ['unpaid', 'pending', 'failed', 'refunded']) {
        expect(mayConfirmOrder({ paymentMethod: method, paymentStatus: status, advanceDue: 0, payments: [] })).toEqual({ ok: false, reason: 'payment_unpaid' });
      }
      for (const status of ['paid', 'partially_refunded']) {
        expect(mayConfirmOrder({ paymentMethod: method, paymentStatus: status, advanceDue: 0, payments: [] })).toEqual({ ok: true });
      }
    }
  });

  it('an order the balances paid may be confirmed', () => {
    expect(mayConfirmOrder({ paymentMethod: 'balance', paymentStatus: 'paid', advanceDue: 0, payments: [] })).toEqual({ ok: true });
  });
});

describe('advancePaid', () => {
  it('sums the online advance payments that took money', () => {
    expect(advancePaid([])).toBe(0);
    expect(advancePaid([advance('paid', 30), advance('paid', 30, 'stripe'), advance('pending', 60), cash(100)])).toBe(60);
  });
});

describe('codAdvanceDue', () => {
  it('is the delivery charge when the shop asks it, capped by what is left to pay; otherwise none', () => {
    expect(codAdvanceDue('delivery_charge', 60, 500)).toBe(60);
    expect(codAdvanceDue('delivery_charge', 60, 40)).toBe(40);
    expect(codAdvanceDue('delivery_charge', 0, 500)).toBe(0);
    expect(codAdvanceDue('delivery_charge', 60, 0)).toBe(0);
    expect(codAdvanceDue('none', 60, 500)).toBe(0);
  });
});

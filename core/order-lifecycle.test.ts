import { describe, expect, it } from 'vitest';
import { givesBack, ORDER_EFFECTS, planOrderMove, TRANSITION_EFFECTS, type MoveFacts } from './order-lifecycle';
import { canMoveOrder, ORDER_STATUSES, PAYMENT_STATUSES, type OrderActor } from './order-state';

const ACTORS: OrderActor[] = ['customer', 'shop', 'system', 'courier'];
const METHODS = ['cod', 'bkash', 'stripe', 'balance'] as const;

describe('the order lifecycle', () => {
  it('plans every actor × from × to × method × payment status × advance: allowed exactly when the state machine allows it and no guard refuses', () => {
    let checked = 0;
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const actor of ACTORS)
          for (const paymentMethod of METHODS)
            for (const paymentStatus of PAYMENT_STATUSES)
              for (const advanceUnpaid of [false, true]) {
                const facts: MoveFacts = { from, to, actor, paymentMethod, paymentStatus, advanceUnpaid };
                const plan = planOrderMove(facts);
                checked++;
                if (!canMoveOrder(from, to, actor)) {
                  expect(plan).toEqual({ ok: false, reason: 'not_allowed' });
                } else if (to === 'confirmed' && paymentMethod === 'cod' && advanceUnpaid) {
                  expect(plan).toEqual({ ok: false, reason: 'advance_unpaid' });
                } else if (actor === 'system' && to === 'cancelled' && paymentStatus === 'paid') {
                  expect(plan).toEqual({ ok: false, reason: 'paid' });
                } else {
                  expect(plan).toEqual({ ok: true, effects: TRANSITION_EFFECTS[to] });
                }
              }
    expect(checked).toBe(7 * 7 * 4 * 4 * 6 * 2);
  });

  it('gives back stock, coupon and money on cancel and return only, once each, and never credits cashback there', () => {
    for (const to of ORDER_STATUSES) {
      const effects = TRANSITION_EFFECTS[to];
      expect(new Set(effects).size, to).toBe(effects.length);
      const back = to === 'cancelled' || to === 'returned';
      expect(givesBack(to), to).toBe(back);
      expect(effects.includes('give_back_stock'), to).toBe(back);
      expect(effects.includes('release_coupon'), to).toBe(back);
      expect(effects.includes('credit_cashback'), to).toBe(to === 'delivered');
      expect(effects.includes('reverse_cashback'), to).toBe(to === 'returned');
      expect(effects.includes('sms_shipped'), to).toBe(to === 'shipped');
      expect(effects.includes('sms_delivered'), to).toBe(to === 'delivered');
      // Only a delivered order invites a review, and only after its status is told.
      expect(effects.includes('invite_review'), to).toBe(to === 'delivered');
      if (to === 'delivered') expect(effects.indexOf('invite_review')).toBeGreaterThan(effects.indexOf('notify_status'));
      expect(effects.includes('sms_confirmed'), to).toBe(to === 'confirmed');
      expect(effects.includes('record_shipment'), to).toBe(to === 'shipped');
      expect(effects.includes('cancel_open_payments'), to).toBe(to === 'cancelled');
      // Every arrival (but the first) tells the customer.
      expect(effects.includes('notify_status'), to).toBe(to !== 'pending');
      for (const e of effects) expect(ORDER_EFFECTS).toContain(e);
    }
  });

  it('lets the courier only deliver a shipped order, and the system only cancel an unpaid pending one', () => {
    const base = { paymentMethod: 'bkash', paymentStatus: 'unpaid', advanceUnpaid: false } as const;
    expect(planOrderMove({ ...base, from: 'shipped', to: 'delivered', actor: 'courier' }).ok).toBe(true);
    expect(planOrderMove({ ...base, from: 'processing', to: 'shipped', actor: 'courier' })).toEqual({ ok: false, reason: 'not_allowed' });
    expect(planOrderMove({ ...base, from: 'pending', to: 'cancelled', actor: 'system' }).ok).toBe(true);
    expect(planOrderMove({ ...base, from: 'pending', to: 'cancelled', actor: 'system', paymentStatus: 'paid' })).toEqual({ ok: false, reason: 'paid' });
    expect(planOrderMove({ ...base, from: 'pending', to: 'confirmed', actor: 'shop', paymentMethod: 'cod', advanceUnpaid: true })).toEqual({ ok: false, reason: 'advance_unpaid' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  canMoveOrder, canMovePayment, customerCanCancel, isFinalOrderStatus, isOrderStatus, isPaymentStatus, ORDER_PATH, ORDER_STATUSES,
  orderStatusLabel, PAYMENT_STATUSES, paymentStatusLabel, shopperPaymentLabel, type OrderActor,
} from './order-state';

const ACTORS: OrderActor[] = ['customer', 'shop', 'system', 'courier'];

// Every allowed move, written out from after-cart.md; everything else must be refused.
const ALLOWED = new Set([
  'pending>confirmed:shop', 'confirmed>processing:shop', 'processing>shipped:shop', 'shipped>delivered:shop',
  'pending>cancelled:customer', 'confirmed>cancelled:customer',
  'pending>cancelled:shop', 'confirmed>cancelled:shop', 'processing>cancelled:shop',
  'pending>cancelled:system',
  'shipped>returned:shop', 'delivered>returned:shop',
  // The courier's own report may only mark a shipped order delivered (docs/decisions/037).
  'shipped>delivered:courier',
]);

const PAYMENT_ALLOWED = new Set([
  'unpaid>pending', 'unpaid>paid', 'pending>paid', 'pending>failed', 'failed>pending', 'failed>paid',
  'paid>partially_refunded', 'paid>refunded', 'partially_refunded>partially_refunded', 'partially_refunded>refunded',
  // Money received before the payment completed (balances, a COD advance) given back (core/settlement.ts).
  'unpaid>partially_refunded', 'unpaid>refunded', 'pending>partially_refunded', 'pending>refunded', 'failed>partially_refunded', 'failed>refunded',
]);

describe('order state machine', () => {
  it('has the seven statuses and the forward path', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned']);
    expect(ORDER_PATH).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered']);
  });

  it('allows exactly the moves of after-cart.md, for each actor (all 196 pairs checked)', () => {
    let checked = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ACTORS) {
          expect(canMoveOrder(from, to, actor), `${from}>${to}:${actor}`).toBe(ALLOWED.has(`${from}>${to}:${actor}`));
          checked++;
        }
      }
    }
    expect(checked).toBe(196);
  });

  it('lets the customer cancel only before processing', () => {
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['pending', 'confirmed']);
  });

  it('knows cancelled and returned are final', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['cancelled', 'returned']);
  });

  it('recognises statuses', () => {
    for (const s of ORDER_STATUSES) expect(isOrderStatus(s)).toBe(true);
    for (const bad of ['Pending', 'paid', '', null, 1]) expect(isOrderStatus(bad)).toBe(false);
  });

  it('labels every status', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual(['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned']);
  });
});

describe('payment state machine', () => {
  it('allows exactly the listed moves (all 36 pairs checked)', () => {
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        expect(canMovePayment(from, to), `${from}>${to}`).toBe(PAYMENT_ALLOWED.has(`${from}>${to}`));
      }
    }
  });

  it('never leaves refunded, and never marks a payment paid straight from a refund', () => {
    expect(PAYMENT_STATUSES.filter((to) => canMovePayment('refunded', to))).toEqual([]);
    expect(canMovePayment('partially_refunded', 'paid')).toBe(false);
  });

  it('recognises and labels statuses', () => {
    expect(PAYMENT_STATUSES).toEqual(['unpaid', 'pending', 'paid', 'failed', 'partially_refunded', 'refunded']);
    for (const s of PAYMENT_STATUSES) expect(isPaymentStatus(s)).toBe(true);
    for (const bad of ['PAID', 'cancelled', undefined]) expect(isPaymentStatus(bad)).toBe(false);
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual(['Unpaid', 'Payment pending', 'Paid', 'Payment failed', 'Partially refunded', 'Refunded']);
    // A delivered COD order was paid at the door, whether or not the shop has marked the cash collected.
    expect(shopperPaymentLabel({ status: 'delivered', payment_status: 'unpaid', payment_method: 'cod' })).toBe('Paid in cash on delivery');
    expect(shopperPaymentLabel({ status: 'delivered', payment_status: 'paid', payment_method: 'cod' })).toBe('Paid');
    expect(shopperPaymentLabel({ status: 'shipped', payment_status: 'unpaid', payment_method: 'cod' })).toBe('Unpaid');
    expect(shopperPaymentLabel({ status: 'delivered', payment_status: 'unpaid', payment_method: 'bkash' })).toBe('Unpaid');
  });
});

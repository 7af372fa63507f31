import { describe, expect, it } from 'vitest';
import { orderMessages as m } from './order-messages';

describe('orderMessages', () => {
  it('names the line and the figure that stops an order', () => {
    expect(m.lineUnavailable('Tee')).toBe('Tee is no longer available. Please remove it from your cart');
    expect(m.lineMoreThanStock('Tee', 2)).toBe('Only 2 of Tee left. Please change the quantity in your cart');
    expect(m.lineMoreThanStock('Tee', 0)).toBe('Tee is sold out. Please remove it from your cart');
    expect(m.lineOverLimit('Tee', 3)).toBe('Tee can be ordered at most 3 at a time. Please change the quantity in your cart');
    expect(m.soldOut('Tee')).toBe('Tee sold out while you were ordering. Please check your cart');
  });

  it('names the order a cart already became (a second tab, a double tap)', () => {
    expect(m.cartAlreadyOrdered('AB12CD34')).toBe('Your cart was already ordered a moment ago as order AB12CD34; nothing more was ordered');
  });

  it('has a label for every payment option and plain texts for the rest', () => {
    expect(Object.keys(m.paymentOption).sort()).toEqual(['balance', 'bkash', 'cod', 'stripe']);
    for (const v of Object.values(m)) if (typeof v === 'string') expect(v.length).toBeGreaterThan(5);
  });
});

describe('payment option names (issue 23 item 12)', () => {
  it('names the card by the networks shoppers know, not the processor', () => {
    expect(m.paymentOption.stripe).toBe('Card (Visa, Mastercard, Amex)');
    expect(m.paymentOption.stripe).not.toContain('Stripe');
  });
});

// The cart cookies (decision 032): the spec's total_cart_items (lines) and customer_cart_total,
// and beside them cart_pieces (the header badge's pieces). Pure functions: no database.
import { describe, expect, it } from 'vitest';
import { cartCookies, cartCookiesMatch, clearCartCookies, hasCartCookies } from './cart-cookies';

const summary = { totalItems: 2, totalPieces: 5, total: 4750 };

describe('cart cookies', () => {
  it('write lines, total and pieces, script-readable, for 7 days', () => {
    const values = cartCookies(summary, false);
    expect(values).toEqual([
      'total_cart_items=2; Path=/; Max-Age=604800; SameSite=Lax',
      'customer_cart_total=4750; Path=/; Max-Age=604800; SameSite=Lax',
      'cart_pieces=5; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
    for (const v of cartCookies(summary, true)) expect(v).toMatch(/; Secure$/);
  });

  it('are cleared all three', () => {
    expect(clearCartCookies(false).map((v) => v.split(';')[0])).toEqual(['total_cart_items=', 'customer_cart_total=', 'cart_pieces=']);
    expect(clearCartCookies(false).every((v) => v.includes('Max-Age=0'))).toBe(true);
  });

  it('match only when all three say what the server says', () => {
    expect(cartCookiesMatch('total_cart_items=2; customer_cart_total=4750; cart_pieces=5', summary)).toBe(true);
    // Before decision 032 a customer had no pieces cookie: the next page answer writes it.
    expect(cartCookiesMatch('total_cart_items=2; customer_cart_total=4750', summary)).toBe(false);
    expect(cartCookiesMatch('total_cart_items=2; customer_cart_total=4750; cart_pieces=2', summary)).toBe(false);
    expect(cartCookiesMatch('total_cart_items=5; customer_cart_total=4750; cart_pieces=5', summary)).toBe(false);
    expect(cartCookiesMatch(undefined, summary)).toBe(false);
  });

  it('are seen on a request when any one of them is there', () => {
    expect(hasCartCookies('cart_pieces=3')).toBe(true);
    expect(hasCartCookies('total_cart_items=1')).toBe(true);
    expect(hasCartCookies('customer_cart_total=10; other=1')).toBe(true);
    expect(hasCartCookies('other=1')).toBe(false);
    expect(hasCartCookies(null)).toBe(false);
  });
});

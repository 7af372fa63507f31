import { describe, expect, it } from 'vitest';
import {
  LOGIN_REASONS,
  chooseMessage,
  decodePurchaseIntent,
  doneNotice,
  encodePurchaseIntent,
  isPurchaseAction,
  loginReason,
  missingGroups,
  parseIntentQuantity,
  registerReason,
  selectionFromParams,
  selectionQuery,
  valueIdsOfKey,
  variantKeyOf,
  withDone,
} from './purchase-intent';

const groups = [
  { id: 1, title: 'Colour', values: [{ id: 11 }, { id: 12 }] },
  { id: 2, title: 'Size', values: [{ id: 21 }, { id: 22 }] },
];

describe('purchase intents', () => {
  it('knows the three actions', () => {
    expect(isPurchaseAction('cart')).toBe(true);
    expect(isPurchaseAction('order')).toBe(true);
    expect(isPurchaseAction('wishlist')).toBe(true);
    expect(isPurchaseAction('pay')).toBe(false);
    expect(isPurchaseAction(1)).toBe(false);
  });

  it('reads quantities 1…9999 only', () => {
    expect(parseIntentQuantity('1')).toBe(1);
    expect(parseIntentQuantity(' 12 ')).toBe(12);
    expect(parseIntentQuantity('9999')).toBe(9999);
    expect(parseIntentQuantity('0')).toBeNull();
    expect(parseIntentQuantity('10000')).toBeNull();
    expect(parseIntentQuantity('-1')).toBeNull();
    expect(parseIntentQuantity('1.5')).toBeNull();
    expect(parseIntentQuantity('abc')).toBeNull();
    expect(parseIntentQuantity(3)).toBeNull();
    expect(parseIntentQuantity(null)).toBeNull();
  });

  it('round-trips an intent and refuses anything malformed', () => {
    const intent = { action: 'cart' as const, productId: 7, variant: '11-21', quantity: 2 };
    expect(encodePurchaseIntent(intent)).toBe('cart.7.11-21.2');
    expect(decodePurchaseIntent('cart.7.11-21.2')).toEqual(intent);
    expect(decodePurchaseIntent('wishlist.7..1')).toEqual({ action: 'wishlist', productId: 7, variant: '', quantity: 1 });
    for (const bad of [
      null,
      42,
      '',
      'cart.7.11-21',
      'cart.7.11-21.2.9',
      'pay.7..1',
      'cart.x..1',
      'cart.0..1',
      'cart.99999999999..1',
      'cart.3000000000..1',
      'cart.7.a-b.1',
      'cart.7.11--21.1',
      'cart.7..0',
      'cart.7..10000',
      'cart.7..x',
    ]) {
      expect(decodePurchaseIntent(bad), String(bad)).toBeNull();
    }
  });

  it('says why the login page is shown', () => {
    expect(loginReason({ action: 'cart', productId: 1, variant: '', quantity: 1 }, null)).toBe(LOGIN_REASONS.cart);
    expect(loginReason({ action: 'order', productId: 1, variant: '', quantity: 1 }, '/customer/cart')).toBe('Log in to place your order');
    expect(loginReason({ action: 'wishlist', productId: 1, variant: '', quantity: 1 }, null)).toBe('Log in to add this to your wishlist');
    expect(loginReason(null, '/customer/cart')).toBe('Log in to see your cart');
    expect(loginReason(null, '/customer/dashboard')).toBeNull();
    expect(loginReason(null, null)).toBeNull();
    expect(registerReason(LOGIN_REASONS.cart)).toBe('Create an account to add this to your cart');
    expect(registerReason(null)).toBeNull();
  });

  it('reads a choice from an address or form: values of the product only, pick replaces, qty when valid', () => {
    const p = (q: string) => selectionFromParams(new URLSearchParams(q), groups);
    expect(p('')).toEqual({ selected: {}, quantity: 1 });
    expect(p('v=11&v=22&qty=3')).toEqual({ selected: { 1: 11, 2: 22 }, quantity: 3 });
    expect(p('v=11&v=12')).toEqual({ selected: { 1: 12 }, quantity: 1 });
    expect(p('v=11&v=99&v=abc&qty=0')).toEqual({ selected: { 1: 11 }, quantity: 1 });
    expect(p('v=11&v=21&pick=12&qty=4')).toEqual({ selected: { 1: 12, 2: 21 }, quantity: 1 });
    expect(p('v=11&pick=999')).toEqual({ selected: { 1: 11 }, quantity: 1 });
    expect(p('quantity=5')).toEqual({ selected: {}, quantity: 5 });
    expect(selectionFromParams(new URLSearchParams('v=11&qty=2'), [])).toEqual({ selected: {}, quantity: 2 });
  });

  it('finds missing groups and the variant key', () => {
    expect(missingGroups(groups, { 1: 11 }).map((g) => g.id)).toEqual([2]);
    expect(variantKeyOf(groups, { 1: 11 })).toBeNull();
    expect(variantKeyOf(groups, { 2: 22, 1: 11 })).toBe('11-22');
    expect(variantKeyOf([], {})).toBe('');
    expect(chooseMessage(groups)).toBe('Please choose Colour and Size');
    expect(chooseMessage([groups[1]!])).toBe('Please choose Size');
  });

  it('writes the query that restores a choice', () => {
    expect(selectionQuery([11, 22], 2)).toBe('?v=11&v=22&qty=2');
    expect(selectionQuery([11], 1)).toBe('?v=11');
    expect(selectionQuery([], 1)).toBe('');
    expect(selectionQuery([], 3)).toBe('?qty=3');
    expect(valueIdsOfKey('11-22')).toEqual([11, 22]);
    expect(valueIdsOfKey('')).toEqual([]);
  });

  it('tells what was done by a fixed code only', () => {
    expect(doneNotice('cart')).toEqual({ tone: 'success', message: 'Product added to cart successfully' });
    expect(doneNotice('wishlist')?.tone).toBe('success');
    expect(doneNotice('not-added')?.tone).toBe('danger');
    expect(doneNotice('toString')).toBeNull();
    expect(doneNotice('<b>free text</b>')).toBeNull();
    expect(doneNotice(null)).toBeNull();
    expect(withDone('/products/a-1', 'cart')).toBe('/products/a-1?done=cart');
    expect(withDone('/products/a-1?v=2', 'wishlist')).toBe('/products/a-1?v=2&done=wishlist');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CART_COUNT_COOKIE,
  CART_PIECES_COOKIE,
  countCookie,
  CART_TOTAL_COOKIE,
  cartLineNotes,
  describeCartLine,
  fromStoredStock,
  isStoredId,
  isVariantKey,
  MAX_ID,
  MAX_LINE_QUANTITY,
  parseCartQuantity,
  stockFigureForLine,
  summarizeCart,
  toStoredStock,
  type CartLineState, itemsText, piecesOf } from './cart';
import { messages } from './messages';
import { cartMessages } from './cart-messages';

const line = (over: Partial<CartLineState> = {}): CartLineState => ({
  quantity: 2,
  price: 1050,
  addedPrice: 1050,
  stock: 5,
  unlimited: false,
  addedStock: 5,
  maxItemInOrder: 3,
  status: 1,
  exists: true,
  ...over,
});

describe('cart cookies', () => {
  it('use the spec field names', () => {
    expect(CART_COUNT_COOKIE).toBe('total_cart_items');
    expect(CART_TOTAL_COOKIE).toBe('customer_cart_total');
    expect(CART_PIECES_COOKIE).toBe('cart_pieces');
  });
  it('are read back as whole counts, or null when absent or not a count', () => {
    const jar = 'total_cart_items=2; xcart_pieces=9; cart_pieces=5; customer_cart_total=950';
    expect(countCookie(jar, CART_PIECES_COOKIE)).toBe(5);
    expect(countCookie(jar, CART_COUNT_COOKIE)).toBe(2);
    expect(countCookie('cart_pieces=0', CART_PIECES_COOKIE)).toBe(0);
    expect(countCookie('xcart_pieces=9', CART_PIECES_COOKIE)).toBeNull();
    expect(countCookie('cart_pieces=5abc', CART_PIECES_COOKIE)).toBeNull();
    expect(countCookie('cart_pieces=', CART_PIECES_COOKIE)).toBeNull();
    expect(countCookie('', CART_PIECES_COOKIE)).toBeNull();
  });
});

describe('isStoredId', () => {
  it('accepts 32-bit positive ids only', () => {
    expect(isStoredId(1)).toBe(true);
    expect(isStoredId(MAX_ID)).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, Number.NaN]) expect(isStoredId(bad)).toBe(false);
    expect(MAX_LINE_QUANTITY).toBe(9999);
  });
});

describe('parseCartQuantity', () => {
  it('reads whole numbers and digit strings', () => {
    expect(parseCartQuantity(3)).toBe(3);
    expect(parseCartQuantity(' 12 ')).toBe(12);
    expect(parseCartQuantity('+2')).toBe(2);
    expect(parseCartQuantity(0)).toBe(0);
  });
  it('turns anything else into NaN', () => {
    for (const bad of [2.5, '2.5', 'abc', '', '-1x', null, undefined, {}, [], Number.POSITIVE_INFINITY, '1e3', '9999999999999999']) {
      expect(parseCartQuantity(bad)).toBeNaN();
    }
    expect(parseCartQuantity(-1)).toBe(-1);
  });
});

describe('isVariantKey', () => {
  it('accepts empty and dash-joined ids', () => {
    expect(isVariantKey('')).toBe(true);
    expect(isVariantKey('12')).toBe(true);
    expect(isVariantKey('12-7-300')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const bad of ['0', '1--2', '-1', '1-', 'a', '1 2', '01', `1${'-1'.repeat(120)}`]) expect(isVariantKey(bad)).toBe(false);
  });
});

describe('stored stock', () => {
  it('keeps -1 for no limit', () => {
    expect(toStoredStock(Number.POSITIVE_INFINITY)).toBe(-1);
    expect(toStoredStock(4)).toBe(4);
    expect(fromStoredStock(-1)).toBe(Number.POSITIVE_INFINITY);
    expect(fromStoredStock(4)).toBe(4);
  });
  it('stores max_item_in_order for unlimited stock, -1 without it', () => {
    expect(stockFigureForLine({ stock: 0, unlimited: true, maxItemInOrder: 4 })).toBe(4);
    expect(stockFigureForLine({ stock: 0, unlimited: true, maxItemInOrder: 0 })).toBe(-1);
    expect(stockFigureForLine({ stock: 7, unlimited: false, maxItemInOrder: 3 })).toBe(7);
  });
});

describe('cartLineNotes', () => {
  it('says the notes as facts, for a page to write in its language', () => {
    expect(cartLineNotes(line())).toEqual([]);
    expect(cartLineNotes(line({ price: 1100 }))).toEqual([{ kind: 'priceChanged', was: 1050, now: 1100 }]);
    expect(cartLineNotes(line({ stock: 1 }))).toEqual([{ kind: 'stockChanged' }, { kind: 'moreThanStock', available: 1 }]);
    expect(cartLineNotes(line({ stock: 0 }))).toEqual([{ kind: 'stockChanged' }, { kind: 'notOrderable' }]);
    expect(cartLineNotes(line({ exists: false }))).toEqual([{ kind: 'notOrderable' }]);
  });
});

describe('describeCartLine', () => {
  it('prices an unchanged line today', () => {
    expect(describeCartLine(line())).toEqual({ orderable: true, maxQuantity: 3, lineTotal: 2100, availability: '5 item(s) available', notes: [] });
  });
  it('says when the price changed', () => {
    const view = describeCartLine(line({ price: 1100 }));
    expect(view.notes).toEqual([cartMessages.priceChanged('৳1,050', '৳1,100')]);
    expect(view.lineTotal).toBe(2200);
  });
  it('says when the stock changed and refuses more than the stock', () => {
    const view = describeCartLine(line({ stock: 1 }));
    expect(view.orderable).toBe(false);
    expect(view.lineTotal).toBe(0);
    expect(view.notes).toEqual([cartMessages.stockChanged('1 item(s) available'), cartMessages.moreThanStock(1)]);
  });
  it('a sold-out or switched-off line cannot be ordered', () => {
    expect(describeCartLine(line({ stock: 0 })).notes).toEqual([cartMessages.stockChanged(messages.soldOut), cartMessages.notOrderable]);
    const off = describeCartLine(line({ status: 0 }));
    expect(off).toMatchObject({ orderable: false, availability: messages.notAvailable, notes: [cartMessages.notOrderable] });
  });
  it('a product that is gone cannot be ordered', () => {
    expect(describeCartLine(line({ exists: false }))).toEqual({ orderable: false, maxQuantity: 0, lineTotal: 0, availability: messages.notAvailable, notes: [cartMessages.notOrderable] });
  });
  it('unlimited stock without a max has no limit', () => {
    const view = describeCartLine(line({ unlimited: true, maxItemInOrder: 0, addedStock: -1, quantity: 40 }));
    expect(view).toMatchObject({ orderable: true, maxQuantity: Number.POSITIVE_INFINITY, availability: messages.available, notes: [] });
  });
});

describe('summarizeCart', () => {
  it('counts lines and pieces and adds today’s totals', () => {
    expect(summarizeCart([])).toEqual({ totalItems: 0, totalPieces: 0, total: 0 });
    expect(summarizeCart([{ lineTotal: 2100, quantity: 3 }, { lineTotal: 0, quantity: 1 }, { lineTotal: 50, quantity: 2 }])).toEqual({ totalItems: 3, totalPieces: 6, total: 2150 });
  });
});

describe('cart texts', () => {
  it('name the attachment that is missing', () => {
    expect(cartMessages.attachmentRequired('Prescription')).toBe('Please upload Prescription first');
    // A title that already says "upload" is not doubled (issue 16 item 9).
    expect(cartMessages.attachmentRequired('Upload your design')).toBe('Please upload your design first');
    expect(cartMessages.attachmentRequired(' uploading the logo ')).toBe('Please upload the logo first');
    expect(cartMessages.attachmentRequired('Upload')).toBe('Please upload the file first');
    expect(cartMessages.attachmentRequired('Uploads folder')).toBe('Please upload Uploads folder first');
  });
});

describe('items are pieces', () => {
  it('counts pieces over lines and words them', () => {
    expect(piecesOf([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(piecesOf([])).toBe(0);
    expect(itemsText(1)).toBe('1 item');
    expect(itemsText(3)).toBe('3 items');
  });
});

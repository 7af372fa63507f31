import { describe, expect, it } from 'vitest';
import { cartMessages } from './cart-messages';

describe('cart texts that take a value', () => {
  it('names the quantity that stays, the limit, the old and new price and the stock', () => {
    expect(cartMessages.quantityUnchanged(3)).toBe('The quantity stays at 3');
    expect(cartMessages.perOrderLimit(5)).toBe('at most 5 per order');
    expect(cartMessages.priceChanged('৳500', '৳550')).toBe('The price changed from ৳500 to ৳550 since you added it');
    expect(cartMessages.stockChanged('2 in stock')).toBe('The stock changed since you added it: 2 in stock');
    expect(cartMessages.moreThanStock(2)).toBe('Only 2 can be ordered now: lower the quantity');
  });
  it('asks for the attachment by its field title without repeating "upload"', () => {
    expect(cartMessages.attachmentRequired('Upload your design')).toBe('Please upload your design first');
    expect(cartMessages.attachmentRequired('Uploading logo')).toBe('Please upload logo first');
    expect(cartMessages.attachmentRequired('Photo')).toBe('Please upload Photo first');
    expect(cartMessages.attachmentRequired('  upload ')).toBe('Please upload the file first');
  });
});

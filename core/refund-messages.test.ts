import { describe, expect, it } from 'vitest';
import { refundMessages } from './refund-messages';

describe('refund messages', () => {
  it('says how many are left, or that none are', () => {
    expect(refundMessages.tooMany(2)).toBe('At most 2 of this item can be refunded');
    expect(refundMessages.tooMany(0)).toBe('This item has already been refunded');
  });
  it('names the photo limit and the request', () => {
    expect(refundMessages.tooManyPhotos(5)).toBe('At most 5 photos');
    expect(refundMessages.requested('K7M2Q9XA', 1050)).toBe('Refund request K7M2Q9XA for ৳1,050 sent to the shop');
  });
  it('says how much of the order is left to refund', () => {
    expect(refundMessages.moreThanReceived(1250)).toBe("Only ৳1,250 of this order's money is left to refund");
  });
});

import { describe, expect, it } from 'vitest';
import { balanceMessages, checkoutMessages, couponMessages, orderStatusLabels, paymentStatusLabels } from './checkout-messages';

describe('checkout texts (issue 11)', () => {
  it('coupon refusals are clear and name the missing amount in taka', () => {
    expect(couponMessages.unknown).toBe('This coupon code is not valid');
    expect(couponMessages.notStarted).toBe('This coupon is not active yet');
    expect(couponMessages.expired).toBe('This coupon has expired');
    expect(couponMessages.exhausted).toBe('This coupon has been fully used');
    expect(couponMessages.customerLimit).toBe('You have already used this coupon');
    expect(couponMessages.belowMinimum(1250)).toBe('Add ৳1,250 more to use this coupon');
    expect(couponMessages.applied(80)).toBe('Coupon applied: you save ৳80');
  });

  it('balance refusals say the limit', () => {
    expect(balanceMessages.invalid).toBe('Balance amounts must be whole taka of 0 or more');
    expect(balanceMessages.moreThanAvailable('cashback', 1200)).toBe('You can use at most ৳1,200 of your cashback balance');
    expect(balanceMessages.moreThanTotal(950)).toBe('Balances can pay at most the order total of ৳950');
  });

  it('a changed figure reads "{name} changed from {was} to {now}"', () => {
    expect(checkoutMessages.figureChanged(checkoutMessages.figureNames.finalDeliveryCharge, '৳60', '৳120')).toBe('Delivery charge changed from ৳60 to ৳120');
    expect(checkoutMessages.figuresChanged).toContain('place the order again');
    expect(checkoutMessages.mobileInvalid).toContain('01712-345678');
    expect(checkoutMessages.districtInvalid).toBe('Choose a district');
  });

  it('labels every order and payment status', () => {
    expect(Object.values(orderStatusLabels)).toEqual(['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned']);
    expect(Object.values(paymentStatusLabels)).toEqual(['Unpaid', 'Payment pending', 'Paid', 'Payment failed', 'Partially refunded', 'Refunded']);
  });
});

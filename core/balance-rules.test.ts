import { describe, expect, it } from 'vitest';
import { balanceEntryLabels, balanceKindLabels, formatEntryAmount, parseRechargeAmount, parseRechargeMethod, rechargeMessages, RECHARGE_MAX, RECHARGE_MIN } from './balance-rules';

describe('balance rules', () => {
  it('reads a recharge amount: whole taka within the limits', () => {
    expect(parseRechargeAmount(500)).toBe(500);
    expect(parseRechargeAmount(' 1000 ')).toBe(1000);
    expect(parseRechargeAmount(RECHARGE_MIN)).toBe(RECHARGE_MIN);
    expect(parseRechargeAmount(RECHARGE_MAX)).toBe(RECHARGE_MAX);
    for (const bad of [RECHARGE_MIN - 1, RECHARGE_MAX + 1, 10.5, -100, '1e3', '', '12a', null, undefined, {}, Number.NaN]) expect(parseRechargeAmount(bad)).toBeNull();
  });

  it('reads a recharge method; card is Stripe', () => {
    expect(parseRechargeMethod('bkash')).toBe('bkash');
    expect(parseRechargeMethod(' bKash ')).toBe('bkash');
    expect(parseRechargeMethod('card')).toBe('stripe');
    expect(parseRechargeMethod('Stripe')).toBe('stripe');
    for (const bad of ['cod', 'balance', '', 1, null]) expect(parseRechargeMethod(bad)).toBeNull();
  });

  it('labels and texts', () => {
    expect(balanceKindLabels.refund).toBe('Refund balance');
    expect(balanceEntryLabels.reversal).toBe('Cashback reversed');
    expect(formatEntryAmount(1500)).toBe('+৳1,500');
    expect(formatEntryAmount(-20)).toBe('-৳20');
    expect(rechargeMessages.amountInvalid).toBe('Enter a whole amount from ৳10 to ৳25,000');
    expect(rechargeMessages.insufficient('refund', 40)).toBe('Your refund balance has only ৳40 now');
  });
});

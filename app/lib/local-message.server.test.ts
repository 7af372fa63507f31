// A use case's English in the page's language (docs/decisions/051): the catalog's Bangla for the
// English it has word for word — what the cart's and checkout's actions and loaders show.
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../core/cart-messages';
import { couponMessages } from '../../core/checkout-messages';
import { paymentMessages } from '../../services/payments/payment-messages';
import type { Ctx } from '../../services/context';
import { actionTranslator, localMessage } from './local-message.server';

const ctxIn = (lang: 'bn' | 'en' | undefined, shopDefault = 'en') => ({ request: { lang }, shop: { default_language: shopDefault } }) as unknown as Ctx;

describe('localMessage', () => {
  it('answers a Bangla page in Bangla and an English one word for word', () => {
    expect(localMessage(ctxIn('bn'), cartMessages.quantityUpdated)).toBe('পরিমাণ আপডেট হয়েছে');
    expect(localMessage(ctxIn('bn'), couponMessages.expired)).toBe('এই কুপনের মেয়াদ শেষ');
    expect(localMessage(ctxIn('bn'), paymentMessages.advanceUnavailable)).toContain('ক্যাশ অন ডেলিভারিতে');
    expect(localMessage(ctxIn('en'), paymentMessages.advanceUnavailable)).toBe(paymentMessages.advanceUnavailable);
    // No request language (a job): the shop's default.
    expect(localMessage(ctxIn(undefined, 'bn'), cartMessages.cleared)).toBe('আপনার কার্ট খালি করা হয়েছে');
  });

  it('reads a message with values back into Bangla, and leaves English it does not know as it came', () => {
    expect(localMessage(ctxIn('bn'), cartMessages.quantityUnchanged(13))).toBe('পরিমাণ ১৩টিই থাকল');
    expect(localMessage(ctxIn('bn'), 'A sentence no catalog has')).toBe('A sentence no catalog has');
  });

  it('gives an action the translator of its request', () => {
    expect(actionTranslator(ctxIn('bn')).t('checkout.enterCoupon')).toBe('কুপন কোড লিখুন');
    expect(actionTranslator(ctxIn('en')).t('checkout.enterCoupon')).toBe('Enter a coupon code');
  });
});

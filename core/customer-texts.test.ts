import { describe, expect, it } from 'vitest';
import { customerTexts } from './customer-texts';

describe('customer texts in English (word for word as before)', () => {
  const m = customerTexts('en');
  it('the bell names the order or refund code and the new status', () => {
    expect(m.orderStatus('AB12', 'cancelled')).toBe('Your order AB12 is now cancelled');
    expect(m.orderStatus('AB12', 'processing')).toBe('Your order AB12 is now processing');
    expect(m.orderPaymentStatus('AB12', 'partially_refunded')).toBe('Payment of your order AB12: partially refunded');
    expect(m.refundPaymentStatus('R1', 'paid')).toBe('Your refund R1 is paid');
    expect(m.refundPaymentStatus('R1', 'unpaid')).toBe('Your refund R1 is not paid yet');
    expect(m.refundPaymentStatus('R1', 'partially_paid')).toBe('The payment of your refund R1 is now partially paid');
    expect(m.refundReturnStatus('R1', 'received')).toBe('The shop has received the items of your refund R1');
    expect(m.refundReturnStatus('R1', 'pending')).toBe('The shop is waiting for the items of your refund R1');
    expect(m.refundReturnStatus('R1', 'in_transit')).toBe('The return of your refund R1 is now in transit');
  });

  it('the shop decided a refund, the shop replied', () => {
    expect(m.refundDecided('K7M2Q9XA', 'approved')).toBe('Refund K7M2Q9XA: approved by the shop');
    expect(m.refundDecided('K7M2Q9XA', 'rejected')).toBe('Refund K7M2Q9XA: rejected by the shop');
    expect(m.staffReply('Size?')).toBe('The shop replied to your message: Size?');
    expect(customerTexts('bn').refundDecided('K7', 'approved')).toBe('রিফান্ড K7: দোকান মঞ্জুর করেছে');
    expect(customerTexts('bn').staffReply('Size?')).toBe('আপনার মেসেজের উত্তর দিয়েছে দোকান: Size?');
  });

  it('the SMS, with the courier and tracking code only when known', () => {
    expect(m.shippedSms('Shop', 'AB12', 'Pathao', 'PX9')).toBe('Shop: your order AB12 is on its way with Pathao. Tracking code: PX9.');
    expect(m.shippedSms('Shop', 'AB12', null, null)).toBe('Shop: your order AB12 is on its way.');
    expect(m.shippedSms('Shop', 'AB12', '', 'PX9')).toBe('Shop: your order AB12 is on its way. Tracking code: PX9.');
    expect(m.deliveredSms('Shop', 'AB12')).toBe('Shop: your order AB12 was delivered. Thank you for shopping with us.');
    expect(m.reviewInvite('AB12', 1)).toBe('How was your order AB12? Rate what you received and help other shoppers choose.');
    expect(m.reviewInvite('AB12', 3)).toBe('How was your order AB12? Rate the 3 items you received and help other shoppers choose.');
    expect(m.placedSms('Shop', 'AB12', 1250)).toBe('Shop: your order AB12 is placed. Total ৳1,250. We will let you know when it is confirmed.');
    expect(m.placedPaidSms('Shop', 'AB12', 1250)).toBe('Shop: your order AB12 is placed and ৳1,250 is paid. We will let you know when it is confirmed.');
    expect(m.confirmedSms('Shop', 'AB12')).toBe('Shop: your order AB12 is confirmed. We will send the tracking code when it ships.');
    expect(m.refundPaidSms('Shop', 'R1', 1250)).toBe('Shop: your refund R1 of ৳1,250 is paid.');
    expect(m.codeSms('123456', 'Shop')).toBe('123456 is your Shop code. It is valid for 5 minutes. Do not share it.');
    expect(m.staffCodeSms('123456', 'Shop')).toBe('123456 is your Shop seller console code. It is valid for 5 minutes. Do not share it.');
    expect(m.alreadyRegisteredSms('Shop')).toBe('Someone asked to register this number at Shop. It already has an account: log in or reset your password.');
  });
});

describe('customer texts in Bangla', () => {
  const m = customerTexts('bn');
  it('money and minutes in Bangla digits, codes as the customer types them', () => {
    expect(m.placedSms('দোকান', 'AB12', 1250)).toBe('দোকান: আপনার অর্ডার AB12 নেওয়া হয়েছে। মোট ৳১,২৫০। কনফার্ম হলে আমরা জানিয়ে দেব।');
    expect(m.codeSms('123456', 'দোকান')).toBe('123456 আপনার দোকান-এর কোড। ৫ মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।');
    expect(m.refundPaidSms('দোকান', 'R1', 500)).toContain('৳৫০০');
    expect(m.placedPaidSms('দোকান', 'AB12', 500)).toContain('৳৫০০ পেমেন্ট পেয়েছি');
    expect(m.staffCodeSms('123456', 'দোকান')).toContain('সেলার কনসোলের কোড');
    expect(m.alreadyRegisteredSms('দোকান')).toContain('আগেই অ্যাকাউন্ট আছে');
    expect(m.confirmedSms('দোকান', 'AB12')).toContain('কনফার্ম হয়েছে');
    expect(m.deliveredSms('দোকান', 'AB12')).toContain('পৌঁছে গেছে');
    expect(m.reviewInvite('AB12', 1)).toBe('অর্ডার AB12-এর ১টি পণ্য কেমন লাগল? রেটিং আর রিভিউ দিয়ে অন্য ক্রেতাদের বেছে নিতে সাহায্য করুন।');
    expect(m.reviewInvite('AB12', 3)).toBe('অর্ডার AB12-এর ৩টি পণ্য কেমন লাগল? রেটিং আর রিভিউ দিয়ে অন্য ক্রেতাদের বেছে নিতে সাহায্য করুন।');
  });

  it('each status has its own sentence; the shipped SMS names the courier and code only when known', () => {
    expect(m.orderStatus('AB12', 'confirmed')).toBe('আপনার অর্ডার AB12 কনফার্ম হয়েছে');
    expect(m.orderStatus('AB12', 'cancelled')).toBe('আপনার অর্ডার AB12 বাতিল হয়েছে');
    expect(m.orderPaymentStatus('AB12', 'paid')).toBe('আপনার অর্ডার AB12-এর পেমেন্ট পাওয়া গেছে');
    expect(m.refundPaymentStatus('R1', 'paid')).toBe('আপনার রিফান্ড R1-এর টাকা দেওয়া হয়েছে');
    expect(m.refundReturnStatus('R1', 'received')).toBe('আপনার রিফান্ড R1-এর পণ্য দোকান বুঝে পেয়েছে');
    expect(m.shippedSms('দোকান', 'AB12', 'Pathao', 'PX9')).toBe('দোকান: আপনার অর্ডার AB12 পাঠিয়ে দেওয়া হয়েছে, কুরিয়ার Pathao। ট্র্যাকিং কোড: PX9।');
    expect(m.shippedSms('দোকান', 'AB12', null, null)).toBe('দোকান: আপনার অর্ডার AB12 পাঠিয়ে দেওয়া হয়েছে।');
  });

  it('is made once per language', () => {
    expect(customerTexts('bn')).toBe(m);
  });
});

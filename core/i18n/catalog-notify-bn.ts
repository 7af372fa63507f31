// The customer's notifications and SMS texts in Bangla (docs/decisions/053): every id of
// catalog-notify-en.ts (the type refuses a missing one). Codes (order, refund, one-time) arrive
// as the customer types them back, in ASCII; money arrives written by `taka` (৳১,২৫০) and the
// minutes as a number (Bangla digits by the translator).
import type { notifyEn } from './catalog-notify-en';

export const notifyBn: Record<keyof typeof notifyEn, string> = {
  'notify.orderStatus':
    '{status, select, pending {আপনার অর্ডার {code} এখন অপেক্ষায় আছে} confirmed {আপনার অর্ডার {code} কনফার্ম হয়েছে} processing {আপনার অর্ডার {code} প্রস্তুত করা হচ্ছে} shipped {আপনার অর্ডার {code} পাঠিয়ে দেওয়া হয়েছে} delivered {আপনার অর্ডার {code} পৌঁছে গেছে} cancelled {আপনার অর্ডার {code} বাতিল হয়েছে} returned {আপনার অর্ডার {code} ফেরত এসেছে} other {আপনার অর্ডার {code} এখন অপেক্ষায় আছে}}',
  'notify.orderPaymentStatus':
    '{status, select, unpaid {আপনার অর্ডার {code}-এর টাকা এখনো দেওয়া হয়নি} pending {আপনার অর্ডার {code}-এর পেমেন্ট যাচাই হচ্ছে} paid {আপনার অর্ডার {code}-এর পেমেন্ট পাওয়া গেছে} failed {আপনার অর্ডার {code}-এর পেমেন্ট হয়নি} partially_refunded {আপনার অর্ডার {code}-এর টাকার একাংশ ফেরত দেওয়া হয়েছে} refunded {আপনার অর্ডার {code}-এর টাকা ফেরত দেওয়া হয়েছে} other {আপনার অর্ডার {code}-এর টাকা এখনো দেওয়া হয়নি}}',
  'notify.refundPaymentStatus':
    '{status, select, paid {আপনার রিফান্ড {code}-এর টাকা দেওয়া হয়েছে} unpaid {আপনার রিফান্ড {code}-এর টাকা এখনো দেওয়া হয়নি} other {আপনার রিফান্ড {code}-এর পেমেন্ট এখন: {words}}}',
  'notify.refundReturnStatus':
    '{status, select, received {আপনার রিফান্ড {code}-এর পণ্য দোকান বুঝে পেয়েছে} pending {দোকান আপনার রিফান্ড {code}-এর পণ্য ফেরত পাওয়ার অপেক্ষায় আছে} other {আপনার রিফান্ড {code}-এর পণ্য ফেরত এখন: {words}}}',
  'notify.refundDecided': '{status, select, approved {রিফান্ড {code}: দোকান মঞ্জুর করেছে} other {রিফান্ড {code}: দোকান নাকচ করেছে}}',
  'notify.staffReply': 'আপনার মেসেজের উত্তর দিয়েছে দোকান: {subject}',

  'notify.sms.placed': '{shop}: আপনার অর্ডার {code} নেওয়া হয়েছে। মোট {total}। কনফার্ম হলে আমরা জানিয়ে দেব।',
  'notify.sms.placedPaid': '{shop}: আপনার অর্ডার {code} নেওয়া হয়েছে, {paid} পেমেন্ট পেয়েছি। কনফার্ম হলে আমরা জানিয়ে দেব।',
  'notify.sms.confirmed': '{shop}: আপনার অর্ডার {code} কনফার্ম হয়েছে। পাঠানোর সময় ট্র্যাকিং কোড জানিয়ে দেব।',
  'notify.sms.shipped': '{shop}: আপনার অর্ডার {code} পাঠিয়ে দেওয়া হয়েছে{withCourier, select, yes {, কুরিয়ার {courier}} other {}}।{withTracking, select, yes { ট্র্যাকিং কোড: {tracking}।} other {}}',
  'notify.sms.delivered': '{shop}: আপনার অর্ডার {code} পৌঁছে গেছে। আমাদের কাছ থেকে কেনার জন্য ধন্যবাদ।',
  'notify.reviewInvite': 'অর্ডার {code}-এর {n}টি পণ্য কেমন লাগল? রেটিং আর রিভিউ দিয়ে অন্য ক্রেতাদের বেছে নিতে সাহায্য করুন।',
  'notify.sms.refundPaid': '{shop}: আপনার রিফান্ড {code}-এর {amount} দিয়ে দেওয়া হয়েছে।',
  'notify.sms.code': '{code} আপনার {shop}-এর কোড। {minutes} মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।',
  'notify.sms.staffCode': '{code} আপনার {shop} সেলার কনসোলের কোড। {minutes} মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।',
  'notify.sms.alreadyRegistered': 'কেউ {shop}-এ এই নম্বর দিয়ে রেজিস্টার করতে চেয়েছেন। এই নম্বরে আগেই অ্যাকাউন্ট আছে: লগ ইন করুন, অথবা পাসওয়ার্ড রিসেট করুন।',
};

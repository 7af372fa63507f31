// The shop without a connection, in Bangla (catalog-offline-en.ts).
import type { offlineEn } from './catalog-offline-en';

export const offlineBn: Record<keyof typeof offlineEn, string> = {
  'offline.pageTitle': 'অফলাইন',
  'offline.heading': 'আপনি এখন অফলাইনে',
  'offline.body': 'এই পাতাটি দেখতে ইন্টারনেট লাগবে। {shop}-এর যে পাতাগুলো সম্প্রতি খুলেছেন, সেগুলো এখনো পড়া যাবে:',
  'offline.bodyOther': 'এই পাতাটি দেখতে ইন্টারনেট লাগবে। যে পাতাগুলো এখনো পড়া যাবে, সেগুলো ওপরে দেওয়া আছে।',
  'offline.nothingKept': 'এই দোকানের কোনো পাতা এখনো এই ফোনে রাখা নেই।',
  'offline.tryAgain': 'আবার চেষ্টা করুন',
  'offline.home': 'হোম',
  'offline.notice': 'আপনি এখন অফলাইনে। আগে খোলা পাতাগুলো পড়া যাবে; ইন্টারনেট লাগে এমন কাজ সংযোগ ফিরলে করা যাবে।',
  'offline.needsNetwork': 'ইন্টারনেট লাগবে: সংযোগ ফিরলে এটি কাজ করবে।',
  'offline.formWaits': 'আপনি অফলাইনে, তাই কিছু পাঠানো হয়নি। সংযোগ ফিরলে আবার চেষ্টা করুন।',
  'offline.backOnline': 'আপনি আবার অনলাইনে।',
};

// The Bangla of catalog-product-extras-en.ts (numbers arrive in Bangla digits).
import type { productExtrasEn } from './catalog-product-extras-en';

export const productExtrasBn: Record<keyof typeof productExtrasEn, string> = {
  'pdp.delivery.heading': 'ডেলিভারি ও ফেরত',
  'pdp.delivery.to': '{district}-এ ডেলিভারি চার্জ:',
  'pdp.delivery.free': 'ফ্রি',
  'pdp.delivery.days': 'অর্ডারের {n} দিনের মধ্যে পৌঁছে যাবে',
  'pdp.delivery.freeOver': '{amount} বা তার বেশি কেনাকাটায় ডেলিভারি ফ্রি',
  'pdp.delivery.insideDhaka': 'ঢাকার ভেতরে',
  'pdp.delivery.outsideDhaka': 'ঢাকার বাইরে',
  'pdp.delivery.unknown': '“{district}” নামে কোনো জেলা আমরা পাইনি: তালিকা থেকে আপনার জেলা বেছে নিন।',
  'pdp.delivery.yourDistrict': 'আপনার জেলা',
  'pdp.delivery.choose': 'জেলা বেছে নিন',
  'pdp.delivery.check': 'চার্জ দেখুন',
  'pdp.returns.label': 'ফেরত:',
  'pdp.returns.days': 'ডেলিভারির {n} দিনের মধ্যে ফেরত দেওয়া যাবে',
  'pdp.returns.none': 'এই দোকানে পণ্য ফেরত নেওয়া হয় না',
  'pdp.specifications': 'বিস্তারিত তথ্য',
  'pdp.sizeGuide': 'সাইজ গাইড',
  'pdp.boughtTogether': 'যাঁরা এটি কিনেছেন, তাঁরা সঙ্গে এগুলোও নিয়েছেন',
  'pdp.alsoLike': 'আপনার পছন্দ হতে পারে',
} as const;

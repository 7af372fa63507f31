// The seller console's Categories page in Bangla (catalog-seller-categories-en.ts).
import { MAX_FACT_TEXT, MAX_SIZE_COLUMNS, MAX_SIZE_ROWS } from '../product-facts';
import { localDigits } from './format';
import type { sellerCategoriesEn } from './catalog-seller-categories-en';

export const sellerCategoriesBn: Record<keyof typeof sellerCategoriesEn, string> = {
  'seller.nav.categories': 'ক্যাটাগরি',
  'seller.categories.intro': 'পোশাকের ক্যাটাগরির জন্য সাইজ গাইড: ক্যাটাগরির প্রতিটি পণ্যের পাতায় এটি দেখাবে, যদি না পণ্যটির নিজের গাইড থাকে।',
  'seller.categories.none': 'দোকানে এখনো কোনো ক্যাটাগরি নেই।',
  'seller.categories.hasGuide': 'সাইজ গাইড আছে',
  'seller.categories.noGuide': 'সাইজ গাইড নেই',
  'seller.categories.formLabel': '{name}-এর সাইজ গাইড',
  'seller.categories.guide': 'সাইজ গাইড',
  'seller.categories.guideHint': 'প্রথম লাইনে শিরোনামগুলো, তারপর প্রতি লাইনে একটি সাইজ, ঘরগুলো কমা দিয়ে আলাদা: “Size, Chest (in)”, তারপর “M, 38”। সর্বোচ্চ {columns}টি কলাম ও {rows}টি সারি। খালি রাখলে গাইড থাকবে না।',
  'seller.categories.guideBn': 'শিরোনাম বাংলায় (না দিলেও চলবে)',
  'seller.categories.guideBnHint': 'একই শিরোনামগুলো বাংলায়, কমা দিয়ে আলাদা করে: “সাইজ, বুক (ইঞ্চি)”।',
  'seller.categories.save': 'সাইজ গাইড সংরক্ষণ করুন',
  'seller.audit.action.category.size_guide': 'ক্যাটাগরির সাইজ গাইড বদল',
  'seller.audit.entity.category': 'ক্যাটাগরি #{id}',
  'seller.categories.msg.guideRequired': 'size_guide পাঠান: টেবিলটি, অথবা মুছতে null',
  'seller.categories.msg.categoryNotFound': 'এই দোকানে এমন কোনো ক্যাটাগরি নেই',
  'seller.categories.msg.tooFewColumns': 'সাইজ গাইডে অন্তত দুটি কলাম লাগবে: সাইজ আর একটি মাপ',
  'seller.categories.msg.tooManyColumns': `সাইজ গাইডে সর্বোচ্চ ${localDigits('bn', MAX_SIZE_COLUMNS)}টি কলাম থাকতে পারে`,
  'seller.categories.msg.noRows': 'শিরোনামের নিচে অন্তত এক সারি সাইজ দিন',
  'seller.categories.msg.tooManyRows': `সাইজ গাইডে সর্বোচ্চ ${localDigits('bn', MAX_SIZE_ROWS)}টি সারি থাকতে পারে`,
  'seller.categories.msg.emptyHeading': 'প্রতিটি কলামের একটি শিরোনাম লাগবে',
  'seller.categories.msg.emptyCell': 'প্রতিটি ঘরে কিছু লিখতে হবে',
  'seller.categories.msg.cellTooLong': `একটি শিরোনাম বা ঘর সর্বোচ্চ ${localDigits('bn', MAX_FACT_TEXT)} অক্ষরের হতে পারে`,
  'seller.categories.msg.rowWidth': 'প্রতিটি সারিতে প্রতিটি শিরোনামের জন্য একটি করে ঘর লাগবে',
  'seller.categories.msg.headingsBnWidth': 'যতগুলো শিরোনাম, ততগুলো বাংলা শিরোনাম দিন',
  'seller.categories.msg.saved': 'সাইজ গাইড সংরক্ষণ হয়েছে',
  'seller.categories.msg.cleared': 'সাইজ গাইড মুছে ফেলা হয়েছে',
};

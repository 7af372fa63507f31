// The Bangla catalog: every id of catalog-en.ts (the type refuses a missing or unknown one),
// written as a Bangladeshi shop writes to its customers — plain, friendly Bangla, not a
// word-by-word copy of the English. Numbers arrive in Bangla digits (core/i18n/translate.ts),
// and Bangla counts with "টি" need no plural forms.
import type { Catalog } from './catalog';

export const bn: Catalog = {
  'lang.switchTo': 'English',
  'lang.switchLabel': 'Read this page in English',

  'layout.skipToContent': 'মূল অংশে যান',
  'layout.wishlist': 'পছন্দের তালিকা',
  'layout.myAccount': 'আমার অ্যাকাউন্ট',
  'layout.accountNav': 'অ্যাকাউন্ট',
  'layout.mainNav': 'প্রধান মেনু',
  'layout.tabsNav': 'ট্যাব',
  'layout.openMenu': 'মেনু খুলুন',
  'layout.closeMenu': 'মেনু বন্ধ করুন',
  'layout.menu': 'মেনু',
  'layout.categories': 'ক্যাটাগরি',
  'layout.allCategories': 'সব ক্যাটাগরি',
  'layout.allOf': 'সব {name}',
  'layout.brands': 'ব্র্যান্ড',
  'layout.backToTop': 'উপরে যান',
  'layout.opensInNewTab': '(নতুন ট্যাবে খুলবে)',
  'layout.socialLinks': 'সোশ্যাল মিডিয়া',
  'layout.rightsReserved': '© {year} {shop}। সর্বস্বত্ব সংরক্ষিত।',
  'layout.close': 'বন্ধ করুন',
  'alert.closesIn': '{n} সেকেন্ডে বন্ধ হবে',
  'alert.dismiss': 'বন্ধ করুন',
  'tabs.home': 'হোম',
  'tabs.category': 'ক্যাটাগরি',
  'tabs.wishlist': 'পছন্দের',
  'tabs.myAccount': 'অ্যাকাউন্ট',

  'search.label': 'পণ্য খুঁজুন',
  'search.placeholder': 'পণ্য খুঁজুন…',
  'search.button': 'খুঁজুন',
  'search.suggestions': 'খোঁজার পরামর্শ',

  'page.notFound': 'পেজটি খুঁজে পাওয়া যায়নি',
  'page.backToHome': 'হোমে ফিরে যান',
  'page.error': '{message}!',
  'page.somethingWentWrong': 'কিছু একটা সমস্যা হয়েছে',
  'page.invalidDomain': 'ভুল ডোমেইন',

  'pager.empty': 'দেখানোর মতো কিছু নেই',
  'pager.showing': '{total}টির মধ্যে {start}–{end} দেখানো হচ্ছে',

  'stock.notAvailable': 'পাওয়া যাচ্ছে না',
  'stock.soldOut': 'স্টক শেষ',
  'stock.cardSoldOut': 'স্টক শেষ',
  'stock.available': 'স্টকে আছে',
  'stock.itemsAvailable': '{n}টি আছে',
  'stock.cardItems': '{n}টি আছে',

  'button.placeOrder': 'অর্ডার করুন',
  'button.addToCart': 'কার্টে যোগ করুন',
  'button.viewCart': 'কার্ট দেখুন',
  'button.chatNow': 'মেসেজ দিন',
  'button.addToWishlist': 'পছন্দের তালিকায় রাখুন',
  'button.quickView': 'এক নজরে দেখুন',
  'button.cardAddToCart': 'কার্টে যোগ করুন',
  'rating.one': 'রেটিং',
  'rating.many': 'রেটিং',

  'cart.added': 'পণ্যটি কার্টে যোগ হয়েছে',
  'cart.addFailed': 'কার্টে যোগ করা যায়নি',
};

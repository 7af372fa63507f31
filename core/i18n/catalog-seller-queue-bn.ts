// The order queue's bulk work in Bangla (catalog-seller-queue-en.ts has the ids).
import type { sellerQueueEn } from './catalog-seller-queue-en';

export const sellerQueueBn: Record<keyof typeof sellerQueueEn, string> = {
  'seller.orders.searchHint': 'কোডের অংশ, ফোন নম্বর, নাম বা পণ্যের নাম',
  'seller.orders.sort': 'সাজান',
  'seller.orders.sort.queue': 'নতুন অর্ডার আগে',
  'seller.orders.sort.newest': 'সবচেয়ে নতুন আগে',
  'seller.orders.sort.oldest': 'সবচেয়ে পুরোনো আগে',
  'seller.orders.sort.total-high': 'বেশি টাকার অর্ডার আগে',
  'seller.orders.sort.total-low': 'কম টাকার অর্ডার আগে',
  'seller.orders.tabs': 'অবস্থা অনুযায়ী অর্ডার',
  'seller.orders.bulk': 'বাছাই করা অর্ডারগুলোর কাজ',
  'seller.orders.bulkAction': 'বাছাই করা অর্ডারগুলো',
  'seller.orders.bulk.confirm': 'কনফার্ম করুন',
  'seller.orders.bulk.processing': 'প্রস্তুতিতে পাঠান',
  'seller.orders.bulk.cancel': 'বাতিল করুন',
  'seller.orders.bulk.cod-collected': 'টাকা পাওয়া গেছে',
  'seller.orders.bulk.print-slips': 'প্যাকিং স্লিপ প্রিন্ট',
  'seller.orders.bulk.print-invoices': 'ইনভয়েস প্রিন্ট',
  'seller.orders.allMatching': 'মিলে যাওয়া সব {n}টি',
  'seller.orders.apply': 'করুন',
  'seller.orders.choose': '{code} অর্ডারটি বাছাই',
  'seller.orders.bulkDone': '{done}টি হয়েছে, {refused}টি হয়নি।',
  'seller.printAll.title': '{n}টি অর্ডার প্রিন্ট',
  'seller.printAll.hint': 'প্রিন্ট করতে ব্রাউজারের প্রিন্ট (Ctrl+P) ব্যবহার করুন; প্রতি পাতায় একটি।',
  'seller.printAll.back': 'অর্ডারের তালিকায় ফিরুন',
};

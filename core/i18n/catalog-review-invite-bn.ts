// The delivered order's invitation to review it, in Bangla (catalog-review-invite-en.ts).
import type { reviewInviteEn } from './catalog-review-invite-en';

export const reviewInviteBn: Record<keyof typeof reviewInviteEn, string> = {
  'review.invite.title': 'অর্ডারটি কেমন লাগল?',
  'review.invite.body': 'যা পেয়েছেন তার রেটিং দিন, চাইলে ছবিও দিন। আপনার রিভিউ অন্য ক্রেতাদের বেছে নিতে সাহায্য করবে, আর পণ্যের পাতায় "যাচাই করা ক্রেতা" হিসেবে দেখাবে।',
  'review.invite.cta': '{name}-এর রিভিউ দিন',
};

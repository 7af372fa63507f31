// "Recently viewed" in Bangla (catalog-recent-en.ts).
import type { recentEn } from './catalog-recent-en';

export const recentBn: Record<keyof typeof recentEn, string> = {
  'recent.heading': 'সম্প্রতি দেখা পণ্য',
  'recent.noPicture': 'ছবি নেই',
};

// The home page's slides and category tiles in Bangla (catalog-banners-en.ts).
import type { bannersEn } from './catalog-banners-en';

export const bannersBn: Record<keyof typeof bannersEn, string> = {
  'home.slides.label': 'অফার',
  'home.slides.slide': '{total}টির মধ্যে {n} নম্বর স্লাইড',
  'home.slides.goTo': '{total}টির মধ্যে {n} নম্বর স্লাইড: {title}',
  'home.slides.pager': 'স্লাইড বেছে নিন',
  'home.tiles.title': 'ক্যাটাগরি দেখে কিনুন',
};

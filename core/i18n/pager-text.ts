// The pager line in the page's language (server side: services write it into the answer).
// English is core/pager.ts's pagerText, verbatim; Bangla reads "৪৫টির মধ্যে ১–২০ দেখানো হচ্ছে".
import { pagerFigures, pagerText } from '../pager';
import { translator } from './compile';
import type { Lang } from './lang';

export function localPagerText(lang: Lang, page: number, pageSize: number, total: number): string {
  if (lang === 'en') return pagerText(page, pageSize, total);
  const figures = pagerFigures(page, pageSize, total);
  const { t } = translator(lang);
  return figures ? t('pager.showing', figures) : t('pager.empty');
}

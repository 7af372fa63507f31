// "Recently viewed" (issue 29 item 4, docs/decisions/068): the strip on the home and product
// pages. Its Bangla is catalog-recent-bn.ts.
export const recentEn = {
  'recent.heading': 'Recently viewed',
  'recent.noPicture': 'No picture',
} as const;

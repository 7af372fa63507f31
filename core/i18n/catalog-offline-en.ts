// The shop without a connection (issue 29 item 2, docs/decisions/071): the offline page the
// service worker shows and the notice pages show when the connection drops. Its Bangla is
// catalog-offline-bn.ts.
export const offlineEn = {
  'offline.pageTitle': 'Offline',
  'offline.heading': 'You are offline',
  'offline.body': 'This page needs the internet. Pages of {shop} you opened recently can still be read:',
  'offline.bodyOther': 'This page needs the internet. The pages you can still read are listed above.',
  'offline.nothingKept': 'No pages of this shop are saved on this phone yet.',
  'offline.tryAgain': 'Try again',
  'offline.home': 'Home',
  'offline.notice': 'You are offline. Pages you have opened can still be read; anything that needs the internet will work when you are back online.',
  'offline.needsNetwork': 'Needs the internet: this will work when you are back online.',
  'offline.formWaits': 'You are offline, so nothing was sent. Try again when you are back online.',
  'offline.backOnline': 'You are back online.',
} as const;

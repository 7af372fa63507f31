// Plain pages (docs/decisions/089): a guest's light catalog page is HTML whose links and forms
// work by themselves, with one small script instead of React and its data. These names tie the
// build, the server's render and that script together.

/** The file the browser build writes beside its assets: `{ "script": "/assets/plain-page-….js" }`. */
export const PLAIN_PAGE_FILE = 'plain-page.json';

/** The id of the page's data for its script (a JSON data block, never run). */
export const PLAIN_PAGE_DATA_ID = 'plain-page-data';

/**
 * The service worker as a plain page registers it: the same /sw.js, told to precache no app
 * script — a data-saving guest's phone does not download the app it does not run. A page of the
 * app that uses one later keeps it then (the worker's cache of build files, decision 071).
 */
export const LIGHT_WORKER_URL = '/sw.js?data=light';

/** Whether the worker at `scriptUrl` is the plain pages' one. */
export function isLightWorker(scriptUrl: string): boolean {
  return new URL(scriptUrl, 'http://x').searchParams.get('data') === 'light';
}

/** What the plain pages' worker precaches of the build's list: everything but the app's scripts (the plain page's own stays). */
export function lightPrecacheOf<T extends { url: string }>(entries: readonly T[]): T[] {
  return entries.filter((e) => !/\.m?js$/.test(e.url) || /\/assets\/plain-page-[\w-]+\.js$/.test(e.url));
}

/** What a plain page tells its script. */
export interface PlainPageData {
  lang: 'en' | 'bn';
  /** The product this page shows, for the device's "recently viewed" list; null elsewhere. */
  productId: number | null;
  /** The "Recently viewed" list's heading on the pages that show it (home, a product), else null. */
  recentHeading: string | null;
  /** The connection notices' texts, in the page's language (app/lib/offline-support.client.ts). */
  offline: OfflineTexts;
}

export interface OfflineTexts {
  notice: string;
  needsNetwork: string;
  formWaits: string;
  backOnline: string;
}

/** The connection notices' texts by the page's translator. */
export function offlineTextsOf(t: (id: 'offline.notice' | 'offline.needsNetwork' | 'offline.formWaits' | 'offline.backOnline') => string): OfflineTexts {
  return { notice: t('offline.notice'), needsNetwork: t('offline.needsNetwork'), formWaits: t('offline.formWaits'), backOnline: t('offline.backOnline') };
}

/** The page's data as the script reads it: anything not in this shape is no data. */
export function parsePlainPageData(text: string | null | undefined): PlainPageData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { lang, productId, recentHeading, offline } = value as Record<string, unknown>;
  const id = typeof productId === 'number' && Number.isSafeInteger(productId) && productId > 0 ? productId : null;
  const heading = typeof recentHeading === 'string' && recentHeading !== '' ? recentHeading : null;
  if (typeof offline !== 'object' || offline === null) return null;
  const o = offline as Record<string, unknown>;
  const texts = [o.notice, o.needsNetwork, o.formWaits, o.backOnline];
  if (!texts.every((t) => typeof t === 'string')) return null;
  return { lang: lang === 'bn' ? 'bn' : 'en', productId: id, recentHeading: heading, offline: { notice: o.notice as string, needsNetwork: o.needsNetwork as string, formWaits: o.formWaits as string, backOnline: o.backOnline as string } };
}

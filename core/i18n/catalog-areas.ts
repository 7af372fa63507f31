// Which part of the catalog a page's document carries (docs/decisions/072). Every page's loader
// data used to carry the whole shop catalog — the checkout's, the dashboard's and the refund
// forms' texts on a product page, some 60 % of its loader data — so each rendered page paid to
// serialize it and each shopper to download it. A page now carries its area's messages:
// - store: the catalog pages, the header, menus, cart badge, login and register, Quick View;
// - customer: the store's and the customer's own pages' (dashboard, cart, checkout, order
//   tracking) — ids that start with one of CUSTOMER_AREA_PREFIXES, except the unpaid-order
//   banner's, which the home page shows too;
// - seller: all but the SMS texts (the console shows everything).
// The SMS texts (`notify.…`) are server-only: no page carries them.
import type { Lang } from './lang';

export type CatalogArea = 'store' | 'customer' | 'seller';

export const CATALOG_AREAS: readonly CatalogArea[] = ['store', 'customer', 'seller'];

/** Message id prefixes only the customer's own pages (and the console) show. */
export const CUSTOMER_AREA_PREFIXES = ['checkout', 'order', 'refund', 'support', 'address', 'dashboard', 'balance'] as const;

const CUSTOMER_ONLY = new RegExp(`^(?:${CUSTOMER_AREA_PREFIXES.join('|')})\\.`);
/** Shown on the home page and the cart as well: the banner of an order waiting for its payment. */
const STORE_TOO = /^order\.awaiting\./;
const SERVER_ONLY = /^notify\./;
const SELLER_ONLY = /^seller\./;

/** The area of a page's path. */
export function catalogAreaOf(pathname: string): CatalogArea {
  if (pathname === '/seller' || pathname.startsWith('/seller/')) return 'seller';
  if (/^\/customer\/(?:dashboard|cart|checkout)(?:\/|$)/.test(pathname) || /^(?:\/customer)?\/track-order\/?$/.test(pathname)) return 'customer';
  return 'store';
}

/** Whether a page of `area` carries message `id`. */
export function areaCarries(area: CatalogArea, id: string): boolean {
  if (SERVER_ONLY.test(id)) return false;
  if (area === 'seller') return true;
  if (SELLER_ONLY.test(id)) return false;
  return area === 'customer' || !CUSTOMER_ONLY.test(id) || STORE_TOO.test(id);
}

/** Whether a document of area `held` already carries everything a page of `wanted` needs. */
export function areaCovers(held: CatalogArea, wanted: CatalogArea): boolean {
  return held === wanted || held === 'seller' || (held === 'customer' && wanted === 'store');
}

/** The path the browser fetches an area's messages from when it navigates into it. */
export function catalogAreaPath(lang: Lang, area: CatalogArea, version: string): string {
  return `/i18n/${lang}-${area}.json?v=${version}`;
}

/** The language and area of a catalog file's name (`bn-customer.json`), or null. */
export function parseCatalogAreaFile(name: string): { lang: Lang; area: CatalogArea } | null {
  const m = /^(en|bn)-(store|customer|seller)\.json$/.exec(name);
  return m ? { lang: m[1] as Lang, area: m[2] as CatalogArea } : null;
}

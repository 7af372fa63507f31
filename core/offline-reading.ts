// What the shop's service worker keeps on the phone for reading without a connection, and what it
// never keeps (issue 29 item 2, docs/decisions/071-offline-reading.md). Pure rules: the worker
// (app/service-worker/sw.ts) and its tests use them.

/** The shop-branded page a navigation falls back to when neither the network nor a kept copy answers. */
export const OFFLINE_PATH = '/offline';
/** Around the offline page's "nothing kept" text: the worker puts the list of kept pages there. */
export const OFFLINE_LIST_START = '<!--kept-pages-->';
export const OFFLINE_LIST_END = '<!--/kept-pages-->';
/** The response header a shared page (the same for every shopper of the shop: server/app.ts) carries. */
export const SHARED_PAGE_HEADER = 'x-shared-page';
/** The header the worker writes on a kept page: its title, URI-encoded, for the offline page's list. */
export const KEPT_TITLE_HEADER = 'x-kept-title';

/** Pages kept for reading offline: the newest 30 of the last week (per build: decision 071). */
export const KEPT_PAGES = { cachePrefix: 'pages-', maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 } as const;
/** Build files a page used (lazily loaded parts, the Bangla font): the newest 120 of a month; their names carry their content's hash. */
export const KEPT_ASSETS = { cacheName: 'assets', maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 } as const;
/** Pictures kept (products, logos): the newest 150 of the last two weeks; their URLs never change. */
export const KEPT_PICTURES = { cacheName: 'pictures', maxEntries: 150, maxAgeSeconds: 14 * 24 * 3600 } as const;

/**
 * Paths whose pages are a customer's or staff's own, never kept even if one were marked shared
 * (a second guard behind the header): the account, cart, checkout, payments, tracking, the console.
 */
const PRIVATE_PAGE = /^\/(customer|seller|track-order|r\/|share\/|payments?\/|offline$)/;

export type RequestKind = 'page' | 'asset' | 'picture' | 'network';

/**
 * How the worker treats a GET of this origin: a page (network first, kept if shared), a build
 * file or a picture (kept once fetched), or the network only.
 */
export function requestKindOf(path: string, mode: string): RequestKind {
  if (path.startsWith('/api/')) return 'network';
  if (/^\/(assets|fonts|icons)\//.test(path)) return 'asset';
  if (path.startsWith('/uploads/')) return 'picture';
  if (mode === 'navigate') return 'page';
  return 'network';
}

interface HeaderReader {
  get(name: string): string | null;
}

/** Whether a page's answer may be kept on the phone: a 200 HTML answer the server marked shared, on a catalog path. */
export function keepsPage(path: string, status: number, headers: HeaderReader): boolean {
  if (status !== 200 || PRIVATE_PAGE.test(path)) return false;
  if (headers.get(SHARED_PAGE_HEADER) !== '1') return false;
  return (headers.get('content-type') ?? '').startsWith('text/html');
}

/** Whether a picture's answer may be kept: a whole 200 image. */
export function keepsPicture(status: number, headers: HeaderReader): boolean {
  return status === 200 && (headers.get('content-type') ?? '').startsWith('image/');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/**
 * The text of a page's `<title>` (entities decoded) without the shop's name after its last " | "
 * (the offline page is the shop's own), or '' when it has none.
 */
export function pageTitleOf(html: string): string {
  const m = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!m) return '';
  const title = m[1]!.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]!).trim();
  const cut = title.lastIndexOf(' | ');
  return cut > 0 ? title.slice(0, cut).trim() : title;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface KeptPage {
  path: string;
  title: string;
}

/**
 * The offline page with its list of kept pages (links on this origin only) in place of the text
 * between its marks; unchanged (saying nothing is kept) when there are none.
 */
export function withKeptPages(html: string, pages: readonly KeptPage[]): string {
  const own = pages.filter((p) => p.path.startsWith('/') && !p.path.startsWith('//'));
  const start = html.indexOf(OFFLINE_LIST_START);
  const end = html.indexOf(OFFLINE_LIST_END);
  if (own.length === 0 || start < 0 || end < start) return html;
  const list = `<ul>${own.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title || p.path)}</a></li>`).join('')}</ul>`;
  return html.slice(0, start) + list + html.slice(end + OFFLINE_LIST_END.length);
}

/** The kept page's title as a header value (headers carry Latin-1 only). */
export function encodeKeptTitle(title: string): string {
  return encodeURIComponent(title.slice(0, 200));
}

/** A kept page's title from its header ('' when missing or malformed). */
export function decodeKeptTitle(value: string | null): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

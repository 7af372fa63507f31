// The data-saver mode (issue 29 item 3; docs/decisions/070-light-on-data.md). A page is "light"
// — smaller pictures, no prefetching, no video autoplay — when the shopper chose it with the
// menu's switch (`?datasaver=on|off` on any page, kept in the `datasaver` cookie), and, with no
// choice made, when the browser asks for it: `Save-Data: on`, or a slow connection by the `ECT`
// client hint (slow-2g, 2g or 3g). The shopper's own choice wins over the browser's hints, both
// ways. Shared pages are kept once per mode, so a light page is never served to a full one.

/** The query parameter of the menu's switch and the cookie that keeps the choice. */
export const DATA_SAVER_PARAM = 'datasaver';

export type DataSaverChoice = 'on' | 'off';

/** The client hints a page asks for (Accept-CH), and the one worth a retried first request (Critical-CH). */
export const DATA_SAVER_HINTS = 'ECT';
/** The request headers a page's bytes depend on (besides the cookie, which Vary would make uncacheable everywhere). */
export const DATA_SAVER_VARY = 'Save-Data, ECT';

/** The effective connection types (Network Information API, the `ECT` hint) that count as slow. */
const SLOW_ECT = new Set(['slow-2g', '2g', '3g']);

/** A choice spelled `value` ('on' / 'off', any case, spaces around), or null. */
export function parseDataSaverChoice(value: unknown): DataSaverChoice | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return v === 'on' || v === 'off' ? v : null;
}

export interface DataSaverSources {
  /** The URL's `?datasaver=` value, as sent. */
  query: string | null | undefined;
  /** The `datasaver` cookie's value, as sent. */
  cookie: string | null | undefined;
  /** The `Save-Data` request header. */
  saveData: string | null | undefined;
  /** The `ECT` client hint. */
  ect: string | null | undefined;
}

/** Whether the browser's hints ask for a light page (Save-Data: on, or a slow ECT). */
export function hintsAskForDataSaver(s: Pick<DataSaverSources, 'saveData' | 'ect'>): boolean {
  if (s.saveData?.trim().toLowerCase() === 'on') return true;
  return SLOW_ECT.has(s.ect?.trim().toLowerCase() ?? '');
}

/** The shopper's choice (the URL's, else the cookie's), or null when they made none. */
export function dataSaverChoice(s: Pick<DataSaverSources, 'query' | 'cookie'>): DataSaverChoice | null {
  return parseDataSaverChoice(s.query) ?? parseDataSaverChoice(s.cookie);
}

/** Whether this request gets the light page: the shopper's choice, else the browser's hints. */
export function resolveDataSaver(s: DataSaverSources): boolean {
  const choice = dataSaverChoice(s);
  return choice ? choice === 'on' : hintsAskForDataSaver(s);
}

function searchWithout(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete(DATA_SAVER_PARAM);
  return params;
}

/** The path and query without `datasaver` (the shared page cache's key: the mode is keyed apart). */
export function pathWithoutDataSaver(path: string): string {
  const q = path.indexOf('?');
  if (q < 0) return path;
  const rest = searchWithout(path.slice(q)).toString();
  return rest ? `${path.slice(0, q)}?${rest}` : path.slice(0, q);
}

/** This page with the switch set to `choice` (the menu's plain link: it works without JavaScript). */
export function dataSaverHref(url: { pathname: string; search: string }, choice: DataSaverChoice): string {
  const params = searchWithout(url.search);
  params.set(DATA_SAVER_PARAM, choice);
  return `${url.pathname}?${params.toString()}`;
}

/**
 * The header's logo on a light page: the 48 px high file made for it (decision 085) instead of
 * the 96 px one a 2× screen wants; an address outside the shop's uploads stays as it is.
 */
export function lightLogo(logo: string | null): string | null {
  const stored = logo === null ? null : /^\/uploads\/logos\/([0-9a-f]{16}\.webp)$/.exec(logo);
  return stored ? `/uploads/logos/h48/${stored[1]}` : logo;
}

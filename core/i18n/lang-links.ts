// Links between the two languages of one page (docs/decisions/047): the language switch and
// the hreflang alternates are the page's own URL with `?lang=bn` / `?lang=en` (plain links:
// they work without JavaScript and both languages are crawlable); the shared page cache keys a
// page by its URL without that parameter plus the language it resolved to.
import type { Lang } from './lang';

function searchWithout(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete('lang');
  return params;
}

/** The path and query without `lang` ("/search/x?page=2"). */
export function pathWithoutLang(url: { pathname: string; search: string }): string {
  const rest = searchWithout(url.search).toString();
  return rest ? `${url.pathname}?${rest}` : url.pathname;
}

/** The same page in `lang`: its path and query with `lang=<lang>` last. */
export function langHref(url: { pathname: string; search: string }, lang: Lang): string {
  const params = searchWithout(url.search);
  params.set('lang', lang);
  return `${url.pathname}?${params.toString()}`;
}

// The one list pager (spec §2, "list pager"; issue 22 item 3): the list's text ("Showing 1 to 10
// of 24", or "There is no item to show") and links — Previous, the first page, a window of two
// pages either side of the current one, the last page, Next — each page its own URL (?page=N)
// with the list's other parameters kept, so it works without JavaScript and search engines can
// follow it. Every list uses it: the catalog listings, the dashboard's lists and the console's.
import { useI18n } from '../../lib/i18n';
import type { ComponentType } from 'react';
import { Link, type LinkProps } from 'react-router';

const WINDOW = 2;

/**
 * `path?a=1&b=2&page=N`: the list's filters with their values (an empty one, or `all` — every
 * console filter's "everything" — left out) and the page when it is not the first.
 */
export function pageHref(path: string, values: Readonly<Record<string, string | null | undefined>> = {}, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value && value !== 'all') params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The pages to show as numbers around `page`. */
export function pageWindow(page: number, pageCount: number): number[] {
  const first = Math.max(1, page - WINDOW);
  const last = Math.min(pageCount, page + WINDOW);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

export interface PagerProps {
  page: number;
  pageCount: number;
  /** The URL of page n (pageHref builds one that keeps the list's filters). */
  href: (page: number) => string;
  /** The list's text (the service's "Showing … of …"); left out, the pager shows links only. */
  text?: string;
  /** The link to use (the catalog's SmartLink prefetches on intent); the router's Link by default. */
  link?: ComponentType<LinkProps>;
}

const box = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm';
const linkClass = `${box} border-gray-300 bg-white font-medium text-gray-900 hover:border-primary`;

export function Pager({ page, pageCount, href, text, link: L = Link }: PagerProps) {
  const { t, num } = useI18n();
  const pages = pageWindow(page, pageCount);
  const first = pages[0] ?? 1;
  const last = pages[pages.length - 1] ?? 1;
  if (text === undefined && pageCount <= 1) return null;
  return (
    <nav aria-label={t('pager.pages')} className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      {text !== undefined ? (
        <p className="text-sm text-gray-700" data-pager-text>
          {text}
        </p>
      ) : (
        <span />
      )}
      {pageCount > 1 ? (
        <ul className="flex flex-wrap items-center justify-center gap-1">
          {page > 1 ? (
            <li>
              <L to={href(page - 1)} rel="prev" className={linkClass}>
                {t('pager.previous')}
              </L>
            </li>
          ) : null}
          {first > 1 ? (
            <li>
              <L to={href(1)} className={linkClass} aria-label={t('pager.page', { n: 1 })}>
                {num(1)}
              </L>
            </li>
          ) : null}
          {first > 2 ? <li aria-hidden="true">…</li> : null}
          {pages.map((n) => (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${box} border-primary bg-primary font-semibold text-on-primary`}>
                  {num(n)}
                </span>
              ) : (
                <L to={href(n)} className={linkClass} aria-label={t('pager.page', { n })}>
                  {num(n)}
                </L>
              )}
            </li>
          ))}
          {last < pageCount - 1 ? <li aria-hidden="true">…</li> : null}
          {last < pageCount ? (
            <li>
              <L to={href(pageCount)} className={linkClass} aria-label={t('pager.page', { n: pageCount })}>
                {num(pageCount)}
              </L>
            </li>
          ) : null}
          {page < pageCount ? (
            <li>
              <L to={href(page + 1)} rel="next" className={linkClass}>
                {t('pager.next')}
              </L>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}

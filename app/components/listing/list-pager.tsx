// The list pager (spec §2): "There is no item to show" or "Showing {start} to {end} of {total}",
// and links to the neighbouring pages — each page its own URL (?page=N) with the listing's
// other parameters kept, so it works without JavaScript and search engines can follow it.
import { listingQuery, type ListingParams } from '../../../core/listing-query';
import { SmartLink } from '../layout/smart-link';

const WINDOW = 2;

function pageHref(path: string, params: ListingParams, page: number, search = false): string {
  return path + listingQuery({ ...params, page }, { search });
}

export function ListPager({
  path,
  params,
  page,
  pageCount,
  text,
  search = false,
}: {
  path: string;
  params: ListingParams;
  page: number;
  pageCount: number;
  text: string;
  search?: boolean;
}) {
  const first = Math.max(1, page - WINDOW);
  const last = Math.min(pageCount, page + WINDOW);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const box = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm';
  const link = `${box} border-gray-300 bg-white hover:border-primary`;
  return (
    <nav aria-label="Pages" className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-gray-700" data-pager-text>
        {text}
      </p>
      {pageCount > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          {page > 1 ? (
            <li>
              <SmartLink to={pageHref(path, params, page - 1, search)} rel="prev" className={link}>
                Previous
              </SmartLink>
            </li>
          ) : null}
          {first > 1 ? (
            <li>
              <SmartLink to={pageHref(path, params, 1, search)} className={link} aria-label="Page 1">
                1
              </SmartLink>
            </li>
          ) : null}
          {first > 2 ? <li aria-hidden="true">…</li> : null}
          {pages.map((n) => (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${box} border-primary bg-primary font-semibold text-on-primary`}>
                  {n}
                </span>
              ) : (
                <SmartLink to={pageHref(path, params, n, search)} className={link} aria-label={`Page ${n}`}>
                  {n}
                </SmartLink>
              )}
            </li>
          ))}
          {last < pageCount - 1 ? <li aria-hidden="true">…</li> : null}
          {last < pageCount ? (
            <li>
              <SmartLink to={pageHref(path, params, pageCount, search)} className={link} aria-label={`Page ${pageCount}`}>
                {pageCount}
              </SmartLink>
            </li>
          ) : null}
          {page < pageCount ? (
            <li>
              <SmartLink to={pageHref(path, params, page + 1, search)} rel="next" className={link}>
                Next
              </SmartLink>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}

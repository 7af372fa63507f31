// Listing page parameters (issue 4 item 1): ?page (core/pager), ?per_page (default 10, at
// most 60), ?sort=newest|price_asc|price_desc (search pages also 'relevance', their default),
// ?min_price / ?max_price (whole taka on the sell price the shopper sees; a reversed range is
// swapped) and ?brand (a brand slug). Anything unreadable falls back to its default, so
// every URL renders a page. The canonical query keeps only the parameters that change it.
import { DEFAULT_PAGE_SIZE, parsePageParam } from './pager';

export const MAX_PAGE_SIZE = 60;
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export const SEARCH_SORTS = ['relevance', ...LISTING_SORTS] as const;
type ListingSort = (typeof SEARCH_SORTS)[number];

export const SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

export interface ListingParams {
  page: number;
  perPage: number;
  sort: ListingSort;
  minPrice: number | null;
  maxPrice: number | null;
  brand: string | null;
}

type Params = { get(name: string): string | null };

const MAX_PRICE = 1_000_000_000;

function readPrice(value: string | null): number | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  return Math.min(Number(text), MAX_PRICE);
}

function readPerPage(value: string | null): number {
  const text = (value ?? '').trim();
  if (!/^\d{1,4}$/.test(text)) return DEFAULT_PAGE_SIZE;
  const n = Number(text);
  return n < 1 ? DEFAULT_PAGE_SIZE : Math.min(n, MAX_PAGE_SIZE);
}

function readBrand(value: string | null): string | null {
  const text = (value ?? '').trim().toLowerCase();
  return /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,199}$/u.test(text) ? text : null;
}

/** The listing parameters of a URL's query; `search` pages accept and default to 'relevance'. */
export function parseListingParams(params: Params, options: { search?: boolean } = {}): ListingParams {
  const sorts: readonly string[] = options.search ? SEARCH_SORTS : LISTING_SORTS;
  const sortText = params.get('sort') ?? '';
  const sort = (sorts.includes(sortText) ? sortText : sorts[0]) as ListingSort;
  let minPrice = readPrice(params.get('min_price'));
  let maxPrice = readPrice(params.get('max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    page: parsePageParam(params.get('page')),
    perPage: readPerPage(params.get('per_page')),
    sort,
    minPrice,
    maxPrice,
    brand: readBrand(params.get('brand')),
  };
}

/**
 * The query string ('' or '?a=b&...') for the parameters, keeping only what differs from
 * the defaults, in a fixed order — the canonical form of a listing URL.
 */
export function listingQuery(params: ListingParams, options: { search?: boolean } = {}): string {
  const q = new URLSearchParams();
  const defaultSort = options.search ? 'relevance' : 'newest';
  if (params.sort !== defaultSort) q.set('sort', params.sort);
  if (params.minPrice !== null) q.set('min_price', String(params.minPrice));
  if (params.maxPrice !== null) q.set('max_price', String(params.maxPrice));
  if (params.brand) q.set('brand', params.brand);
  if (params.perPage !== DEFAULT_PAGE_SIZE) q.set('per_page', String(params.perPage));
  if (params.page > 1) q.set('page', String(params.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter (price range or brand) is in force. */
export function hasListingFilters(params: ListingParams): boolean {
  return params.minPrice !== null || params.maxPrice !== null || params.brand !== null;
}

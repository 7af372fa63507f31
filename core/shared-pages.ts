// The page a request is for, so that a page and its client-side data request (`/x.data`)
// share one answer (server/shared-pages.ts decides which pages are shared, per route).

/** The page a path shows: React Router's data requests (`/x.data`, `/_root.data`) included. */
export function pagePathOf(path: string): string {
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}

/**
 * Whether a path is a product page (/products/{slug}-{id}, its data request too): the shared
 * page whose delivery estimate a customer's saved district picks (docs/decisions/066).
 */
export function isProductPagePath(path: string): boolean {
  const page = pagePathOf(path);
  return /^\/products\/[^/]+$/.test(page) && page !== '/products/search';
}

/**
 * The header with which a shared page says it holds for fewer milliseconds than the cache's
 * maximum age (the home page until its next slide starts or ends: decision 067). The cache
 * keeps the answer no longer than that and does not send the header on.
 */
export const SHARED_FOR_HEADER = 'X-Shared-For-Ms';

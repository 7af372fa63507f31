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

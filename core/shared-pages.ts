// Which pages are the same for every anonymous shopper of a shop — the catalog — and so may
// be answered from the shared response cache (server/response-cache.ts). Account, cart and
// any other page stays out, whoever asks.

/** The page a path shows: React Router's data requests (`/x.data`, `/_root.data`) included. */
export function pagePathOf(path: string): string {
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}

const CATALOG_PAGE = /^\/(?:|categories|all-products|products\/.+|r\/[^/]+\/products\/.+|share\/.+|deals\/.+|search\/.+)$/;

export function isSharedCatalogPage(path: string): boolean {
  return CATALOG_PAGE.test(pagePathOf(path));
}

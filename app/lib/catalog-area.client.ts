// The messages of the customer's pages or the console, for a browser whose document is a store
// page (docs/decisions/072): the routes of those areas take their page data through
// withCatalogArea. Its own chunk, which only those routes load.
import { areaCovers, catalogAreaOf, catalogAreaPath } from '../../core/i18n/catalog-areas';
import type { CompiledCatalog } from '../../core/i18n/translate';
import { heldCatalog } from './i18n';

/**
 * Before the browser shows a page of another area than its document's (a store page's link to
 * the cart or the dashboard), the messages that area adds: fetched once (and kept by the HTTP
 * cache under the build's version) and added to the document's catalog in place, so every
 * translator made from it has them (docs/decisions/072).
 */
export async function ensureCatalogArea(pathname: string): Promise<void> {
  const held = heldCatalog();
  const wanted = catalogAreaOf(pathname);
  if (!held || areaCovers(held.area, wanted)) return;
  const res = await fetch(catalogAreaPath(held.lang, wanted, held.version));
  if (!res.ok) throw new Error(`catalog ${wanted}: ${res.status}`);
  Object.assign(held.messages, (await res.json()) as CompiledCatalog);
  held.area = wanted;
}

/**
 * A route of the customer's pages or the console: its page data and its area's messages
 * together (the route's `clientLoader`; a document's first render uses the server's data).
 */
export async function withCatalogArea<T>({ serverLoader, request }: { serverLoader: () => Promise<T>; request: Request }): Promise<T> {
  const [data] = await Promise.all([serverLoader(), ensureCatalogArea(new URL(request.url).pathname)]);
  return data;
}


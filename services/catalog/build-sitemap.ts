// A shop's sitemap.xml (issue 4 item 7; robots.txt points at it, build-robots-txt.ts). It
// lists home, the category, sub-category, brand (only when the shop's brands setting is 1)
// and deal pages, and every published product's canonical URL with its last change. A shop
// with more than 50,000 URLs gets a sitemap index instead: /sitemap-pages.xml for the
// listings and /sitemap-products-{n}.xml for the products, 50,000 per file (the sitemaps.org
// limit). Every URL is absolute on the shop's own origin.
import { productPath } from '../../core/product-link';
import type { Db } from '../../db/client';
import { countPublishedProducts, listPublishedProductsPage, listSitemapListings } from '../../db/sitemap.repository';
import type { Shop } from '../../db/schema';
import type { Ctx } from '../context';

const SITEMAP_MAX_URLS = 50_000;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string);
}

interface Entry {
  loc: string;
  lastmod?: string;
}

function urlset(entries: Entry[]): string {
  const body = entries
    .map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function sitemapIndex(locs: string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

async function listingEntries(db: Db, shop: Shop, origin: string): Promise<Entry[]> {
  const l = await listSitemapListings(db, shop.id);
  const at = (path: string): Entry => ({ loc: origin + path });
  const seg = encodeURIComponent;
  return [
    at('/'),
    at('/categories'),
    at('/all-products'),
    ...l.categories.map((s) => at(`/products/category/${seg(s)}`)),
    ...l.subCategories.map((s) => at(`/products/sub-category/${seg(s)}`)),
    ...(shop.brands_setting === 1 ? l.brands.map((s) => at(`/products/brands/${seg(s)}`)) : []),
    ...l.deals.map((s) => at(`/deals/${seg(s)}`)),
  ];
}

async function productEntries(db: Db, shop: Shop, origin: string, offset: number, limit: number): Promise<Entry[]> {
  const rows = await listPublishedProductsPage(db, shop.id, offset, limit);
  return rows.map((r) => ({ loc: origin + productPath(r), lastmod: r.updated_at }));
}

/**
 * The XML for a sitemap file name ('sitemap.xml', 'sitemap-pages.xml', 'sitemap-products-3.xml'),
 * or null when the shop has no such file. `maxUrls` is for tests.
 */
export async function buildSitemap(ctx: Ctx, file: string, maxUrls: number = SITEMAP_MAX_URLS): Promise<string | null> {
  const { db, shop } = ctx;
  const origin = ctx.request.origin;
  const products = await countPublishedProducts(db, shop.id);
  const listings = await listingEntries(db, shop, origin);
  const single = listings.length + products <= maxUrls;
  if (file === 'sitemap.xml') {
    if (single) return urlset([...listings, ...(await productEntries(db, shop, origin, 0, products))]);
    const pages = Math.ceil(products / maxUrls);
    return sitemapIndex([`${origin}/sitemap-pages.xml`, ...Array.from({ length: pages }, (_, i) => `${origin}/sitemap-products-${i + 1}.xml`)]);
  }
  if (single) return null;
  if (file === 'sitemap-pages.xml') return urlset(listings.slice(0, maxUrls));
  const match = /^sitemap-products-([1-9]\d{0,6})\.xml$/.exec(file);
  if (!match) return null;
  const page = Number(match[1]);
  if ((page - 1) * maxUrls >= products) return null;
  return urlset(await productEntries(db, shop, origin, (page - 1) * maxUrls, maxUrls));
}

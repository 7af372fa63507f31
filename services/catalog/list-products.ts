// A listing page (issue 4 item 1): all products, a category, a sub-category (the spec's
// sub-sub-category item), a brand, a deal or the shop's own products — one page of cards,
// filtered by sell-price range and brand, sorted newest or by price. null when the
// category, brand, deal or shop is not this shop's (the route answers 404).
import { langOf } from '../context';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findBrandByIdOrSlug, listBrands } from '../../db/brand.repository';
import { findCategoryByIdOrSlug, findCategoryItemByIdOrSlug } from '../../db/category.repository';
import { findDealByIdOrSlug } from '../../db/deal.repository';
import { countListingProducts, listListingProducts, type ListingFilter, type ListingOrder } from '../../db/product-listing.repository';
import type { ListingParams } from '../../core/listing-query';
import { toProductCards } from './operations/product-card';
import { applyBrandParam, listingPage, loadPage, priceFilter } from './operations/product-listing';
import type { BrandOption, ProductListingPage } from './catalog-types';
import { refreshListingIndex } from './operations/refresh-listing-index';
import type { Ctx } from '../context';
import { localName, localText } from '../../core/i18n/local-name';
import type { Lang } from '../../core/i18n/lang';

export type ListingScope =
  | { kind: 'all' }
  | { kind: 'category'; idOrSlug: string }
  | { kind: 'sub-category'; idOrSlug: string }
  | { kind: 'brand'; idOrSlug: string }
  | { kind: 'deal'; idOrSlug: string }
  | { kind: 'shop'; slug: string };


interface ProductListing extends ProductListingPage {
  kind: ListingScope['kind'];
  /** The page heading: the category, brand or deal name, or the shop's. */
  heading: string;
  description: string | null;
  /** The listing's own path with the entity's slug (the canonical form). */
  path: string;
  /** Brands offered by the brand filter (none on a brand's own page). */
  brands: BrandOption[];
}

interface ResolvedScope {
  heading: string;
  description: string | null;
  path: string;
  filter: ListingFilter;
}

async function resolveScope(db: Db, shop: Shop, scope: ListingScope, lang: Lang): Promise<ResolvedScope | null> {
  switch (scope.kind) {
    case 'all':
      return { heading: 'All products', description: null, path: '/all-products', filter: {} };
    case 'shop':
      if (scope.slug.toLowerCase() !== shop.slug.toLowerCase()) return null;
      return { heading: `Products of ${shop.shop_name}`, description: shop.meta_description, path: `/products/shop/${shop.slug}`, filter: {} };
    case 'category': {
      const c = await findCategoryByIdOrSlug(db, shop.id, scope.idOrSlug);
      return c ? { heading: localName(lang, c.name, c.name_bn), description: null, path: `/products/category/${c.slug}`, filter: { categoryId: c.id } } : null;
    }
    case 'sub-category': {
      const item = await findCategoryItemByIdOrSlug(db, shop.id, scope.idOrSlug);
      return item ? { heading: localName(lang, item.name, item.name_bn), description: null, path: `/products/sub-category/${item.slug}`, filter: { categoryItemId: item.id } } : null;
    }
    case 'brand': {
      const b = await findBrandByIdOrSlug(db, shop.id, scope.idOrSlug);
      return b ? { heading: localName(lang, b.name, b.name_bn), description: null, path: `/products/brands/${b.slug}`, filter: { brandId: b.id } } : null;
    }
    case 'deal': {
      const d = await findDealByIdOrSlug(db, shop.id, scope.idOrSlug);
      return d ? { heading: localName(lang, d.title, d.title_bn), description: localText(lang, d.description, d.description_bn), path: `/deals/${d.slug}`, filter: { dealId: d.id } } : null;
    }
  }
}

export async function listProducts(ctx: Ctx, scope: ListingScope, asked: ListingParams): Promise<ProductListing | null> {
  const { db, shop } = ctx;
  const resolved = await resolveScope(db, shop, scope, langOf(ctx));
  if (!resolved) return null;
  await refreshListingIndex(db, shop.id);
  const { params, filter } = await applyBrandParam(db, shop.id, asked, { ...resolved.filter, ...priceFilter(asked) });
  const order = (params.sort === 'relevance' ? 'newest' : params.sort) as ListingOrder;
  const [{ total, rows }, brands] = await Promise.all([
    loadPage(
      params,
      () => countListingProducts(db, shop.id, filter),
      (limit, offset) => listListingProducts(db, shop.id, filter, order, limit, offset),
    ),
    scope.kind === 'brand' ? Promise.resolve([]) : listBrands(db, shop.id),
  ]);
  const cards = await toProductCards(db, shop, rows, langOf(ctx));
  return {
    kind: scope.kind,
    heading: resolved.heading,
    description: resolved.description,
    path: resolved.path,
    brands: brands.map((b) => ({ slug: b.slug, name: localName(langOf(ctx), b.name, b.name_bn) })),
    ...listingPage(params, total, cards, langOf(ctx)),
  };
}

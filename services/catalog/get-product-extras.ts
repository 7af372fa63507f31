// The product page's answers to the next question (issue 28 item 2; docs/decisions/066): its
// specification table and size guide, "You may also like" (same sub-category or brand, in
// stock, not this product) and "Frequently bought together" (from the shop's own orders), the
// return window, and the delivery charge and time to a district. Everything here is the same
// for every shopper who opens the same address (the district comes from the address's
// `?district=`, server/app.ts fills it for a customer from their saved address), so the page
// stays one shared answer per catalog version and district.
import { deliveryEstimate, type DeliveryEstimate } from '../../core/delivery-estimate';
import { DISTRICTS } from '../../core/bd-districts';
import { parseSizeGuide, parseSpecifications, returnPolicy, sizeGuideTable, specificationRows, type FactTable, type ReturnPolicy } from '../../core/product-facts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { findProductFacts, listAlsoLikeProducts, listBoughtTogetherCounts, listListingRowsByIds } from '../../db/product-extras.repository';
import type { ListingRow } from '../../db/product-listing.repository';
import { listDeliveryDistricts } from '../../db/shop-settings.repository';
import { toProductCards } from './operations/product-card';
import type { ProductCardData } from './catalog-types';
import { langOf, type Ctx } from '../context';

export const ALSO_LIKE_COUNT = 8;
export const BOUGHT_TOGETHER_COUNT = 4;
/** How many of the products bought together are kept as candidates: the first in stock are shown. */
const BOUGHT_TOGETHER_CANDIDATES = BOUGHT_TOGETHER_COUNT * 4;
/**
 * How long one process keeps a product's "bought together" ranking (decision 078): as long as a
 * shared page may be kept (60 s), so the list follows new orders as late as decision 066 said,
 * but it is not computed again on every rebuild of a hot product's page — twice a second per
 * process while it sells, a join over all of the product's orders each time.
 */
export const BOUGHT_TOGETHER_KEEP_MS = 60_000;
const boughtTogetherKept = new WeakMap<Db, LRUCache<string, Promise<Array<{ id: number; orders: number }>>>>();

/** The products bought together with this one, in stock and published, with their rows read now (their stock is what the page shows). */
async function listBoughtTogether(db: Db, shop: Ctx['shop'], productId: number): Promise<Array<ListingRow & { orders: number }>> {
  let kept = boughtTogetherKept.get(db);
  if (!kept) boughtTogetherKept.set(db, (kept = new LRUCache({ max: 5000, ttl: BOUGHT_TOGETHER_KEEP_MS })));
  // The catalog's version in the key: a product hidden, shown or added re-ranks at once.
  const key = `${shop.id}.${shop.content_version}.${productId}`;
  // The ranking being read is shared too: the rebuilds that start meanwhile wait for it instead of each running the join.
  let pending = kept.get(key);
  if (!pending) {
    pending = listBoughtTogetherCounts(db, shop.id, productId, BOUGHT_TOGETHER_CANDIDATES);
    kept.set(key, pending);
    pending.catch(() => kept.delete(key));
  }
  const ranked = await pending;
  const rows = new Map((await listListingRowsByIds(db, shop.id, ranked.map((r) => r.id))).map((row) => [row.id, row]));
  return ranked.flatMap((r) => {
    const row = rows.get(r.id);
    return row ? [{ ...row, orders: r.orders }] : [];
  }).slice(0, BOUGHT_TOGETHER_COUNT);
}

export interface ProductExtras {
  specifications: FactTable['rows'];
  sizeGuide: FactTable | null;
  alsoLike: ProductCardData[];
  boughtTogether: ProductCardData[];
  returns: ReturnPolicy;
  delivery: {
    /** The estimate for the district asked (null: none asked, or not a district). */
    estimate: DeliveryEstimate | null;
    /** What the district was given as when it is not one of the 64 (told on the page). */
    unknownDistrict: string | null;
    insideDhaka: number;
    outsideDhaka: number;
    districts: readonly string[];
  };
}

export async function getProductExtras(ctx: Ctx, productId: number, district: string | null): Promise<ProductExtras> {
  const { db, shop } = ctx;
  const lang = langOf(ctx);
  const facts = await findProductFacts(db, shop.id, productId);
  const [alsoLikeRows, togetherRows, districtCharges] = await Promise.all([
    facts ? listAlsoLikeProducts(db, shop.id, { id: productId, categoryItemId: facts.category_item_id, brandId: facts.brand_id }, ALSO_LIKE_COUNT) : [],
    listBoughtTogether(db, shop, productId),
    district ? listDeliveryDistricts(db, shop.id) : {},
  ]);
  const settings = { insideDhaka: shop.delivery_inside_dhaka, outsideDhaka: shop.delivery_outside_dhaka, districts: districtCharges, freeOver: shop.free_delivery_over };
  const estimate = district ? deliveryEstimate(district, settings, { insideDhaka: shop.delivery_days_inside_dhaka, outsideDhaka: shop.delivery_days_outside_dhaka }) : null;
  const [alsoLike, boughtTogether] = await Promise.all([toProductCards(db, shop, alsoLikeRows, lang), toProductCards(db, shop, togetherRows, lang)]);
  return {
    specifications: specificationRows(lang, parseSpecifications(facts?.specifications)),
    sizeGuide: sizeGuideTable(lang, parseSizeGuide(facts?.size_guide), parseSizeGuide(facts?.category_size_guide)),
    alsoLike,
    boughtTogether,
    returns: returnPolicy(shop.return_days),
    delivery: {
      estimate,
      unknownDistrict: district && !estimate ? district.slice(0, 60) : null,
      insideDhaka: settings.insideDhaka,
      outsideDhaka: settings.outsideDhaka,
      districts: DISTRICTS,
    },
  };
}

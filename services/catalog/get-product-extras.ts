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
import { findProductFacts, listAlsoLikeProducts, listBoughtTogetherProducts } from '../../db/product-extras.repository';
import { listDeliveryDistricts } from '../../db/shop-settings.repository';
import { toProductCards } from './operations/product-card';
import type { ProductCardData } from './catalog-types';
import { langOf, type Ctx } from '../context';

export const ALSO_LIKE_COUNT = 8;
export const BOUGHT_TOGETHER_COUNT = 4;

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
    listBoughtTogetherProducts(db, shop.id, productId, BOUGHT_TOGETHER_COUNT),
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

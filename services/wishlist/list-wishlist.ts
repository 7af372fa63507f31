// The customer's wishlist (spec §2 dashboard Wishlist): each published product priced today
// with its availability, the variant labels, and whether it can go to the cart straight away
// (a product without variants, or a chosen combination that is switched on and in stock).
import { availabilityMessage, availabilityText, isPurchasable } from '../../core/availability';
import { productPath } from '../../core/product-link';
import { listCartKeys, listVariantValueLabels } from '../../db/cart.repository';
import { listVariantPrices } from '../../db/product.repository';
import type { Product } from '../../db/schema';
import { listWishlistItems } from '../../db/wishlist.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { cartItemTerms } from '../catalog/operations/cart-item-terms';
import { lineImage, valueImageMap } from '../catalog/operations/line-image';
import { productPricing } from '../catalog/operations/product-pricing';

export interface WishlistEntryView {
  id: number;
  productId: number;
  name: string;
  url: string;
  image: string | null;
  variant: string;
  variantLabels: { title: string; label: string }[];
  /** Today's price: the combination's when one is chosen, else the product's (low end for a range). */
  price: number;
  priceRange: { min: number; max: number } | null;
  availability: string;
  /** The same as a catalog message, for the page's language (docs/decisions/047). */
  availabilityMessage: ReturnType<typeof availabilityMessage>;
  /** Whether Add to Cart can post straight from the list (else it links to the product page). */
  directAdd: boolean;
  /** An attachment must be chosen on the product page first. */
  needsAttachment: boolean;
  inCart: boolean;
}

export async function listWishlist(ctx: Ctx): Promise<WishlistEntryView[]> {
  const { db, shop } = ctx;
  const customerId = requireCustomerId(ctx);
  const rows = (await listWishlistItems(db, shop.id, customerId)).filter((r) => r.status === 1);
  const ids = rows.flatMap((r) => (r.variant === '' ? [] : r.variant.split('-').map(Number)));
  const values = await listVariantValueLabels(db, shop.id, ids);
  const labels = new Map(values.map((v) => [v.id, { title: v.title, label: v.label }]));
  const images = valueImageMap(values);
  const inCart = new Set((await listCartKeys(db, shop.id, customerId)).map((k) => `${k.product_id}:${k.variant}`));
  const entries: WishlistEntryView[] = [];
  for (const row of rows) {
    const product: Product = row;
    const hasVariant = row.has_variant === 1;
    const combination = hasVariant && row.variant !== '' ? ((await listVariantPrices(db, shop.id, row.id)).find((c) => c.variant === row.variant) ?? null) : null;
    const pricing = productPricing(product, shop);
    const terms = hasVariant && !combination ? null : cartItemTerms(product, combination, shop);
    const range = hasVariant && !combination && pricing.minSellPrice !== undefined && pricing.maxSellPrice !== undefined && pricing.minSellPrice !== pricing.maxSellPrice;
    const stock = terms ? { status: terms.status, quantity: terms.stock, unlimited: terms.unlimited } : { quantity: row.quantity, unlimited: row.unlimited_quantity === 1 };
    entries.push({
      id: row.wishlist_id,
      productId: row.id,
      name: row.name,
      url: productPath({ slug: row.slug, id: row.id }),
      image: lineImage(row.variant, images, row.thumbnail_image),
      variant: row.variant,
      variantLabels: row.variant === '' ? [] : row.variant.split('-').map((id) => labels.get(Number(id)) ?? { title: '', label: id }),
      price: terms ? terms.sellPrice : (pricing.minSellPrice ?? pricing.sellPrice),
      priceRange: range ? { min: pricing.minSellPrice!, max: pricing.maxSellPrice! } : null,
      availability: availabilityText(stock),
      availabilityMessage: availabilityMessage(stock),
      directAdd: terms !== null && row.order_attachment !== 1 && isPurchasable(stock),
      needsAttachment: row.order_attachment === 1,
      inCart: inCart.has(`${row.id}:${row.variant}`),
    });
  }
  return entries;
}

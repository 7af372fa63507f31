// Today's terms of one cart line, from the database only: the server's sell price (never the
// client's), the stock, the combination's status and the most a line may hold
// (decisions.md "Cart limits": max_item_in_order when above 0, and the stock figure — for
// unlimited stock max_item_in_order stands in for it), and never more than MAX_LINE_QUANTITY.
import { MAX_LINE_QUANTITY, stockFigureForLine } from '../../../core/cart';
import { stockFigure } from '../../../core/quantity';
import type { CartLineRow } from '../../../db/cart.repository';
import type { Product, ProductVariantPrice, Shop } from '../../../db/schema';
import { productPricing, variantPricing, type PricingRow } from './product-pricing';

interface CartItemTerms {
  sellPrice: number;
  stock: number;
  unlimited: boolean;
  status: number;
  maxItemInOrder: number;
  /** The most the line may hold; null = no limit. */
  limit: number | null;
  /** What the line stores as the stock when added (see core/cart). */
  storedStock: number;
}

type ComboRow = Pick<ProductVariantPrice, 'variant_price' | 'variant_reseller_min_price' | 'variant_reseller_max_price' | 'quantity' | 'v_unlimited_quantity' | 'status'>;

/** The product's columns a line's terms are computed from. */
export type TermsRow = PricingRow & Pick<Product, 'quantity' | 'unlimited_quantity' | 'max_item_in_order'>;

export function cartItemTerms(product: TermsRow, combination: ComboRow | null, shop: Shop): CartItemTerms {
  const sellPrice = combination ? variantPricing(product, combination, shop).sellPrice : productPricing(product, shop).sellPrice;
  const stock = combination ? combination.quantity : product.quantity;
  const unlimited = combination ? combination.v_unlimited_quantity === 1 : product.unlimited_quantity === 1;
  const status = combination ? combination.status : 1;
  const maxItemInOrder = product.max_item_in_order;
  const figure = stockFigure({ quantity: stock, unlimited, maxItemInOrder });
  const cap = Math.min(maxItemInOrder > 0 ? maxItemInOrder : Number.POSITIVE_INFINITY, figure, MAX_LINE_QUANTITY);
  return {
    sellPrice,
    stock,
    unlimited,
    status,
    maxItemInOrder,
    limit: Number.isFinite(cap) ? cap : null,
    storedStock: stockFigureForLine({ stock, unlimited, maxItemInOrder }),
  };
}

/** A cart line's combination as the line's row carries it; null for a product without variants or a combination gone. */
export function lineCombination(row: CartLineRow): ComboRow | null {
  if (row.has_variant !== 1 || row.vp_id === null) return null;
  return {
    variant_price: row.variant_price!,
    variant_reseller_min_price: row.variant_reseller_min_price!,
    variant_reseller_max_price: row.variant_reseller_max_price!,
    quantity: row.vp_quantity!,
    v_unlimited_quantity: row.v_unlimited_quantity!,
    status: row.vp_status!,
  };
}

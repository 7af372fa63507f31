// The cart as pages and calls are shown it (spec §3 "Cart line", §4): its lines priced today
// and their summary, and the badge every page reads (decision 032).
import type { CartSummary } from '../../core/cart';

export interface CartLineView {
  uid: string;
  productId: number;
  name: string;
  url: string;
  /** uploads/thumnail/small/{file}, or null. */
  image: string | null;
  hasVariant: boolean;
  variant: string;
  /** Each chosen value with its group title, in group order. */
  variantLabels: { title: string; label: string }[];
  attachment: { title: string; realName: string; url: string } | null;
  /** Today's unit price (the server's sell price). */
  unitPrice: number;
  /** The price when the line was last added to. */
  addedPrice: number;
  quantity: number;
  /** The most the quantity control allows today (null: no limit). */
  maxQuantity: number | null;
  lineTotal: number;
  orderable: boolean;
  availability: string;
  /** "at most {max} per order" when max_item_in_order is below the stock (issue 16 item 3), else null. */
  perOrderLimit: string | null;
  notes: string[];
}

export interface CartView {
  lines: CartLineView[];
  summary: CartSummary;
}

export interface CartBadge extends CartSummary {
  /** `${productId}:${variant}` for every line ('' variant for products without variants). */
  keys: string[];
}

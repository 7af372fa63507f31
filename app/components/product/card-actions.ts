// The product cards' customer calls (spec §2 "Product card", §4, §7, §8), on top of the shared
// helpers in customer-actions.ts: Add to Cart posts the spec's fields (from the card's markup,
// CardCartFacts) for a plain product
// (one unit, no variant — variant products open Quick View instead); Add To Wishlist posts
// pro_id, shop and variant. Alerts as §8 says. A guest never gets here: the buttons are
// links to /customer/login with the current page as the return target.
import { browserMessages as messages } from '../../../core/browser-messages';
import type { AlertVariant } from '../layout/alert';
import { postCustomerCall } from './customer-actions';
import { announceCartChange } from '../cart/cart-events';

type Alert = (message: string, variant?: AlertVariant) => void;

/**
 * What a card's Add to Cart sends beside the product's id (spec §7's fields), worked out by the
 * server when it made the card (cards-markup.server.tsx) and carried by the card's markup.
 */
export interface CardCartFacts {
  unitPrice: number;
  sellPrice: number;
  resellerEarning: number;
  discount: number;
  image: string;
  maxPerOrder: number;
  available: number;
}

/** The add-to-cart body of spec §7 for one unit of a plain product. */
function cardCartBody(productId: number, facts: CardCartFacts, shopSlug: string, uid: number) {
  return {
    shop: shopSlug,
    product_id: productId,
    uid,
    quantity: 1,
    variant: '',
    unitPrice: facts.unitPrice,
    sellPrice: facts.sellPrice,
    resellerEarning: facts.resellerEarning,
    image: facts.image,
    attachment_db_name: '',
    attachment_real_name: '',
    attachment_title: '',
    discount: facts.discount,
    max_item_in_order: facts.maxPerOrder,
    available_qty: facts.available,
  };
}

/** Adds one unit to the cart; true when the server took it. */
export async function addCardProductToCart(productId: number, facts: CardCartFacts, shopSlug: string, alert: Alert): Promise<boolean> {
  const result = await postCustomerCall('/api/front/customer-add-product-to-cart', cardCartBody(productId, facts, shopSlug, Date.now()));
  if (!result) {
    alert(messages.addToCartFailed, 'danger');
    return false;
  }
  if (!result.success) {
    alert(result.message || messages.addToCartFailed, 'danger');
    return false;
  }
  alert(result.message || messages.productAddedToCart, 'success');
  announceCartChange();
  return true;
}

export async function addCardProductToWishlist(productId: number, shopSlug: string, alert: Alert): Promise<boolean> {
  const result = await postCustomerCall('/api/front/add-product-customer-wishlist', { pro_id: productId, shop: shopSlug, variant: '' });
  if (!result) {
    alert(messages.somethingWentWrong, 'danger');
    return false;
  }
  alert(result.message || (result.success ? 'Added to wishlist' : messages.somethingWentWrong), result.success ? 'success' : 'danger');
  return Boolean(result.success);
}

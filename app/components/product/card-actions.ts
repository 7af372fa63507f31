// The product cards' customer calls (spec §2 "Product card", §4, §7, §8), on top of the shared
// helpers in customer-actions.ts: Add to Cart posts the spec's fields for a plain product
// (one unit, no variant — variant products open Quick View instead); Add To Wishlist posts
// pro_id, shop and variant. Alerts as §8 says. A guest never gets here: the buttons are
// links to /customer/login with the current page as the return target.
import { browserMessages as messages } from '../../../core/browser-messages';
import { stockFigure } from '../../../core/quantity';
import type { ProductCardData } from '../../../services/catalog/catalog-types';
import type { AlertVariant } from '../layout/alert';
import { postCustomerCall } from './customer-actions';
import { announceCartChange } from '../cart/cart-events';

type Alert = (message: string, variant?: AlertVariant) => void;

/** The add-to-cart body of spec §7 for one unit of a plain product, from the server's figures. */
function cardCartBody(product: ProductCardData, shopSlug: string, uid: number) {
  const available = stockFigure({ quantity: product.quantity, unlimited: product.unlimitedQuantity, maxItemInOrder: product.maxPerOrder });
  return {
    shop: shopSlug,
    product_id: product.id,
    uid,
    quantity: 1,
    variant: '',
    unitPrice: product.unitPrice,
    sellPrice: product.pricing.sellPrice,
    resellerEarning: product.pricing.resellerEarning,
    image: product.thumbnailImage ?? '',
    attachment_db_name: '',
    attachment_real_name: '',
    attachment_title: '',
    discount: product.pricing.discount,
    max_item_in_order: product.maxPerOrder,
    available_qty: Number.isFinite(available) ? available : product.maxPerOrder,
  };
}

/** Adds one unit to the cart; true when the server took it. */
export async function addCardProductToCart(product: ProductCardData, shopSlug: string, alert: Alert): Promise<boolean> {
  const result = await postCustomerCall('/api/front/customer-add-product-to-cart', cardCartBody(product, shopSlug, Date.now()));
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

export async function addCardProductToWishlist(product: ProductCardData, shopSlug: string, alert: Alert): Promise<boolean> {
  const result = await postCustomerCall('/api/front/add-product-customer-wishlist', { pro_id: product.id, shop: shopSlug, variant: '' });
  if (!result) {
    alert(messages.somethingWentWrong, 'danger');
    return false;
  }
  alert(result.message || (result.success ? 'Added to wishlist' : messages.somethingWentWrong), result.success ? 'success' : 'danger');
  return Boolean(result.success);
}

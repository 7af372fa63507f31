// The customer calls behind the product buttons (spec §7, §8), loaded on first use so the
// product page ships less JavaScript: add to cart, add to wishlist and the chat ticket, with
// the alerts the error catalogue asks for.
import { browserMessages as messages } from '../../../core/browser-messages';
import { stockFigure } from '../../../core/quantity';
import type { ProductDetail } from '../../../services/catalog/catalog-types';
import type { AlertVariant } from '../layout/alert';
import { postCustomerCall } from './customer-actions';
import { announceCartChange } from '../cart/cart-events';
import type { Attachment } from './attachment';
import type { ProductSelection } from './use-product-selection';

type Alert = (message: string, variant?: AlertVariant) => void;

export async function addToCartCall(p: ProductDetail, s: ProductSelection, shopSlug: string, attachment: Attachment | null | undefined, alert: Alert): Promise<boolean> {
  const c = s.combination;
  const price = c ?? p.pricing;
  const result = await postCustomerCall('/api/front/customer-add-product-to-cart', {
    shop: shopSlug,
    product_id: p.id,
    uid: Date.now(),
    quantity: s.quantity,
    variant: s.variantKey,
    unitPrice: c ? c.variantPrice : p.unitPrice,
    sellPrice: price.sellPrice,
    resellerEarning: price.resellerEarning,
    image: p.thumbnailImage ?? '',
    attachment_db_name: attachment?.dbName ?? '',
    attachment_real_name: attachment?.realName ?? '',
    attachment_title: p.attachmentFieldTitle ?? '',
    discount: price.discount,
    max_item_in_order: p.maxPerOrder,
    available_qty: stockFigure({ quantity: s.stock.quantity, unlimited: s.stock.unlimited, maxItemInOrder: p.maxPerOrder }),
  });
  if (!result) alert(messages.addToCartFailed, 'danger');
  else if (!result.success) alert(result.message || messages.addToCartFailed, 'danger');
  else {
    alert(result.message || messages.productAddedToCart, 'success');
    announceCartChange();
  }
  return !!result?.success;
}

export async function wishlistCall(p: ProductDetail, s: ProductSelection, shopSlug: string, alert: Alert): Promise<void> {
  const result = await postCustomerCall('/api/front/add-product-customer-wishlist', { pro_id: p.id, shop: shopSlug, variant: s.variantKey });
  if (!result) alert(messages.somethingWentWrong, 'danger');
  else if (!result.success) alert(result.message || messages.somethingWentWrong, 'danger');
  else alert(result.message || 'Added to wishlist', 'success');
}

/** Opens a support ticket about the product; the ticket id, or null (failures are silent, §8). */
export async function chatCall(p: ProductDetail, s: ProductSelection, shopSlug: string): Promise<string | null> {
  const price = s.combination ?? p.pricing;
  const url = `${window.location.origin}${p.url}`;
  const esc = (t: string) => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const result = await postCustomerCall('/api/front/create-customer-reseller-support-ticket', {
    ticketDetails: `<p><a href="${esc(url)}">${esc(p.name)}</a></p><p>Price: ${price.sellPrice}</p>`,
    ticketSubject: messages.inquirySubject(p.name),
    store_name: shopSlug,
    product_id: p.id,
  });
  return result?.success && result.ticket_id !== undefined ? String(result.ticket_id) : null;
}

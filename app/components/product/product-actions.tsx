// Place Order, Add To Cart (a View Cart link once this product — and for variant products the
// chosen variant — is in the cart), Chat Now and Add To Wishlist (spec §2, §4, §7, §8). A guest
// is sent to log in first; a variant product needs every group chosen before it can be added.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isPurchasable } from '../../../core/availability';
import { messages } from '../../../core/messages';
import { stockFigure } from '../../../core/quantity';
import type { ProductDetail } from '../../../services/get-product-detail';
import { useAlert } from '../layout/alert';
import { chatReturnTarget, currentPath, loginPath, postCustomerCall } from './customer-actions';
import type { ProductSelection } from './use-product-selection';

export interface Attachment {
  dbName: string;
  realName: string;
}

export function ProductActions({
  product,
  selection,
  shopSlug,
  loggedIn,
  attachment,
  idPrefix,
  compact = false,
}: {
  product: ProductDetail;
  selection: ProductSelection;
  shopSlug: string;
  loggedIn: boolean;
  attachment?: Attachment | null;
  idPrefix: string;
  /** Quick View: only Add To Cart (or View Cart) and Add To Wishlist. */
  compact?: boolean;
}) {
  const alert = useAlert();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const purchasable = isPurchasable(selection.stock) && selection.quantity >= 1;

  const needsChoice = () => {
    if (selection.missing.length === 0) return false;
    alert(`Please choose ${selection.missing.map((g) => g.title).join(' and ')}`, 'danger');
    document.getElementById(`${idPrefix}-group-${selection.missing[0]!.id}`)?.focus();
    return true;
  };

  const addToCart = async (): Promise<boolean> => {
    if (!loggedIn) {
      navigate(loginPath(currentPath()));
      return false;
    }
    if (needsChoice()) return false;
    const c = selection.combination;
    const price = c ?? product.pricing;
    setBusy(true);
    const result = await postCustomerCall('/api/front/customer-add-product-to-cart', {
      shop: shopSlug,
      product_id: product.id,
      uid: Date.now(),
      quantity: selection.quantity,
      variant: selection.variantKey,
      unitPrice: c ? c.variantPrice : product.unitprice,
      sellPrice: price.sellPrice,
      resellerEarning: price.resellerEarning,
      image: product.thumnailImage ?? '',
      attachment_db_name: attachment?.dbName ?? '',
      attachment_real_name: attachment?.realName ?? '',
      attachment_title: product.attachment_field_title ?? '',
      discount: price.discount,
      max_item_in_order: product.max_item_in_order,
      available_qty: stockFigure({ quantity: selection.stock.quantity, unlimited: selection.stock.unlimited, maxItemInOrder: product.max_item_in_order }),
    });
    setBusy(false);
    if (!result) {
      alert(messages.addToCartFailed, 'danger');
      return false;
    }
    if (!result.success) {
      alert(result.message || messages.addToCartFailed, 'danger');
      return false;
    }
    alert(result.message || messages.productAddedToCart, 'success');
    selection.markInCart();
    return true;
  };

  const placeOrder = async () => {
    if (selection.inCart || (await addToCart())) navigate('/customer/cart');
  };

  const wishlist = async () => {
    if (!loggedIn) {
      navigate(loginPath(currentPath()));
      return;
    }
    const result = await postCustomerCall('/api/front/add-product-customer-wishlist', { pro_id: product.id, shop: shopSlug, variant: selection.variantKey });
    if (!result) alert(messages.somethingWentWrong, 'danger');
    else alert(result.message || (result.success ? 'Added to wishlist' : messages.somethingWentWrong), result.success ? 'success' : 'danger');
  };

  const chat = async () => {
    if (!loggedIn) {
      navigate(loginPath(chatReturnTarget(shopSlug, product.id)));
      return;
    }
    const price = selection.combination ?? product.pricing;
    const url = `${window.location.origin}${product.url}`;
    const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    const result = await postCustomerCall('/api/front/create-customer-reseller-support-ticket', {
      ticketDetails: `<p><a href="${esc(url)}">${esc(product.name)}</a></p><p>Price: ${price.sellPrice}</p>`,
      ticketSubject: messages.inquirySubject(product.name),
      store_name: shopSlug,
      product_id: product.id,
    });
    // Chat failures are silently ignored (spec §8).
    if (result?.success && result.ticket_id !== undefined) navigate(`/customer/dashboard/messages/${String(result.ticket_id)}`);
  };

  const primary = 'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {compact ? null : (
          <button type="button" className={`${primary} bg-gray-900 text-white`} disabled={busy || !purchasable} onClick={placeOrder}>
            {messages.buttons.placeOrder}
          </button>
        )}
        {selection.inCart ? (
          <Link to="/customer/cart" className={`${primary} bg-primary text-on-primary`}>
            {messages.buttons.viewCart}
          </Link>
        ) : (
          <button type="button" className={`${primary} bg-primary text-on-primary`} disabled={busy || !purchasable} onClick={addToCart}>
            {messages.buttons.addToCart}
          </button>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {!compact ? (
          <button type="button" className={`${primary} border border-gray-300 bg-white text-gray-900`} onClick={chat}>
            {messages.buttons.chatNow}
          </button>
        ) : null}
        <button type="button" className={`${primary} border border-gray-300 bg-white text-gray-900`} onClick={wishlist}>
          {messages.buttons.addToWishlist}
        </button>
      </div>
    </div>
  );
}

// Place Order, Add To Cart (a View Cart link once this product — and for variant products the
// chosen variant — is in the cart), Chat Now and Add To Wishlist (spec §2, §4, §7, §8). A guest
// is sent to log in first; a variant product needs every group chosen before it can be added.
// The calls themselves (product-calls.ts) load on first use.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isPurchasable } from '../../../core/availability';
import { messages } from '../../../core/messages';
import type { ProductDetail } from '../../../services/catalog/get-product-detail';
import { useAlert } from '../layout/alert';
import { chatReturnTarget, currentPath, loginPath } from './guest-redirect';
import type { ProductSelection } from './use-product-selection';

export interface Attachment {
  dbName: string;
  realName: string;
}

const calls = () => import('./product-calls');

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

  // A guest goes to log in (false); a customer who has not chosen every group is told (false).
  const ready = (returnTo = currentPath(), needsVariant = true) => {
    if (!loggedIn) {
      navigate(loginPath(returnTo));
      return false;
    }
    if (!needsVariant || selection.missing.length === 0) return true;
    alert(`Please choose ${selection.missing.map((g) => g.title).join(' and ')}`, 'danger');
    document.getElementById(`${idPrefix}-group-${selection.missing[0]!.id}`)?.focus();
    return false;
  };

  const addToCart = async () => {
    if (!ready()) return false;
    setBusy(true);
    const ok = await (await calls()).addToCartCall(product, selection, shopSlug, attachment, alert).finally(() => setBusy(false));
    if (ok) selection.markInCart();
    return ok;
  };

  const primary = 'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
  const plain = `${primary} border border-gray-300 bg-white text-gray-900`;
  return (
    <div className="space-y-2" onPointerEnter={loggedIn ? calls : undefined} onFocus={loggedIn ? calls : undefined}>
      <div className="flex flex-wrap gap-2">
        {compact ? null : (
          <button
            type="button"
            className={`${primary} bg-gray-900 text-white`}
            disabled={busy || !purchasable}
            onClick={async () => {
              if (selection.inCart || (await addToCart())) navigate('/customer/checkout');
            }}
          >
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
        {compact ? null : (
          // Without JavaScript the form posts to the Messages page, which opens the inquiry (or sends a guest to log in).
          <form
            method="post"
            action="/customer/dashboard/messages"
            className="flex flex-1"
            onSubmit={async (event) => {
              event.preventDefault();
              if (!ready(chatReturnTarget(shopSlug, product.id), false)) return;
              const ticket = await (await calls()).chatCall(product, selection, shopSlug);
              if (ticket) navigate(`/customer/dashboard/messages/${ticket}`);
            }}
          >
            <input type="hidden" name="product_id" value={product.id} />
            <button type="submit" className={`${plain} w-full`}>
              {messages.buttons.chatNow}
            </button>
          </form>
        )}
        <button
          type="button"
          className={plain}
          onClick={async () => {
            if (ready()) await (await calls()).wishlistCall(product, selection, shopSlug, alert);
          }}
        >
          {messages.buttons.addToWishlist}
        </button>
      </div>
    </div>
  );
}

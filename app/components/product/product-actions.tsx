// Place Order, Add To Cart (a View Cart link once this product — and for variant products the
// chosen variant — is in the cart), Chat Now and Add To Wishlist (spec §2, §4, §7, §8). A
// variant product needs every group chosen before it can be added. The buttons belong to the
// "buy" form (issue 16 items 4-5, docs/decisions/028), which posts the chosen values, the
// quantity and the action to the product page: that is how it works without JavaScript, and
// how a guest goes to log in — the server keeps the choice and completes it after the login
// or registration. For a logged-in customer with JavaScript the submit is handled here with
// the spec's calls (product-calls.ts, loaded on first use).
import { useI18n } from '../../lib/i18n';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isPurchasable } from '../../../core/availability';
import type { ProductDetail } from '../../../services/catalog/catalog-types';
import { useAlert } from '../layout/alert';
import { handFocusOnReplace, takeHandedFocus } from '../layout/focus-handoff';
import { chatReturnTarget, loginPath } from './guest-redirect';
import { cartCountHint } from '../../lib/customer-part';
import { chooseMessage, isPurchaseAction } from '../../../core/purchase-intent';
import type { ProductSelection } from './use-product-selection';
import type { Attachment } from './attachment';

const calls = () => import('./product-calls');

export function ProductActions({
  product,
  selection,
  shopSlug,
  loggedIn,
  attachment,
  idPrefix,
  compact = false,
  buyForm,
  chosen,
}: {
  product: ProductDetail;
  selection: ProductSelection;
  shopSlug: string;
  loggedIn: boolean;
  attachment?: Attachment | null;
  idPrefix: string;
  /** Quick View: only Add To Cart (or View Cart) and Add To Wishlist. */
  compact?: boolean;
  /** The id of the buy form the quantity field belongs to too. */
  buyForm: string;
  /** The value ids chosen so far. */
  chosen: readonly number[];
}) {
  const alert = useAlert();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const purchasable = isPurchasable(selection.stock) && selection.quantity >= 1;

  // A choice with a group missing is told and the group focused (false).
  const chosenAll = () => {
    if (selection.missing.length === 0) return true;
    alert(chooseMessage(selection.missing), 'danger');
    document.getElementById(`${idPrefix}-group-${selection.missing[0]!.id}`)?.focus();
    return false;
  };

  const addToCart = async () => {
    setBusy(true);
    const ok = await (await calls()).addToCartCall(product, selection, shopSlug, attachment, alert).finally(() => setBusy(false));
    if (ok) {
      // The View Cart link that replaces the button takes the focus (issue 16 item 8).
      handFocusOnReplace();
      selection.markInCart();
    }
    return ok;
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const act = submitter?.value ?? 'cart';
    if (!chosenAll()) {
      event.preventDefault();
      return;
    }
    // A guest's form goes to the server as it is: it keeps the choice and sends them to log in.
    if (!loggedIn || !isPurchaseAction(act)) return;
    event.preventDefault();
    if (act === 'wishlist') await (await calls()).wishlistCall(product, selection, shopSlug, alert);
    else if (act === 'cart') await addToCart();
    else if (selection.inCart || (await addToCart())) navigate('/customer/checkout');
  };

  const { t } = useI18n();
  const primary = 'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
  const plain = `${primary} border border-gray-300 bg-white text-gray-900`;
  return (
    <div className="space-y-2" onPointerEnter={loggedIn ? calls : undefined} onFocus={loggedIn ? calls : undefined}>
      <form id={buyForm} method="post" action={product.url} className="flex flex-wrap gap-2" onSubmit={onSubmit} data-testid="buy-form">
        {chosen.map((v) => (
          <input key={v} type="hidden" name="v" value={v} />
        ))}
        {/* Enter in the quantity field (without JavaScript) adds to the cart, not Place Order. */}
        <button type="submit" name="intent" value="cart" style={{ display: 'none' }} tabIndex={-1} aria-hidden="true" disabled={busy || !purchasable} />
        {compact ? null : (
          <button type="submit" name="intent" value="order" className={`${primary} bg-gray-900 text-white`} disabled={busy || !purchasable}>
            {t('button.placeOrder')}
          </button>
        )}
        {selection.inCart ? (
          <Link to="/customer/cart" ref={takeHandedFocus} className={`${primary} bg-primary text-on-primary`}>
            {t('button.viewCart')}
          </Link>
        ) : (
          <button type="submit" name="intent" value="cart" className={`${primary} bg-primary text-on-primary`} disabled={busy || !purchasable}>
            {t('button.addToCart')}
          </button>
        )}
      </form>
      <div className="flex flex-wrap gap-2">
        {compact ? null : (
          // Without JavaScript the form posts to the Messages page, which opens the inquiry (or sends a guest to log in).
          <form
            method="post"
            action="/customer/dashboard/messages"
            className="flex flex-1"
            onSubmit={async (event) => {
              event.preventDefault();
              // A click while a shared page hydrates has loggedIn still false: the cookie hint decides then.
              if (!loggedIn && cartCountHint(document.cookie) === null) {
                navigate(loginPath(chatReturnTarget(shopSlug, product.id)));
                return;
              }
              const ticket = await (await calls()).chatCall(product, selection, shopSlug);
              if (ticket) navigate(`/customer/dashboard/messages/${ticket}`);
            }}
          >
            <input type="hidden" name="product_id" value={product.id} />
            <button type="submit" className={`${plain} w-full`}>
              {t('button.chatNow')}
            </button>
          </form>
        )}
        <button type="submit" form={buyForm} name="intent" value="wishlist" className={plain}>
          {t('button.addToWishlist')}
        </button>
      </div>
    </div>
  );
}

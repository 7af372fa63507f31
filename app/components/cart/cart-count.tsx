// The header's cart link with its count (issue 6): shown to a logged-in customer, the number
// of PIECES in the cart (the sum of the quantities, as shoppers count; docs/decisions/032 —
// not the spec's total_cart_items, which counts lines), from the root data on personal pages
// and the `cart_pieces` cookie / customer part elsewhere; updated at once after a script
// change of the cart (the reply's cookie) and then from the server (root data reloaded).
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useCustomerPart } from '../../lib/customer-part';
import { useI18n } from '../../lib/i18n';
import { Icon } from '../layout/icons';
import { SmartLink } from '../layout/smart-link';
import { CART_CHANGED_EVENT, type CartChangedDetail } from './cart-events';

/** Where a guest's cart icon leads: log in, then the cart. */
export const GUEST_CART_PATH = `/customer/login?redirect=${encodeURIComponent('/customer/cart')}`;

const CartIcon = ({ className = 'h-5 w-5' }: { className?: string }) => <Icon id="cart" className={className} />;

function useCartCount(): number | null {
  // The customer part (decision 031): root data on personal pages, else the browser's (catalog
  // pages are shared); null for a guest and while a shared page hydrates.
  const part = useCustomerPart();
  const server = part.status === 'customer' ? part.cartCount : null;
  const [count, setCount] = useState<number | null>(server);
  useEffect(() => setCount(server), [server]);
  useEffect(() => {
    const on = (e: Event) => {
      const pieces = (e as CustomEvent<CartChangedDetail>).detail.pieces;
      if (pieces !== null) setCount(pieces);
    };
    window.addEventListener(CART_CHANGED_EVENT, on);
    return () => window.removeEventListener(CART_CHANGED_EVENT, on);
  }, []);
  return part.status === 'customer' ? count : null;
}

/** Reloads the root data (cart keys and count) after a script changed the cart. Render once. */
export function CartSync() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const on = () => void revalidator.revalidate();
    window.addEventListener(CART_CHANGED_EVENT, on);
    return () => window.removeEventListener(CART_CHANGED_EVENT, on);
  }, [revalidator]);
  return null;
}

export function CartCountLink({ className = '', label = true }: { className?: string; label?: boolean }) {
  const { t, num } = useI18n();
  const count = useCartCount();
  // A guest has a cart too (issue 16 item 6): the icon leads to log in, with the cart as the
  // return target. `guest-only` keeps it hidden from a logged-in shopper on a shared page.
  if (count === null) {
    return (
      <SmartLink to={GUEST_CART_PATH} className={`guest-only relative flex items-center gap-1 hover:text-primary-text ${className}`} data-testid="guest-cart-link">
        <CartIcon />
        <span className={label ? undefined : 'sr-only'}>{t('cart.title')}</span>
      </SmartLink>
    );
  }
  return (
    // The name is the visible text first ("Cart 5 items"; "5 items in cart" where only the
    // number shows), so speech input and screen readers agree (axe label-content-name-mismatch).
    // The number is pieces: 3 of one product and 2 of another read "5 items".
    <SmartLink to="/customer/cart" className={`relative flex items-center gap-1 hover:text-primary-text ${className}`} data-testid="cart-count-link">
      <CartIcon />
      {label ? <span>{`${t('cart.title')} `}</span> : null}
      <span data-testid="cart-count" className="min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-bold leading-5 text-on-primary">
        {num(count)}
      </span>
      <span className="sr-only">{` ${count === 1 ? t('cart.itemOne') : t('cart.itemMany')}${label ? '' : ` ${t('cart.inCart')}`}`}</span>
    </SmartLink>
  );
}

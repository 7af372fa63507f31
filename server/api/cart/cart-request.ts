// Shared by the cart, wishlist and attachment calls: the logged-in customer of this shop as a
// use-case context, the `shop` field check (the spec sends {host}; a shop other than the one
// the Host header picked is refused), and the cart cookies every cart reply carries.
import type { Context } from 'hono';
import { cartMessages } from '../../../core/cart-messages';
import { accountMessages } from '../../../core/account-messages';
import { cartCookies } from '../../../services/cart/cart-cookies';
import type { CustomerShopContext } from '../../../services/cart/cart-context';
import { DomainError } from '../../../services/domain-error';
import { getCart } from '../../../services/cart/get-cart';
import { resolveShopBySlugOrHost } from '../../../services/shops/resolve-shop';
import type { AppEnv } from '../../hono-env';

export function customerShopContext(c: Context<AppEnv>): CustomerShopContext {
  const auth = c.var.customerAuth;
  if (!auth) throw new DomainError('unauthenticated', accountMessages.notLoggedIn);
  return { db: c.var.db, shop: c.var.shop, customerId: auth.customer.id, now: c.var.accounts.now };
}

export async function assertSameShop(c: Context<AppEnv>, shop: string | undefined): Promise<void> {
  if (shop === undefined || shop.trim() === '') return;
  const found = await resolveShopBySlugOrHost(c.var.db, shop.trim());
  if (!found || found.id !== c.var.shop.id) throw new DomainError('not_found', cartMessages.productNotFound);
}

/** Writes the cart cookies from the server's cart into the reply. */
export async function mirrorCartCookies(c: Context<AppEnv>, ctx: CustomerShopContext): Promise<void> {
  const { summary } = await getCart(ctx);
  for (const value of cartCookies(summary, c.var.accounts.secureCookies)) c.header('Set-Cookie', value, { append: true });
}

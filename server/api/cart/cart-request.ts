// Shared by the cart, wishlist and attachment calls: the `shop` field check (the spec sends
// {host}; a shop other than the one the Host header picked is refused), and the cart cookies
// every cart reply carries.
import type { Context } from 'hono';
import { cartMessages } from '../../../core/cart-messages';
import { cartCookies } from '../../../services/cart/cart-cookies';
import { DomainError } from '../../../services/domain-error';
import { getCart } from '../../../services/cart/get-cart';
import { resolveShopBySlugOrHost } from '../../../services/shops/operations/resolve-shop';
import type { AppEnv } from '../../hono-env';

export async function assertSameShop(c: Context<AppEnv>, shop: string | undefined): Promise<void> {
  if (shop === undefined || shop.trim() === '') return;
  const found = await resolveShopBySlugOrHost(c.var.db, shop.trim());
  if (!found || found.id !== c.var.shop.id) throw new DomainError('not_found', cartMessages.productNotFound);
}

/** Writes the cart cookies from the server's cart into the reply. */
export async function mirrorCartCookies(c: Context<AppEnv>): Promise<void> {
  const { summary } = await getCart(c.var.ctx);
  for (const value of cartCookies(summary, c.var.ctx.request.secureCookies)) c.header('Set-Cookie', value, { append: true });
}

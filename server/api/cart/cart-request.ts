// Shared by the cart, wishlist and attachment calls: the `shop` field check (the spec sends
// {host}; a shop other than the one the Host header picked is refused). The cart cookies of a
// cart reply are written by the one step after the call (server/cart-cookie-sync.ts).
import type { Context } from 'hono';
import { cartMessages } from '../../../core/cart-messages';
import { DomainError } from '../../../services/domain-error';
import { resolveShopBySlugOrHost } from '../../../services/shops/operations/resolve-shop';
import type { AppEnv } from '../../hono-env';

export async function assertSameShop(c: Context<AppEnv>, shop: string | undefined): Promise<void> {
  if (shop === undefined || shop.trim() === '') return;
  const found = await resolveShopBySlugOrHost(c.get('db'), shop.trim());
  if (!found || found.id !== c.get('shop').id) throw new DomainError('not_found', cartMessages.productNotFound);
}


// Setting a cart line's quantity from the cart page (spec §4 "Cart behaviour", §5 quantity
// rules): below 1 becomes 1; above what can be ordered today is refused with "Not available
// this amount of product" and changes nothing. Only the customer's own lines in this shop are
// ever touched: another customer's uid is simply not found.
import { parseCartQuantity } from '../../core/cart';
import { cartMessages } from '../../core/cart-messages';
import { normalizeQuantity } from '../../core/quantity';
import { findCartLineByUid, setCartLineQuantity } from '../../db/cart.repository';
import { findProductById, listVariantPrices } from '../../db/product.repository';
import { runWrite } from '../../db/run-write';
import { requireCustomerId, type Ctx } from '../context';
import { cartItemTerms } from './cart-item-terms';
import { readCartLineUid } from './cart-line-uid';
import { DomainError } from '../domain-error';

export async function updateCartQuantity(ctx: Ctx, input: { uid: unknown; quantity: unknown }): Promise<{ message: string }> {
  const { db, shop } = ctx;
  const customerId = requireCustomerId(ctx);
  const uid = readCartLineUid(input.uid);
  const requested = parseCartQuantity(input.quantity);
  return runWrite(db, async (trx) => {
    const line = await findCartLineByUid(trx, shop.id, customerId, uid);
    if (!line) throw new DomainError('not_found', cartMessages.lineNotFound);
    const product = await findProductById(trx, shop.id, line.product_id);
    const combination = product && product.has_variant === 1 ? ((await listVariantPrices(trx, shop.id, product.id)).find((c) => c.variant === line.variant) ?? null) : null;
    if (!product || product.status !== 1 || (product.has_variant === 1 && (!combination || combination.status === 0))) {
      throw new DomainError('invalid', cartMessages.notOrderable);
    }
    const terms = cartItemTerms(product, combination, shop);
    const available = terms.limit ?? Number.POSITIVE_INFINITY;
    const { quantity, error } = normalizeQuantity(Number.isNaN(requested) ? 0 : requested, { available });
    if (error) throw new DomainError('out_of_stock', error);
    await setCartLineQuantity(trx, shop.id, customerId, uid, {
      quantity,
      addedPrice: terms.sellPrice,
      addedStock: terms.storedStock,
      now: new Date(ctx.clock.now()).toISOString(),
    });
    return { message: cartMessages.quantityUpdated };
  });
}

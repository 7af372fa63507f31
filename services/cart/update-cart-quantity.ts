// Setting a cart line's quantity from the cart page (spec §4 "Cart behaviour", §5 quantity
// rules): 0 becomes 1; what is not a whole number (empty, "abc") is refused; above what can be
// ordered today is refused with the spec's cart-limit message naming the limit that was hit
// (max_item_in_order, else the remaining stock — issue 16 item 3) and changes nothing; a value
// equal to the line's quantity is reported as unchanged, not as updated. Only the customer's
// own lines in this shop are ever touched: another customer's uid is simply not found.
import { MAX_LINE_QUANTITY, parseCartQuantity } from '../../core/cart';
import { cartMessages } from '../../core/cart-messages';
import { messages } from '../../core/messages';
import { DEFAULT_QUANTITY, stockFigure } from '../../core/quantity';
import { findCartLineByUid, setCartLineQuantity } from '../../db/cart.repository';
import { findProductById, listVariantPrices } from '../../db/product.repository';
import { runWrite } from '../../db/run-write';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { cartItemTerms } from '../catalog/operations/cart-item-terms';
import { readCartLineUid } from './operations/cart-line-uid';
import { DomainError } from '../domain-error';

export async function updateCartQuantity(ctx: Ctx, input: { uid: unknown; quantity: unknown }): Promise<{ message: string }> {
  const { db, shop } = ctx;
  const customerId = requireCustomerId(ctx);
  const uid = readCartLineUid(input.uid);
  const requested = parseCartQuantity(input.quantity);
  if (!Number.isSafeInteger(requested)) throw new DomainError('invalid', messages.invalidCartQuantity);
  const quantity = Math.max(DEFAULT_QUANTITY, requested);
  return runWrite(db, async (trx) => {
    const line = await findCartLineByUid(trx, shop.id, customerId, uid);
    if (!line) throw new DomainError('not_found', cartMessages.lineNotFound);
    const product = await findProductById(trx, shop.id, line.product_id);
    const combination = product && product.has_variant === 1 ? ((await listVariantPrices(trx, shop.id, product.id)).find((c) => c.variant === line.variant) ?? null) : null;
    if (!product || product.status !== 1 || (product.has_variant === 1 && (!combination || combination.status === 0))) {
      throw new DomainError('invalid', cartMessages.notOrderable);
    }
    const terms = cartItemTerms(product, combination, shop);
    if (terms.limit !== null && quantity > terms.limit) {
      if (terms.maxItemInOrder > 0 && quantity > terms.maxItemInOrder) throw new DomainError('limit_reached', messages.cartLimitMaxItem(quantity, terms.maxItemInOrder));
      const stock = stockFigure({ quantity: terms.stock, unlimited: terms.unlimited, maxItemInOrder: terms.maxItemInOrder });
      if (quantity > stock) throw new DomainError('out_of_stock', messages.cartLimitStock(quantity, Math.max(0, stock)));
      throw new DomainError('limit_reached', messages.cartLimitMaxItem(quantity, MAX_LINE_QUANTITY));
    }
    if (quantity === line.quantity) return { message: cartMessages.quantityUnchanged(quantity) };
    await setCartLineQuantity(trx, shop.id, customerId, uid, {
      quantity,
      addedPrice: terms.sellPrice,
      addedStock: terms.storedStock,
      now: new Date(ctx.clock.now()).toISOString(),
    });
    return { message: cartMessages.quantityUpdated };
  });
}

// Adding a line to a customer's cart (spec §4 "Cart behaviour", §7, decisions.md "Money and prices", "Cart limits"):
// the product must be this shop's and published; a variant product needs a known, switched-on
// combination; the quantity a whole number ≥ 1; an attachment-required product the customer's
// own uploaded file. Prices and limits come from the database, never from the client. A line
// with the same product and variant grows, otherwise a new line is made — in one write
// transaction whose update is conditional on the limit, so concurrent adds can never take a
// line past it. Refusals change nothing and carry core's messages. The cart is read once, inside
// the transaction, for the answer's count and the badge (issue 27 item 2, decision 074).
import { randomInt } from 'node:crypto';
import { MAX_LINE_QUANTITY, isStoredId, isVariantKey, parseCartQuantity } from '../../../core/cart';
import { checkCartAdd } from '../../../core/cart-limits';
import { messages } from '../../../core/messages';
import { cartMessages } from '../../../core/cart-messages';
import { addOrGrowCartLine, findCartLine, listCartLines } from '../../../db/cart.repository';
import { findOrderAttachment } from '../../../db/order-attachment.repository';
import { findProductById, listVariantPrices } from '../../../db/product.repository';
import type { Product, ProductVariantPrice } from '../../../db/schema';
import { runWrite } from '../../../db/run-write';
import type { Ctx } from '../../context';
import { cartItemTerms } from '../../catalog/operations/cart-item-terms';
import type { CartBadge } from '../cart-types';
import { cartBadgeOf } from './cart-view';
import { DomainError } from '../../domain-error';

export interface AddToCartInput {
  productId: number;
  variant: string;
  quantity: unknown;
  /** attachment_db_name: the stored name the upload call answered, '' for none. */
  attachmentDbName: string;
}

export interface AddToCartResult {
  message: string;
  totalItems: number;
  /** The cart right after the add (what the badge cookies say; server/cart-cookie-sync.ts). */
  badge: CartBadge;
}

/** The published product of this shop and the chosen combination, or a refusal. */
async function findOrderableItem(ctx: Ctx, productId: number, variant: string): Promise<{ product: Product; combination: ProductVariantPrice | null }> {
  const product = isStoredId(productId) ? await findProductById(ctx.db, ctx.shop.id, productId) : undefined;
  if (!product || product.status !== 1) throw new DomainError('not_found', cartMessages.productNotFound);
  if (!isVariantKey(variant)) throw new DomainError('invalid', cartMessages.variantUnknown);
  if (product.has_variant !== 1) {
    if (variant !== '') throw new DomainError('invalid', cartMessages.variantUnknown);
    return { product, combination: null };
  }
  if (variant === '') throw new DomainError('invalid', cartMessages.variantRequired);
  const combination = (await listVariantPrices(ctx.db, ctx.shop.id, product.id)).find((c) => c.variant === variant);
  if (!combination) throw new DomainError('invalid', cartMessages.variantUnknown);
  if (combination.status === 0) throw new DomainError('invalid', cartMessages.variantUnavailable);
  return { product, combination };
}

/** A timestamp-based uid (spec §3), with a random tail so two adds in one millisecond differ. */
function newUid(now: number): string {
  return `${now}${randomInt(0, 10_000).toString().padStart(4, '0')}`;
}

/** Adds to `customerId`'s cart (the caller says whose: the use case's logged-in customer). */
export async function addCartLine(ctx: Ctx, customerId: number, input: AddToCartInput): Promise<AddToCartResult> {
  const { db, shop } = ctx;
  const adding = parseCartQuantity(input.quantity);
  if (!Number.isSafeInteger(adding) || adding < 1) throw new DomainError('invalid', messages.invalidCartQuantity);
  const { product, combination } = await findOrderableItem(ctx, input.productId, input.variant);

  let attachmentId: number | null = null;
  const dbName = input.attachmentDbName.trim();
  if (dbName !== '') {
    const attachment = await findOrderAttachment(db, shop.id, customerId, dbName);
    if (!attachment) throw new DomainError('invalid', cartMessages.attachmentNotFound);
    if (product.order_attachment === 1) attachmentId = attachment.id;
  } else if (product.order_attachment === 1) {
    throw new DomainError('invalid', cartMessages.attachmentRequired(product.attachment_field_title?.trim() || 'the attachment'));
  }

  const terms = cartItemTerms(product, combination, shop);
  const limits = { adding, maxItemInOrder: terms.maxItemInOrder, available: terms.stock, unlimited: terms.unlimited };
  const refuse = (inCart: number) => {
    const verdict = checkCartAdd({ ...limits, inCart });
    if (!verdict.ok) throw new DomainError(verdict.limit === 'stock' ? 'out_of_stock' : verdict.limit === 'quantity' ? 'invalid' : 'limit_reached', verdict.message);
    if (inCart + adding > MAX_LINE_QUANTITY) throw new DomainError('limit_reached', messages.cartLimitMaxItem(adding, MAX_LINE_QUANTITY));
  };
  const now = ctx.clock.now();
  const stamp = new Date(now).toISOString();

  return runWrite(db, async (trx) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      refuse(0);
      const id = await addOrGrowCartLine(trx, shop.id, customerId, {
        productId: product.id,
        variant: input.variant,
        uid: newUid(now),
        quantity: adding,
        limit: terms.limit,
        attachmentId,
        addedPrice: terms.sellPrice,
        addedStock: terms.storedStock,
        now: stamp,
      });
      if (id !== null) {
        // The cart as this transaction leaves it: the answer's count and the badge cookies' figures (one read).
        const badge = cartBadgeOf(await listCartLines(trx, shop.id, customerId), shop);
        return { message: messages.productAddedToCart, totalItems: badge.totalItems, badge };
      }
      // Refused by the limit: say which one, from the line as it is now.
      const line = await findCartLine(trx, shop.id, customerId, product.id, input.variant);
      if (line) refuse(line.quantity);
      // The line vanished in between (removed on another device): try again.
    }
    throw new DomainError('conflict', messages.addToCartFailed);
  });
}

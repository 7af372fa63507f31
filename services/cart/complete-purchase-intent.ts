// Acting on a shopper's purchase choice on the server (issue 16 items 4-5,
// docs/decisions/028): after the login detour (the intent kept in its cookie) and for the
// product page's no-script forms. Add To Cart and Add To Wishlist go back to the product
// page with the variant and quantity restored; Place Order adds the line (unless that
// product and variant are in the cart already) and goes to checkout. Everything is checked
// again here through the same operations the script calls' use cases use (shop, published product,
// known switched-on combination, quantity and cart limits); a refusal goes back to the
// product page with a fixed code (core DONE_NOTICES: catalog pages are shared, so no free
// text travels in the address). The target is built from the product's own canonical path,
// never from anything the client sent. `refusal` carries the exact message for a caller that
// can show it on its own answer (the no-script form post).
import { selectionQuery, valueIdsOfKey, withDone, type PurchaseIntent } from '../../core/purchase-intent';
import { wishlistMessages } from '../../core/cart-messages';
import { listCartVariantsOfProduct } from '../../db/cart.repository';
import { createContext, type Ctx, type CustomerView } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { getProductDetail } from '../catalog/operations/product-detail';
import { addWishlistItem } from '../wishlist/operations/add-wishlist-item';
import { addCartLine } from './operations/add-cart-line';

export interface IntentOutcome {
  /** Where the shopper goes next: the product page (choice restored, `done=…`) or checkout. */
  location: string;
  /** The refusal's own message, when the action was refused. */
  refusal: string | null;
}

const CHECKOUT_PATH = '/customer/checkout';

/** The same request's context, acting as the customer who has just logged in or registered. */
export function asCustomer(ctx: Ctx, session: { customer: CustomerView; sessionId: number }): Ctx {
  return createContext({ ...ctx, actor: { kind: 'customer', customer: session.customer, sessionId: session.sessionId } });
}

export async function completePurchaseIntent(ctx: Ctx, intent: PurchaseIntent): Promise<IntentOutcome> {
  const customerId = requireCustomerId(ctx);
  let product: Awaited<ReturnType<typeof getProductDetail>>;
  try {
    product = await getProductDetail(ctx, intent.productId);
  } catch (err) {
    // The product went away during the detour: the shop's products instead.
    if (err instanceof DomainError) return { location: '/all-products', refusal: err.message };
    throw err;
  }
  const back = `${product.url}${selectionQuery(valueIdsOfKey(intent.variant), intent.quantity)}`;
  const buying = intent.action !== 'wishlist';
  try {
    if (!buying) {
      const { message } = await addWishlistItem(ctx.db, ctx.shop, customerId, { productId: intent.productId, variant: intent.variant }, ctx.clock.now());
      return { location: withDone(back, message === wishlistMessages.already ? 'wishlist-already' : 'wishlist'), refusal: null };
    }
    const inCart = await listCartVariantsOfProduct(ctx.db, ctx.shop.id, customerId, intent.productId);
    const add = () => addCartLine(ctx, customerId, { productId: intent.productId, variant: intent.variant, quantity: intent.quantity, attachmentDbName: '' });
    if (intent.action === 'order') {
      if (!inCart.includes(intent.variant)) await add();
      return { location: CHECKOUT_PATH, refusal: null };
    }
    await add();
    return { location: withDone(back, 'cart'), refusal: null };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const code = !buying ? 'not-wishlisted' : product.takesAttachment ? 'attachment' : 'not-added';
    return { location: withDone(back, code), refusal: err.message };
  }
}

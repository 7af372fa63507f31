// Chat Now (spec §7 `create-customer-reseller-support-ticket`; after-cart.md "Support tickets
// and messages"): opens an inquiry about one of the shop's products and answers its ticket_id;
// the page then goes to /customer/dashboard/messages/{ticket_id}. The product summary (name,
// image, path, price) is built HERE from product_id; the client's `ticketDetails` HTML and
// `ticketSubject` are never stored or shown. Pressing Chat Now again while an inquiry about the
// same product is still open leads back to that one instead of opening another.
import { messages } from '../../core/messages';
import { supportMessages } from '../../core/support-messages';
import { findOpenInquiry, insertThread } from '../../db/thread.repository';
import { runWrite } from '../../db/run-write';
import { getProductDetail } from '../catalog/operations/product-detail';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { isoNow } from './thread-input';

export async function createInquiry(ctx: Ctx, input: { productId: number }): Promise<{ ticket_id: number; created: boolean }> {
  const customerId = requireCustomerId(ctx);
  const product = await getProductDetail(ctx, input.productId).catch((err: unknown) => {
    if (err instanceof DomainError && err.code === 'not_found') throw new DomainError('not_found', supportMessages.productNotFound, { product_id: supportMessages.productNotFound });
    throw err;
  });
  const existing = await findOpenInquiry(ctx.db, ctx.shop.id, customerId, product.id);
  if (existing !== null) return { ticket_id: existing, created: false };
  const now = isoNow(ctx);
  const id = await runWrite(ctx.db, (trx) =>
    insertThread(trx, {
      shopId: ctx.shop.id,
      customerId,
      kind: 'inquiry',
      subject: messages.inquirySubject(product.name).slice(0, 200),
      orderId: null,
      product: {
        id: product.id,
        name: product.name,
        image: product.image.small,
        url: product.url,
        price: product.pricing.minSellPrice ?? product.pricing.sellPrice,
      },
      now,
    }),
  );
  return { ticket_id: id, created: true };
}

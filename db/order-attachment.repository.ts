// Order attachment records: which server-made file name belongs to which customer of which
// shop. Every query is filtered by shop_id and customer_id.
import type { Db } from './client';
import type { AttachmentContentType, OrderAttachment } from './schema';

interface NewOrderAttachment {
  storedName: string;
  originalName: string;
  contentType: AttachmentContentType;
  size: number;
  now: string;
}

export async function insertOrderAttachment(db: Db, shopId: number, customerId: number, a: NewOrderAttachment): Promise<number> {
  const row = await db
    .insertInto('order_attachments')
    .values({ shop_id: shopId, customer_id: customerId, stored_name: a.storedName, original_name: a.originalName, content_type: a.contentType, size: a.size, created_at: a.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findOrderAttachment(db: Db, shopId: number, customerId: number, storedName: string): Promise<OrderAttachment | undefined> {
  return db
    .selectFrom('order_attachments')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('stored_name', '=', storedName)
    .executeTakeFirst();
}

/** The design a line of a placed order carries, with the order's customer (to say who may see it); undefined if none. */
export async function findOrderLineAttachment(db: Db, shopId: number, lineId: number): Promise<(OrderAttachment & { order_customer_id: number }) | undefined> {
  return db
    .selectFrom('order_lines')
    .innerJoin('orders', (j) => j.onRef('orders.id', '=', 'order_lines.order_id').on('orders.shop_id', '=', shopId))
    .innerJoin('order_attachments', (j) => j.onRef('order_attachments.id', '=', 'order_lines.attachment_id').on('order_attachments.shop_id', '=', shopId))
    .selectAll('order_attachments')
    .select('orders.customer_id as order_customer_id')
    .where('order_lines.shop_id', '=', shopId)
    .where('order_lines.id', '=', lineId)
    .executeTakeFirst();
}

/** Deletes the customer's attachment unless a cart line, a refund request, a review, an order line or a message still uses it; whether it was deleted. */
export async function deleteUnusedOrderAttachment(db: Db, shopId: number, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('order_attachments')
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('cart_items')
            .select('cart_items.id')
            .where('cart_items.shop_id', '=', shopId)
            .where('cart_items.customer_id', '=', customerId)
            .where('cart_items.attachment_id', '=', id),
        ),
      ),
    )
    // Nor a refund request's photo (docs/decisions/021).
    .where((eb) => eb.not(eb.exists(eb.selectFrom('refund_request_photos').select('refund_request_photos.id').where('refund_request_photos.shop_id', '=', shopId).where('refund_request_photos.attachment_id', '=', id))))
    // Nor a review's photo (migration 029).
    .where((eb) => eb.not(eb.exists(eb.selectFrom('product_review_photos').select('product_review_photos.id').where('product_review_photos.shop_id', '=', shopId).where('product_review_photos.attachment_id', '=', id))))
    // Nor the design of a line of a placed order (the shop prints it), nor a message's file.
    .where((eb) => eb.not(eb.exists(eb.selectFrom('order_lines').select('order_lines.id').where('order_lines.shop_id', '=', shopId).where('order_lines.attachment_id', '=', id))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('thread_messages').select('thread_messages.id').where('thread_messages.shop_id', '=', shopId).where('thread_messages.attachment_id', '=', id))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

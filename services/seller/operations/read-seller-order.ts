// One order of the shop as its staff see it: lines, totals, customer, address, payments,
// timeline, the moves allowed now, its settlement, and the customer's other orders with their
// outcomes (the usual fake-order check). Read by the order page and after every move.
import type { Db } from '../../../db/client';
import { listOrderEvents, listOrderLines } from '../../../db/order.repository';
import { listOrderPayments } from '../../../db/payment.repository';
import { listStaffNames } from '../../../db/staff.repository';
import type { Order } from '../../../db/schema';
import { countCustomerOrdersByStatus, findShopCustomer, findShopOrder, listCustomerOtherOrders } from '../../../db/seller-order.repository';
import { readSettlement } from '../../orders/operations/order-settlement';
import { sellerOrderDetail, type CustomerHistory, type SellerOrderDetail } from '../seller-order-views';

export async function customerHistory(db: Db, order: Order): Promise<CustomerHistory> {
  const [counts, recent] = await Promise.all([
    countCustomerOrdersByStatus(db, order.shop_id, order.customer_id, order.id),
    listCustomerOtherOrders(db, order.shop_id, order.customer_id, order.id, 10),
  ]);
  const of = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  return {
    total,
    delivered: of('delivered'),
    cancelled: of('cancelled'),
    returned: of('returned'),
    open: total - of('delivered') - of('cancelled') - of('returned'),
    orders: recent.map((o) => ({ purchase_id: o.id, code: o.code, status: o.status, payment_status: o.payment_status, order_total: o.order_total, placed_at: o.placed_at })),
  };
}

export async function readSellerOrder(db: Db, shopId: number, purchaseId: number): Promise<SellerOrderDetail | null> {
  const order = await findShopOrder(db, shopId, purchaseId);
  if (!order) return null;
  const [lines, events, payments, customer, history, settlement] = await Promise.all([
    listOrderLines(db, shopId, order.id),
    listOrderEvents(db, shopId, order.id),
    listOrderPayments(db, shopId, order.id),
    findShopCustomer(db, shopId, order.customer_id),
    customerHistory(db, order),
    readSettlement(db, order),
  ]);
  const staffIds = events.flatMap((e) => (e.actor_kind === 'staff' && e.actor_id !== null ? [e.actor_id] : []));
  const staffNames = await listStaffNames(db, shopId, staffIds);
  return sellerOrderDetail(order, lines, events, payments, customer ?? { id: order.customer_id, name: '', phone: '' }, history, settlement, staffNames);
}

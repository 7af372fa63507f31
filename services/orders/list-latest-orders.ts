// The dashboard overview's latest orders (issue 11 item 5): the customer's newest few.
import { listCustomerOrders } from '../../db/order.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import type { OrderSummaryView } from './order-types';
import { orderSummaryView } from './order-views';

export async function listLatestOrders(ctx: Ctx, limit = 5): Promise<OrderSummaryView[]> {
  const customerId = requireCustomerId(ctx);
  return (await listCustomerOrders(ctx.db, ctx.shop.id, customerId, 0, Math.max(1, Math.min(limit, 20)))).map(orderSummaryView);
}

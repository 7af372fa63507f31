// Shipping labels for the shop's orders (issue 26 item 3; docs/decisions/054): one PDF with a
// label per order, in the order asked. Every id must be the shop's (else 404 and nothing is
// printed). A label shows what the settlement says is still to collect (core/settlement.ts
// `to_collect`; nothing → "Paid"), the booked courier and tracking code when there are, the
// delivery name, phone and address (a pickup order: its pickup point), in the console's language.
import { z } from 'zod';
import { courierKey, courierNames, localBdPhone } from '../../core/courier';
import { recipientAddress } from '../../core/courier-booking';
import { translator } from '../../core/i18n/compile';
import type { Order } from '../../db/schema';
import { requireStaff } from '../actors';
import { langOf, type Ctx } from '../context';
import { parseInput } from '../input';
import { readSettlement } from '../orders/operations/order-settlement';
import { drawLabels, type LabelData } from './operations/draw-labels';
import { purchaseIdsField, requireShopOrders } from './operations/shop-orders';

export const printLabelsInput = z.object({ purchase_ids: purchaseIdsField });
export type PrintLabelsInput = z.input<typeof printLabelsInput>;

export interface LabelsPdf {
  filename: string;
  bytes: Uint8Array;
}

export async function printLabels(ctx: Ctx, input: unknown): Promise<LabelsPdf> {
  requireStaff(ctx);
  const { purchase_ids: ids } = parseInput(printLabelsInput, input);
  const orders = await requireShopOrders(ctx.db, ctx.shop.id, ids);
  const i18n = translator(langOf(ctx));
  const labels: LabelData[] = [];
  for (const order of orders) labels.push(await labelOf(ctx, order, i18n));
  const bytes = await drawLabels(labels);
  return { filename: orders.length === 1 ? `label-${orders[0]!.code}.pdf` : `labels-${orders.length}.pdf`, bytes };
}

async function labelOf(ctx: Ctx, order: Order, i18n: ReturnType<typeof translator>): Promise<LabelData> {
  const { to_collect: toCollect } = await readSettlement(ctx.db, order);
  const key = courierKey(order.courier);
  const courier = key && key !== 'other' ? courierNames[key] : (order.courier ?? '').trim();
  const pickup = order.shipping_type === 1;
  return {
    shopName: ctx.shop.shop_name,
    code: order.code,
    courierLine: courier && order.tracking_code ? `${courier} · ${order.tracking_code}` : i18n.t('seller.label.notBooked'),
    name: (pickup ? order.ship_name ?? order.pickup_name : order.ship_name) ?? '',
    // The rider dials it: the local form in ASCII digits, whatever the console's language.
    phone: localBdPhone(order.ship_phone) ?? order.ship_phone ?? '',
    address: pickup ? [order.pickup_name, order.pickup_address].filter(Boolean).join(', ') : recipientAddress({ address: order.ship_address, area: order.ship_area, district: order.ship_district }),
    words: {
      order: i18n.t('seller.label.order', { code: order.code }),
      to: i18n.t('seller.label.to'),
      phone: i18n.t('seller.label.phone'),
      courier: i18n.t('seller.label.courier'),
      cash: toCollect > 0 ? i18n.t('seller.label.cod', { amount: i18n.taka(toCollect) }) : i18n.t('seller.label.paid'),
      items: i18n.t('seller.label.items', { n: order.total_items }),
    },
  };
}

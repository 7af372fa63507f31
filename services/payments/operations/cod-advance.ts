// A cash-on-delivery order at a shop that asks the delivery charge in advance pays it online
// first (core/order-confirmation.ts: how much, and that the order is confirmed only after).
// Which provider takes it: the one the shopper was already using when it is offered and
// configured (a bKash order switched to cash on delivery pays its advance by bKash), else the
// shop's first online method this process can start.
import { codAdvanceDue } from '../../../core/order-confirmation';
import type { Shop } from '../../../db/schema';
import { shopPaymentMethods } from './payment-options';
import type { Ctx } from '../../context';

export function codAdvanceOf(shop: Pick<Shop, 'cod_advance'>, deliveryCharge: number, payable: number): number {
  return codAdvanceDue(shop.cod_advance, deliveryCharge, payable);
}

export function codAdvanceMethod(ctx: Ctx, preferred?: string): 'bkash' | 'stripe' | undefined {
  const usable = shopPaymentMethods(ctx.shop).filter((m): m is 'bkash' | 'stripe' => (m === 'bkash' || m === 'stripe') && ctx.deps.payments[m] !== null && ctx.deps.payments[m] !== undefined);
  return usable.find((m) => m === preferred) ?? usable[0];
}

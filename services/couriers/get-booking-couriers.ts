// The couriers the shop can book parcels with from the console (docs/decisions/054): those
// whose account holds what booking needs (Steadfast's keys; Pathao's merchant login and store).
import { TRACKED_COURIERS, type TrackedCourier } from '../../core/courier';
import { requireStaff } from '../actors';
import type { Ctx } from '../context';
import { readBookingAccount } from './operations/courier-account';

export async function getBookingCouriers(ctx: Ctx): Promise<TrackedCourier[]> {
  requireStaff(ctx);
  const ready: TrackedCourier[] = [];
  for (const courier of TRACKED_COURIERS) if (await readBookingAccount(ctx.db, ctx.shop.id, courier, ctx.deps)) ready.push(courier);
  return ready;
}

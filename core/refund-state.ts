// Refund request states (after-cart.md "Refund requests"; docs/decisions/021) and the return
// window. Three states move independently, each once:
// - request `pending` → `approved` | `rejected` (the shop decides; a decided request stays);
// - payment `unpaid` → `paid` (only an approved request is paid);
// - return `pending` → `received` (only an approved request's goods are taken back; stock
//   goes back then, once).
// A request is *open* while it is pending: one open request per order line at a time.
// Refunds are asked for a delivered order within the shop's return_days of its delivery.

export const REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type RefundPaymentStatus = (typeof REFUND_PAYMENT_STATUSES)[number];
export const REFUND_RETURN_STATUSES = ['pending', 'received'] as const;
export type RefundReturnStatus = (typeof REFUND_RETURN_STATUSES)[number];
export const REFUND_TARGETS = ['balance', 'original'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

export interface RefundStates {
  status: RefundStatus;
  payment_status: RefundPaymentStatus;
  return_status: RefundReturnStatus;
}

const DAY_MS = 86_400_000;

export function isRefundTarget(value: unknown): value is RefundTarget {
  return typeof value === 'string' && (REFUND_TARGETS as readonly string[]).includes(value);
}

/** Whether the shop may still approve or reject it. */
export function canDecideRefund(r: Pick<RefundStates, 'status'>): boolean {
  return r.status === 'pending';
}

/** Whether the shop may pay it now. */
export function canPayRefund(r: Pick<RefundStates, 'status' | 'payment_status'>): boolean {
  return r.status === 'approved' && r.payment_status === 'unpaid';
}

/** Whether the shop may mark its goods received now. */
export function canReceiveRefundReturn(r: Pick<RefundStates, 'status' | 'return_status'>): boolean {
  return r.status === 'approved' && r.return_status === 'pending';
}

/** Whether it still holds its lines (one open request per line). */
export function isRefundOpen(r: Pick<RefundStates, 'status'>): boolean {
  return r.status === 'pending';
}

/** The last moment (ms) a refund may be asked for an order delivered at `deliveredAt`; null when never. */
export function returnWindowEnd(deliveredAt: string | null, returnDays: number): number | null {
  if (deliveredAt === null || !Number.isFinite(returnDays) || returnDays <= 0) return null;
  const at = Date.parse(deliveredAt);
  return Number.isNaN(at) ? null : at + Math.trunc(returnDays) * DAY_MS;
}

/** Whether, at `now` (ms), an order delivered at `deliveredAt` may still be refunded. */
export function withinReturnWindow(deliveredAt: string | null, returnDays: number, now: number): boolean {
  const end = returnWindowEnd(deliveredAt, returnDays);
  return end !== null && now <= end;
}

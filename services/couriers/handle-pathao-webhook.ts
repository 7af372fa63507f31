// Pathao's webhook (payment-protocols.md "Couriers"; docs/decisions/027), on the shop's own
// host: `POST /api/couriers/pathao/webhook`, JSON, with the header `X-PATHAO-Signature` equal
// to the webhook secret the shop configured (compared in constant time, before the body is
// parsed). Pathao first sends `{ "event": "webhook_integration" }` and expects 202 with the
// header `X-Pathao-Merchant-Webhook-Integration-Secret` (the route adds it); then events such
// as `order.picked` or `order.delivered` with `consignment_id`, `merchant_order_id`,
// `store_id`, `updated_at` and `timestamp`.
// The consignment id is the tracking code the shop recorded when shipping with Pathao. An event
// for a consignment, store or event kind we do not know is acknowledged (202) and changes
// nothing, so Pathao does not retry it forever; a repeated or late event is harmless
// (services/couriers/operations/apply-courier-status.ts).
import { timingSafeEqual } from 'node:crypto';
import { courierKey, pathaoStage } from '../../core/courier';
import { requestMessages } from '../../core/request-messages';
import { unstorablePath } from '../../core/storable-text';
import { findOrdersByTracking, findShopCourier } from '../../db/courier.repository';
import { runWrite } from '../../db/run-write';
import { applyCourierStatus } from './operations/apply-courier-status';
import type { Ctx } from '../context';

export type PathaoWebhookAnswer =
  | { status: 202; handled: 'integration' | 'recorded' | 'delivered' | 'repeat' | 'ignored' }
  | { status: 400 | 401 | 404 | 422; reason: string };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function isoTime(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

export async function handlePathaoWebhook(ctx: Ctx, raw: Uint8Array, signature: string | null): Promise<PathaoWebhookAnswer> {
  const account = await findShopCourier(ctx.db, ctx.shop.id, 'pathao');
  if (!account?.webhook_secret) return { status: 404, reason: 'Pathao is not set up for this shop' };
  if (!signature || !sameSecret(signature, account.webhook_secret)) return { status: 401, reason: 'bad signature' };
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw).toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return { status: 400, reason: 'body is not a JSON object' };
  }
  // Text no database can store (U+0000, a lone surrogate) never reaches a query (decision 035).
  if (unstorablePath(body) !== null) return { status: 422, reason: requestMessages.textUnstorable };
  const event = body.event;
  if (event === 'webhook_integration') return { status: 202, handled: 'integration' };
  if (typeof event !== 'string') return { status: 400, reason: 'event missing' };
  const stage = pathaoStage(event);
  if (stage === null) return { status: 202, handled: 'ignored' };
  if (account.store_id !== null && body.store_id !== undefined && String(body.store_id) !== account.store_id) return { status: 202, handled: 'ignored' };
  const consignment = typeof body.consignment_id === 'string' || typeof body.consignment_id === 'number' ? String(body.consignment_id).trim() : '';
  if (!consignment || consignment.length > 80) return { status: 400, reason: 'consignment_id missing' };
  const order = (await findOrdersByTracking(ctx.db, ctx.shop.id, consignment)).find((o) => courierKey(o.courier) === 'pathao');
  if (!order) return { status: 202, handled: 'ignored' };
  const nowMs = ctx.clock.now();
  const at = isoTime(body.timestamp) ?? new Date(nowMs).toISOString();
  const stamp = typeof body.timestamp === 'string' ? body.timestamp : typeof body.updated_at === 'string' ? body.updated_at : '';
  const applied = await runWrite(ctx.db, (trx) =>
    applyCourierStatus(trx, ctx.shop, order.id, { courier: 'pathao', status: event, stage, source: 'webhook', eventKey: `pathao:${event}:${stamp.slice(0, 40)}`, at }, nowMs),
  );
  return { status: 202, handled: !applied.recorded ? 'repeat' : applied.moved ? 'delivered' : 'recorded' };
}

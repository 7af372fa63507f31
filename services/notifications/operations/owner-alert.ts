// The owner's SMS alerts (issue 26 item 4; docs/decisions/057): when the shop turned them on
// and gave a phone, a new order and a conversation that gets a new customer message each send
// one SMS to the owner's phone, in the shop's default language. Enqueued as an `sms.send` job
// in the transaction of the event (services/adapters/send-sms-job.ts), so it is sent exactly
// when the order or message committed, once: an idempotent replay of a placement writes no
// new order and no new alert. A message alerts only when it makes the conversation unread for
// the shop (shop_unread goes 0 → 1): a customer writing five lines in a row is one SMS, and the
// next one comes after staff opened the conversation. The caller announces jobs after commit.
import { translator } from '../../../core/i18n/compile';
import type { Shop } from '../../../db/schema';
import { findThreadAlertFacts } from '../../../db/thread.repository';
import type { Trx } from '../../../db/run-write';
import { enqueueSms } from '../../adapters/send-sms-job';

const SUBJECT_MAX = 40;

/** The request's shop row (the context's, as every other setting is read): no second read in the event's transaction. */
export type AlertingShop = Pick<Shop, 'id' | 'shop_name' | 'default_language' | 'owner_alerts' | 'owner_alert_phone'>;

const alertPhone = (shop: AlertingShop) => (shop.owner_alerts === 1 && shop.owner_alert_phone ? shop.owner_alert_phone : null);

/** A new order: "Alpha: new order K7M2Q9XA, ৳617. …"; the job id, or null when alerts are off. */
export async function enqueueOwnerOrderAlert(trx: Trx, shop: AlertingShop, order: { code: string; total: number }, nowMs: number): Promise<number | null> {
  const phone = alertPhone(shop);
  if (!phone) return null;
  const { t, taka } = translator(shop.default_language);
  return enqueueSms(trx, shop.id, { to: phone, text: t('seller.sms.newOrder', { shop: shop.shop_name, code: order.code, total: taka(order.total) }) }, nowMs);
}

/** A customer's message, after recordThreadMessage in the same transaction; null when it sends none. */
export async function enqueueOwnerMessageAlert(trx: Trx, shop: AlertingShop, threadId: number, nowMs: number): Promise<number | null> {
  const phone = alertPhone(shop);
  if (!phone) return null;
  const shopId = shop.id;
  const facts = await findThreadAlertFacts(trx, shopId, threadId);
  if (!facts || facts.shop_unread !== 1) return null;
  const subject = facts.subject.length > SUBJECT_MAX ? `${facts.subject.slice(0, SUBJECT_MAX - 1)}…` : facts.subject;
  const { t } = translator(shop.default_language);
  return enqueueSms(trx, shopId, { to: phone, text: t('seller.sms.newMessage', { shop: shop.shop_name, name: facts.customer_name || '—', subject }) }, nowMs);
}

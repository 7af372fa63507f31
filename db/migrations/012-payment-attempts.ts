// Online payments (issue 12 item 3): what a payment attempt needs beyond migration 009's row.
// - `invoice`: unique per shop — bKash has no idempotency header, so each attempt is a new
//   `merchantInvoiceNumber` (order code + attempt number) and our row is keyed on it; Stripe
//   uses it as `client_reference_id` and the Idempotency-Key.
// - `provider_trx_id`: bKash `trxID` / Stripe payment intent, once money moved (refunds need it).
// - `redirect_url`: where the shopper pays (bkashURL / the session url), so a repeated
//   Place Order (same Idempotency-Key) or a reload sends them to the same page.
// - `refunded_amount`, `refund_reference`: a payment that must be given back (confirmed after
//   its order expired, or for an amount we did not ask) is refunded through the provider.
// Looking a callback or webhook up by the provider's id is the index (provider, reference).
import type { Kysely } from 'kysely';
import { money } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('invoice', 'varchar(80)').execute();
  await db.schema.alterTable('payments').addColumn('provider_trx_id', 'varchar(120)').execute();
  await db.schema.alterTable('payments').addColumn('redirect_url', 'varchar(1000)').execute();
  await db.schema.alterTable('payments').addColumn('refunded_amount', 'integer', money).execute();
  await db.schema.alterTable('payments').addColumn('refund_reference', 'varchar(120)').execute();
  await db.schema.createIndex('payments_invoice').on('payments').columns(['shop_id', 'invoice']).unique().execute();
  await db.schema.createIndex('payments_reference').on('payments').columns(['provider', 'reference']).execute();
  await db.schema.createIndex('payments_state').on('payments').columns(['state', 'provider']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_state').ifExists().execute();
  await db.schema.dropIndex('payments_reference').ifExists().execute();
  await db.schema.dropIndex('payments_invoice').ifExists().execute();
  for (const c of ['refund_reference', 'refunded_amount', 'redirect_url', 'provider_trx_id', 'invoice']) {
    await db.schema.alterTable('payments').dropColumn(c).execute();
  }
}

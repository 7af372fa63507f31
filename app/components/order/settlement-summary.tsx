// An order's one settlement (core/settlement.ts) as the shopper's and the shop's pages, the
// invoice and the packing slip show it: what was paid by each method, what was given back and
// where to, and what the rider still collects. Every screen reads the same figures; each
// figure has a `settlement-…` testid the browser tests compare across the pages.
import { formatTaka } from '../../../core/money';
import type { Settlement } from '../../../core/settlement';

const METHOD_LABELS: Record<Exclude<keyof Settlement['paid'], 'total'>, string> = {
  bkash: 'bKash',
  stripe: 'Card',
  cod: 'Cash on delivery',
  recharge: 'Recharge balance',
  refund: 'Refund balance',
  cashback: 'Cashback balance',
};

const methods = (figures: Settlement['paid']) => (Object.keys(METHOD_LABELS) as Array<keyof typeof METHOD_LABELS>).filter((m) => figures[m] > 0);

/** "bKash", "bKash and Recharge balance", "bKash, Card and Refund balance". */
const listOf = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/**
 * Where "to the original payment" went: back through bKash or the card, or back into the balance
 * it came from — never cash (collected cash is always refunded to the refund balance).
 */
const originalLabel = (paid: Settlement['paid']) => {
  const where = listOf(methods(paid).filter((m) => m !== 'cod').map((m) => METHOD_LABELS[m]));
  return where ? `Refunded to the original payment (${where})` : 'Refunded to the original payment';
};

/** Who still has to confirm a refund: only online payments are refunded through a provider. */
const providersOf = (paid: Settlement['paid']) => listOf([paid.bkash > 0 ? 'bKash' : '', paid.stripe > 0 ? 'the card company' : ''].filter(Boolean)) || 'the provider';

/** "To collect on delivery ৳…" — 0 for a prepaid, cancelled or returned order. */
export function ToCollect({ settlement }: { settlement: Settlement }) {
  return (
    <span data-testid="to-collect">
      To collect on delivery: <strong>{formatTaka(settlement.to_collect)}</strong>
    </span>
  );
}

export function SettlementSummary({ settlement, heading = 'Payment' }: { settlement: Settlement; heading?: string }) {
  const s = settlement;
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex items-baseline justify-between gap-4" key={label}>
      <dt className="min-w-0 text-gray-800">{label}</dt>
      <dd className="shrink-0 text-right font-semibold text-gray-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section aria-label={heading} className="text-sm" data-testid="settlement">
      <h3 className="mb-1 font-semibold text-gray-900">{heading}</h3>
      <dl className="space-y-1">
        {methods(s.paid).map((m) => row(`Paid by ${METHOD_LABELS[m]}`, formatTaka(s.paid[m]), `settlement-paid-${m}`))}
        {row('Paid in all', formatTaka(s.paid.total), 'settlement-paid')}
        {s.refunded.to_original > 0 ? row(originalLabel(s.paid), formatTaka(s.refunded.to_original), 'settlement-to-original') : null}
        {s.refunded.to_refund_balance > 0 ? row('Refunded to the refund balance', formatTaka(s.refunded.to_refund_balance), 'settlement-to-balance') : null}
        {s.refunded.pending > 0 ? row(`Of it, not yet confirmed by ${providersOf(s.paid)}`, formatTaka(s.refunded.pending), 'settlement-pending') : null}
        {s.refunded.total > 0 ? row('Refunded in all', formatTaka(s.refunded.total), 'settlement-refunded') : null}
        {s.not_kept > 0 ? row('Extra or late payment, sent back', formatTaka(s.not_kept), 'settlement-not-kept') : null}
        {row('To collect on delivery', formatTaka(s.to_collect), 'settlement-to-collect')}
        {s.units.given_back > 0 ? row('Items back with the shop', `${s.units.given_back} of ${s.units.bought}`, 'settlement-units-back') : null}
      </dl>
    </section>
  );
}

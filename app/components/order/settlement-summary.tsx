// An order's one settlement (core/settlement.ts) as the shopper's and the shop's pages, the
// invoice and the packing slip show it: what was paid by each method, what was given back and
// where to, and what the rider still collects. Every screen reads the same figures.
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
    <div className="flex justify-between gap-4" key={label}>
      <dt className="text-gray-800">{label}</dt>
      <dd className="font-semibold text-gray-900" data-testid={testId}>
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
        {s.refunded.to_original > 0 ? row('Refunded to the original payment', formatTaka(s.refunded.to_original), 'settlement-to-original') : null}
        {s.refunded.to_refund_balance > 0 ? row('Refunded to the refund balance', formatTaka(s.refunded.to_refund_balance), 'settlement-to-balance') : null}
        {s.refunded.pending > 0 ? row('Of it, waiting for the provider', formatTaka(s.refunded.pending), 'settlement-pending') : null}
        {s.refunded.total > 0 ? row('Refunded in all', formatTaka(s.refunded.total), 'settlement-refunded') : null}
        {s.not_kept > 0 ? row('Paid twice or late, given back', formatTaka(s.not_kept), 'settlement-not-kept') : null}
        {row('To collect on delivery', formatTaka(s.to_collect), 'settlement-to-collect')}
        {s.units.given_back > 0 ? row('Items back in stock', `${s.units.given_back} of ${s.units.bought}`, 'settlement-units-back') : null}
      </dl>
    </section>
  );
}

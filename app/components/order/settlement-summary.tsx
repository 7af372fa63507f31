// An order's one settlement (core/settlement.ts) as the shopper's and the shop's pages, the
// invoice and the packing slip show it: what was paid by each method, what was given back and
// where to, and what the rider still collects. Every screen reads the same figures; each
// figure has a `settlement-…` testid the browser tests compare across the pages. The words are
// the page's language (order.settlement.… in core/i18n/catalog-account-en.ts).
import type { Settlement } from '../../../core/settlement';
import type { Translator } from '../../../core/i18n/translate';
import { useI18n } from '../../lib/i18n';

type Method = Exclude<keyof Settlement['paid'], 'total'>;
const METHODS: readonly Method[] = ['bkash', 'stripe', 'cod', 'recharge', 'refund', 'cashback'];

const methods = (figures: Settlement['paid']) => METHODS.filter((m) => figures[m] > 0);

/** "bKash", "bKash and Recharge balance", "bKash, Card and Refund balance". */
const listOf = (t: Translator['t'], names: string[]) => (names.length <= 1 ? (names[0] ?? '') : t('order.settlement.and', { list: names.slice(0, -1).join(', '), last: names[names.length - 1]! }));

/**
 * Where "to the original payment" went: back through bKash or the card, or back into the balance
 * it came from — never cash (collected cash is always refunded to the refund balance).
 */
const originalLabel = (t: Translator['t'], paid: Settlement['paid']) => {
  const where = listOf(
    t,
    methods(paid)
      .filter((m) => m !== 'cod')
      .map((m) => t(`order.settlement.${m}`)),
  );
  return where ? t('order.settlement.toOriginalFrom', { where }) : t('order.settlement.toOriginal');
};

/** Who still has to confirm a refund: only online payments are refunded through a provider. */
const providersOf = (t: Translator['t'], paid: Settlement['paid']) =>
  listOf(t, [paid.bkash > 0 ? t('order.settlement.bkash') : '', paid.stripe > 0 ? t('order.settlement.cardCompany') : ''].filter(Boolean)) || t('order.settlement.provider');

/** "To collect on delivery ৳…" — 0 for a prepaid, cancelled or returned order. */
export function ToCollect({ settlement }: { settlement: Settlement }) {
  const { t, taka } = useI18n();
  return (
    <span data-testid="to-collect">
      {t(settlement.to_collect_from === 'courier' && settlement.to_collect > 0 ? 'order.settlement.withCourierLine' : 'order.settlement.toCollectLine')} <strong>{taka(settlement.to_collect)}</strong>
    </span>
  );
}

export function SettlementSummary({ settlement, heading }: { settlement: Settlement; heading?: string }) {
  const { t, taka, num } = useI18n();
  const title = heading ?? t('order.settlement.heading');
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
    <section aria-label={title} className="text-sm" data-testid="settlement">
      <h3 className="mb-1 font-semibold text-gray-900">{title}</h3>
      <dl className="space-y-1">
        {methods(s.paid).map((m) => row(t('order.settlement.paidBy', { method: t(`order.settlement.${m}`) }), taka(s.paid[m]), `settlement-paid-${m}`))}
        {row(t('order.settlement.paidInAll'), taka(s.paid.total), 'settlement-paid')}
        {s.refunded.to_original > 0 ? row(originalLabel(t, s.paid), taka(s.refunded.to_original), 'settlement-to-original') : null}
        {s.refunded.to_refund_balance > 0 ? row(t('order.settlement.toBalance'), taka(s.refunded.to_refund_balance), 'settlement-to-balance') : null}
        {s.refunded.pending > 0 ? row(t('order.settlement.pending', { who: providersOf(t, s.paid) }), taka(s.refunded.pending), 'settlement-pending') : null}
        {s.refunded.total > 0 ? row(t('order.settlement.refundedInAll'), taka(s.refunded.total), 'settlement-refunded') : null}
        {s.not_kept > 0 ? row(t('order.settlement.notKept'), taka(s.not_kept), 'settlement-not-kept') : null}
        {row(t(s.to_collect_from === 'courier' && s.to_collect > 0 ? 'order.settlement.withCourier' : 'order.settlement.toCollect'), taka(s.to_collect), 'settlement-to-collect')}
        {s.units.given_back > 0 ? row(t('order.settlement.unitsBack'), t('order.settlement.unitsOf', { back: num(s.units.given_back), bought: num(s.units.bought) }), 'settlement-units-back') : null}
      </dl>
    </section>
  );
}

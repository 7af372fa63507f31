// The order waiting for its online payment (issue 23 item 2), shown on the cart, the home page and
// the dashboard: a shopper back from the bKash or card page without paying sees the order, what
// is due, when it is cancelled, and the moves the confirmed page offers — pay with bKash, pay by
// card, switch to cash on delivery. The buttons post to the confirmed page's action (with or
// without JavaScript), which sends the shopper on to the provider or back to the order.
import { Form, Link } from 'react-router';
import { bnClockTime } from '../../../core/i18n/shop-time';
import type { Lang } from '../../../core/i18n/lang';
import type { AwaitingPayment } from '../../../services/payments/operations/awaiting-payment';
import { useI18n } from '../../lib/i18n';
import { Button } from '../ui/button';

/** "6:20 PM" in Bangladesh time (the server and the browser render the same text). */
export function formatClockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { timeZone: 'Asia/Dhaka', hour: 'numeric', minute: '2-digit' });
}

/** The same clock in the page's language ("রাত ৮:২০" in Bangla: core/i18n/shop-time.ts). */
export function localClockTime(lang: Lang, iso: string): string {
  return lang === 'en' ? formatClockTime(iso) : bnClockTime(Date.parse(iso));
}

export function AwaitingPaymentBanner({ awaiting, className }: { awaiting: AwaitingPayment | null | undefined; className?: string }) {
  const { t, taka, digits, lang } = useI18n();
  if (!awaiting) return null;
  const orderPath = `/customer/checkout/confirmed-order/${awaiting.purchase_id}`;
  const what = awaiting.purpose === 'advance' ? t('order.awaiting.advance', { amount: taka(awaiting.amount) }) : taka(awaiting.amount);
  return (
    <section
      className={['space-y-3 rounded-xl border border-amber-600 bg-amber-50 p-4 text-amber-950', className].filter(Boolean).join(' ')}
      aria-labelledby="awaiting-payment-title"
      data-testid="awaiting-payment"
    >
      <h2 id="awaiting-payment-title" className="text-lg font-semibold">
        {t('order.awaiting.title', { code: digits(awaiting.code) })}
      </h2>
      <p className="text-sm">
        {t('order.awaiting.pay', { what, time: localClockTime(lang, awaiting.cancel_at) })}{' '}
        {awaiting.can_switch_to_cod ? `${t('order.awaiting.orCash')} ` : null}
        <Link to={orderPath} className="font-semibold underline">
          {t('order.awaiting.see')}
        </Link>
      </p>
      <Form method="post" action={orderPath} className="flex flex-col gap-2 sm:flex-row">
        {awaiting.pay_methods.map((m) => (
          <Button key={m} type="submit" name="intent" value={m} size="lg" className="flex-1">
            {t(`order.awaiting.${m}`)}
          </Button>
        ))}
        {awaiting.can_switch_to_cod ? (
          <Button type="submit" name="intent" value="cod" variant="secondary" size="lg" className="flex-1">
            {t('order.awaiting.cod')}
          </Button>
        ) : null}
      </Form>
    </section>
  );
}

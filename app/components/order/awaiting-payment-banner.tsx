// The order waiting for its online payment (issue 23 item 2), shown on the cart, the home page and
// the dashboard: a shopper back from the bKash or card page without paying sees the order, what
// is due, when it is cancelled, and the moves the confirmed page offers — pay with bKash, pay by
// card, switch to cash on delivery. The buttons post to the confirmed page's action (with or
// without JavaScript), which sends the shopper on to the provider or back to the order.
import { Form, Link } from 'react-router';
import { formatTaka } from '../../../core/money';
import type { AwaitingPayment } from '../../../services/payments/operations/awaiting-payment';
import { Button } from '../ui/button';

const PAY_LABEL = { bkash: 'Pay with bKash', stripe: 'Pay by card' } as const;

/** "6:20 PM" in Bangladesh time (the server and the browser render the same text). */
export function formatClockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { timeZone: 'Asia/Dhaka', hour: 'numeric', minute: '2-digit' });
}

export function AwaitingPaymentBanner({ awaiting, className }: { awaiting: AwaitingPayment | null | undefined; className?: string }) {
  if (!awaiting) return null;
  const orderPath = `/customer/checkout/confirmed-order/${awaiting.purchase_id}`;
  const what = awaiting.purpose === 'advance' ? `the delivery charge advance of ${formatTaka(awaiting.amount)}` : formatTaka(awaiting.amount);
  return (
    <section
      className={['space-y-3 rounded-xl border border-amber-600 bg-amber-50 p-4 text-amber-950', className].filter(Boolean).join(' ')}
      aria-labelledby="awaiting-payment-title"
      data-testid="awaiting-payment"
    >
      <h2 id="awaiting-payment-title" className="text-lg font-semibold">
        Order {awaiting.code} is waiting for payment
      </h2>
      <p className="text-sm">
        Pay {what} by {formatClockTime(awaiting.cancel_at)}, or the order is cancelled.{' '}
        {awaiting.can_switch_to_cod ? 'You can also pay in cash when it arrives. ' : null}
        <Link to={orderPath} className="font-semibold underline">
          See the order
        </Link>
      </p>
      <Form method="post" action={orderPath} className="flex flex-col gap-2 sm:flex-row">
        {awaiting.pay_methods.map((m) => (
          <Button key={m} type="submit" name="intent" value={m} size="lg" className="flex-1">
            {PAY_LABEL[m]}
          </Button>
        ))}
        {awaiting.can_switch_to_cod ? (
          <Button type="submit" name="intent" value="cod" variant="secondary" size="lg" className="flex-1">
            Switch to cash on delivery
          </Button>
        ) : null}
      </Form>
    </section>
  );
}

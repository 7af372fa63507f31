// The pieces the checkout steps share: the step list, the order lines, the totals box, the
// action result shape and the button styles. Plain markup: every step works without
// JavaScript; with it the steps' forms submit without a full page load.
import { buttonClass } from '../../../components/ui/button';
import { piecesOf } from '../../../../core/cart';
import { formatTaka } from '../../../../core/money';
import type { CheckoutLine, CheckoutSummary } from '../../../../services/checkout/checkout-types';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { shopTitle } from '../../../lib/page-title';

/** The checkout's main action and its quiet one: the kit's looks (a <Link> and a <button> share them). */
export const bigButton = buttonClass({ size: 'lg', block: true });
export const plainButton = buttonClass({ variant: 'secondary' });

export interface CheckoutActionResult {
  ok: boolean;
  message: string | null;
  intent?: string;
  /** Field name → message. */
  errors?: Record<string, string>;
  /** A 409 on placing: what changed, in words. */
  changes?: string[];
}

const STEPS = [
  { path: '/customer/checkout', label: 'Shipping' },
  { path: '/customer/checkout/confirm-order', label: 'Review' },
  { path: '/customer/checkout/payment-method', label: 'Payment' },
] as const;

/** The steps, the current one marked; earlier steps are links back. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <nav aria-label="Checkout steps">
      <ol className="flex items-center gap-2 text-sm">
        {STEPS.map((step, i) => (
          <li key={step.path} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true" className="text-gray-500">›</span> : null}
            {i < current ? (
              <Link to={step.path} className="font-medium text-primary-text underline">
                {i + 1}. {step.label}
              </Link>
            ) : (
              <span aria-current={i === current ? 'step' : undefined} className={i === current ? 'font-bold text-gray-900' : 'text-gray-700'}>
                {i + 1}. {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function CheckoutLines({ lines }: { lines: CheckoutLine[] }) {
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label="Order lines">
      {lines.map((line) => (
        <li key={line.uid} className="flex gap-3 p-3" data-testid="checkout-line">
          {line.image ? (
            <img src={line.image} alt="" width={56} height={56} loading="lazy" decoding="async" className="h-14 w-14 shrink-0 rounded object-cover" />
          ) : (
            <span className="block h-14 w-14 shrink-0 rounded bg-gray-100" />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-gray-900">{line.name}</p>
            {line.variantLabel ? <p className="text-sm text-gray-800">{line.variantLabel}</p> : null}
            <p className="text-sm text-gray-800">
              {formatTaka(line.sellPrice)} × {line.quantity}
            </p>
          </div>
          <p className="shrink-0 font-bold text-gray-900">{formatTaka(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

export interface TotalsFigures {
  cart_total: number;
  coupon_discount: number;
  finalDeliveryCharge: number;
  order_total: number;
  total_cart_items?: number;
  /** The lines: "Items" counts their pieces, as the cart and the badge do (issue 23 item 5). */
  lines?: ReadonlyArray<{ quantity: number }>;
}

export function TotalsBox({ figures, title = 'Order total', children }: { figures: TotalsFigures; title?: string; children?: React.ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border border-gray-200 bg-white p-4" aria-label={title}>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <dl className="space-y-1 text-sm" data-testid="checkout-totals">
        {figures.lines ? (
          <div className="flex justify-between">
            <dt className="text-gray-800">Items</dt>
            <dd className="font-semibold text-gray-900" data-testid="checkout-items">
              {piecesOf(figures.lines)}
              {piecesOf(figures.lines) !== figures.lines.length ? <span className="font-normal text-gray-700">{` (${figures.lines.length} ${figures.lines.length === 1 ? 'product' : 'products'})`}</span> : null}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-gray-800">Subtotal</dt>
          <dd className="font-semibold text-gray-900" data-testid="total-cart">{formatTaka(figures.cart_total)}</dd>
        </div>
        {figures.coupon_discount > 0 ? (
          <div className="flex justify-between">
            <dt className="text-gray-800">Coupon discount</dt>
            <dd className="font-semibold text-green-800" data-testid="total-discount">−{formatTaka(figures.coupon_discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-gray-800">Delivery charge</dt>
          <dd className="font-semibold text-gray-900" data-testid="total-delivery">{formatTaka(figures.finalDeliveryCharge)}</dd>
        </div>
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base">
          <dt className="font-semibold text-gray-900">Total</dt>
          <dd className="font-bold text-gray-900" data-testid="total-order">{formatTaka(figures.order_total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

/** Why the order cannot go on as chosen, with the way to fix it. */
export function BlockingNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Notice tone="warning" live="alert" as="div" className="font-normal" data-testid="checkout-blocking">
      <p>{message}</p>
      <p className="mt-1">
        <Link to="/customer/cart" className="font-semibold underline">
          Go to the cart
        </Link>{' '}
        ·{' '}
        <Link to="/customer/checkout" className="font-semibold underline">
          Change shipping
        </Link>
      </p>
    </Notice>
  );
}

/** "Payment | Checkout | Rongdhonu Fashion": the step, then the shop's name (issue 23 item 5). */
export function pageTitle(step: string, matches: readonly ({ data?: unknown } | undefined)[] = []) {
  return [{ title: shopTitle(`${step} | Checkout`, matches) }, { name: 'robots', content: 'noindex' }];
}

export type { CheckoutSummary };

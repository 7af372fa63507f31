// The pieces the checkout steps share: the step list, the order lines, the totals box, the
// action result shape and the page title. Plain markup: every step works without
// JavaScript; with it the steps' forms submit without a full page load.
import { piecesOf } from '../../../../core/cart';
import { ProductLine, priceTimesQuantity } from '../../../components/ui/product-line';
import { useI18n, translatorOf, type PageI18n } from '../../../lib/i18n';
import type { MessageId } from '../../../../core/i18n/catalog';
import type { CheckoutLine, CheckoutSummary } from '../../../../services/checkout/checkout-types';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { shopTitle } from '../../../lib/page-title';

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
  { path: '/customer/checkout', label: 'checkout.step.shipping' },
  { path: '/customer/checkout/confirm-order', label: 'checkout.step.review' },
  { path: '/customer/checkout/payment-method', label: 'checkout.step.payment' },
] as const satisfies ReadonlyArray<{ path: string; label: MessageId }>;

/** The steps, the current one marked; earlier steps are links back. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('checkout.steps')}>
      <ol className="flex items-center gap-2 text-sm">
        {STEPS.map((step, i) => (
          <li key={step.path} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true" className="text-gray-500">›</span> : null}
            {i < current ? (
              <Link to={step.path} className="font-medium text-primary-text underline">
                {t('checkout.step', { n: i + 1, label: t(step.label) })}
              </Link>
            ) : (
              <span aria-current={i === current ? 'step' : undefined} className={i === current ? 'font-bold text-gray-900' : 'text-gray-700'}>
                {t('checkout.step', { n: i + 1, label: t(step.label) })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function CheckoutLines({ lines }: { lines: CheckoutLine[] }) {
  const { t, taka, lang } = useI18n();
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label={t('checkout.lines')}>
      {lines.map((line) => (
        <ProductLine
          key={line.uid}
          image={line.image}
          imageSize={56}
          name={line.name}
          details={[line.variantLabel || null, priceTimesQuantity(line.sellPrice, line.quantity, lang)]}
          aside={taka(line.lineTotal)}
          data-testid="checkout-line"
        />
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

export function TotalsBox({ figures, title, children }: { figures: TotalsFigures; title?: string; children?: React.ReactNode }) {
  const { t, taka, num } = useI18n();
  title ??= t('checkout.orderTotal');
  return (
    <section className="space-y-3 rounded-lg border border-gray-200 bg-white p-4" aria-label={title}>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <dl className="space-y-1 text-sm" data-testid="checkout-totals">
        {figures.lines ? (
          <div className="flex justify-between">
            <dt className="text-gray-800">{t('cart.items')}</dt>
            <dd className="font-semibold text-gray-900" data-testid="checkout-items">
              {num(piecesOf(figures.lines))}
              {piecesOf(figures.lines) !== figures.lines.length ? <span className="font-normal text-gray-700">{` ${t('cart.products', { n: figures.lines.length })}`}</span> : null}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-gray-800">{t('checkout.subtotal')}</dt>
          <dd className="font-semibold text-gray-900" data-testid="total-cart">{taka(figures.cart_total)}</dd>
        </div>
        {figures.coupon_discount > 0 ? (
          <div className="flex justify-between">
            <dt className="text-gray-800">{t('checkout.couponDiscount')}</dt>
            <dd className="font-semibold text-green-800" data-testid="total-discount">−{taka(figures.coupon_discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-gray-800">{t('checkout.deliveryCharge')}</dt>
          <dd className="font-semibold text-gray-900" data-testid="total-delivery">{taka(figures.finalDeliveryCharge)}</dd>
        </div>
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base">
          <dt className="font-semibold text-gray-900">{t('cart.total')}</dt>
          <dd className="font-bold text-gray-900" data-testid="total-order">{taka(figures.order_total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

/** Why the order cannot go on as chosen, with the way to fix it. */
export function BlockingNote({ message }: { message: string | null }) {
  const { t } = useI18n();
  if (!message) return null;
  return (
    <Notice tone="warning" live="alert" as="div" className="font-normal" data-testid="checkout-blocking">
      <p>{message}</p>
      <p className="mt-1">
        <Link to="/customer/cart" className="font-semibold underline">
          {t('checkout.goToCart')}
        </Link>{' '}
        ·{' '}
        <Link to="/customer/checkout" className="font-semibold underline">
          {t('checkout.changeShipping')}
        </Link>
      </p>
    </Notice>
  );
}

/** "Payment | Checkout | Rongdhonu Fashion": the step, then the shop's name (issue 23 item 5), in the page's language. */
export function pageTitle(step: MessageId, matches: readonly ({ data?: unknown } | undefined)[] = []) {
  const { t } = translatorOf((matches[0]?.data as { i18n?: PageI18n } | undefined)?.i18n);
  return [{ title: shopTitle(t('checkout.pageTitle', { step: t(step) }), matches) }, { name: 'robots', content: 'noindex' }];
}

/** "6:48 PM" in Dhaka time: the clock time an unpaid order is cancelled at, in the page's digits. */
export function clockTime(lang: 'en' | 'bn', iso: string): string {
  return new Date(iso).toLocaleTimeString(lang === 'bn' ? 'bn-BD' : 'en-US', { timeZone: 'Asia/Dhaka', hour: 'numeric', minute: '2-digit' });
}

export type { CheckoutSummary };

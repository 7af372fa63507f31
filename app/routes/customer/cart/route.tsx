// /customer/cart (spec §2, §3 "Cart line", §4 "Cart behaviour", §5): the customer's cart from
// the server, priced today. Each line: small image, name, variant, attachment, unit price,
// quantity control (the product page rules), line total, Remove (by uid); Clear cart; the
// order summary. Every control is a form, so it works without JavaScript; with it, the forms
// are fetchers (no full reload) and the header count follows. The summary's Proceed to
// checkout leads to /customer/checkout.
import { useActionData, useLoaderData } from 'react-router';
import { browserMessages as messages } from '../../../../core/browser-messages';
import { clearCart } from '../../../../services/cart/clear-cart';
import { removeCartLine } from '../../../../services/cart/remove-cart-line';
import { updateCartQuantity } from '../../../../services/cart/update-cart-quantity';
import { DomainError } from '../../../../services/domain-error';
import { getCart } from '../../../../services/cart/get-cart';
import { getAwaitingPayment } from '../../../../services/payments/get-awaiting-payment';
import { AwaitingPaymentBanner } from '../../../components/order/awaiting-payment-banner';
import { runAction, text } from '../../../lib/action.server';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/route';
import { CartLineItem, CartSummaryBox, EmptyCart, type CartActionResult } from './cart-parts';
import { Notice } from '../../../components/ui/notice';
import { actionTranslator, localMessage } from '../../../lib/local-message.server';
import { parseCartQuantity } from '../../../../core/cart';
import { DEFAULT_QUANTITY } from '../../../../core/quantity';
import { cartMessages } from '../../../../core/cart-messages';
import { translatorOf, useI18n, type PageI18n } from '../../../lib/i18n';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { layout?: { shopInfo: { shop_name: string } }; i18n?: PageI18n } | undefined;
  const { t } = translatorOf(root?.i18n);
  return [{ title: `${t('cart.title')} | ${root?.layout?.shopInfo.shop_name ?? 'haat'}` }, { name: 'robots', content: 'noindex' }];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  // `?clear=1`: Clear cart asks for confirmation first (issue 16 item 6).
  const [cart, awaitingPayment] = await Promise.all([getCart(context), getAwaitingPayment(context)]);
  return { cart, awaitingPayment, confirmClear: new URL(request.url).searchParams.get('clear') === '1' };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const uid = text(form, 'uid');
  return runAction(
    async () => {
      let result: { message: string };
      const asked = text(form, 'set') || text(form, 'quantity');
      if (intent === 'quantity') result = await updateCartQuantity(context, { uid, quantity: asked });
      else if (intent === 'remove') result = await removeCartLine(context, uid);
      else if (intent === 'clear') result = await clearCart(context);
      else throw new DomainError('invalid', messages.somethingWentWrong);
      // The header count follows from the cart cookies (server/cart-cookie-sync.ts).
      return { ok: true, message: cartAnswer(context, result.message, asked), intent, uid } satisfies CartActionResult;
    },
    (r): CartActionResult => ({ ok: false, message: localMessage(context, r.error.message), intent, uid }),
  );
}

/** The use case's answer in the page's language ("The quantity stays at 3" names the quantity asked for). */
function cartAnswer(context: Route.ActionArgs['context'], message: string, asked: string): string {
  const quantity = Math.max(DEFAULT_QUANTITY, parseCartQuantity(asked));
  if (Number.isSafeInteger(quantity) && message === cartMessages.quantityUnchanged(quantity)) return actionTranslator(context).t('cart.quantityUnchanged', { n: quantity });
  return localMessage(context, message);
}

export default function CartPage() {
  const { t } = useI18n();
  const { cart, confirmClear, awaitingPayment } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('cart.title')}</h1>
      <AwaitingPaymentBanner awaiting={awaitingPayment} />
      <Notice tone={result?.ok ? 'success' : 'error'}>{result?.message}</Notice>
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-4 desk:grid-cols-[1fr_20rem] desk:gap-6">
          <ul className="space-y-3" aria-label={t('cart.lines')}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.uid} line={line} />
            ))}
          </ul>
          <CartSummaryBox
            summary={cart.summary}
            blocked={cart.lines.some((l) => !l.orderable)}
            pieces={cart.lines.reduce((n, l) => n + l.quantity, 0)}
            confirmClear={confirmClear}
          />
        </div>
      )}
    </div>
  );
}

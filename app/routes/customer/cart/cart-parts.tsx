// The cart page's pieces: one line with its quantity control and Remove, the order summary
// with Clear cart, and the empty cart. Each control is a fetcher form posting to the cart
// route's action; without JavaScript the same forms post and the page comes back.
import { Button, ButtonLink } from '../../../components/ui/button';
import { ProductLine } from '../../../components/ui/product-line';
import { useI18n } from '../../../lib/i18n';
import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { CartSummary } from '../../../../core/cart';
import type { CartLineView } from '../../../../services/cart/cart-types';
import { useAlert } from '../../../components/layout/alert';

/** What the cart page's action answers a form or a fetcher. */
export interface CartActionResult {
  ok: boolean;
  message: string;
  intent: string;
  uid: string;
}

function useResultAlert(result: CartActionResult | undefined) {
  const alert = useAlert();
  const shown = useRef<CartActionResult | undefined>(undefined);
  useEffect(() => {
    // Once per reply, as soon as it arrives (a removed line unmounts before the reload ends).
    if (!result || shown.current === result) return;
    shown.current = result;
    alert(result.message, result.ok ? 'success' : 'danger');
  }, [result, alert]);
}

const stepButton =
  'inline-flex h-10 w-10 items-center justify-center border border-gray-400 bg-white text-lg font-semibold text-gray-900 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white';

function QuantityControl({ line }: { line: CartLineView }) {
  const { t, digits } = useI18n();
  const fetcher = useFetcher<CartActionResult>();
  useResultAlert(fetcher.data);
  const id = useId();
  const formId = `${id}-form`;
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // After every reply the field shows what the cart holds (a refused 50 goes back to 13).
    if (fetcher.state === 'idle' && fetcher.data && field.current) field.current.value = digits(line.quantity);
  }, [fetcher.state, fetcher.data, line.quantity, digits]);
  const max = line.maxQuantity;
  const plusDisabled = max !== null && line.quantity >= max;
  const hidden = (
    <>
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="uid" value={line.uid} />
    </>
  );
  return (
    <div className="flex flex-wrap items-center gap-2" aria-busy={fetcher.state !== 'idle'}>
      <div className="inline-flex items-center">
        <fetcher.Form method="post" action="/customer/cart">
          {hidden}
          <button type="submit" name="set" value={line.quantity - 1} className={`${stepButton} rounded-l-md`} disabled={line.quantity <= 1} aria-label={t('cart.decreaseOf', { name: line.name })}>
            −
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" action="/customer/cart" id={formId}>
          {hidden}
          <label htmlFor={`${id}-qty`} className="sr-only">{t('cart.quantityOf', { name: line.name })}</label>
          <input
            key={line.quantity}
            ref={field}
            id={`${id}-qty`}
            name="quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={digits(line.quantity)}
            className="h-10 w-14 border-y border-gray-400 text-center text-base text-gray-900"
            data-testid="cart-quantity"
          />
        </fetcher.Form>
        <fetcher.Form method="post" action="/customer/cart">
          {hidden}
          <button type="submit" name="set" value={line.quantity + 1} className={`${stepButton} rounded-r-md`} disabled={plusDisabled} aria-label={t('cart.increaseOf', { name: line.name })}>
            +
          </button>
        </fetcher.Form>
      </div>
      <Button type="submit" form={formId} variant="secondary" size="sm">
        {t('cart.update')}
      </Button>
    </div>
  );
}

/**
 * Where focus goes once a removed line has gone (issue 16 item 8): the next line's name (the
 * previous one for the last line), or the cart heading when none is left.
 */
function focusAfterRemoval(neighbourUid: string) {
  const line = neighbourUid ? document.querySelector<HTMLElement>(`[data-testid="cart-line"][data-uid="${CSS.escape(neighbourUid)}"] h2 a`) : null;
  const target = line ?? document.querySelector<HTMLElement>('#main h1');
  if (!target) return;
  if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

function RemoveButton({ line }: { line: CartLineView }) {
  const { t } = useI18n();
  const fetcher = useFetcher<CartActionResult>();
  useResultAlert(fetcher.data);
  // The neighbour to focus once this line unmounts after a successful Remove; null otherwise.
  const neighbour = useRef<string | null>(null);
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) neighbour.current = null;
  }, [fetcher.data]);
  useEffect(
    () => () => {
      const uid = neighbour.current;
      if (uid !== null) setTimeout(() => focusAfterRemoval(uid), 0);
    },
    [],
  );
  return (
    <fetcher.Form
      method="post"
      action="/customer/cart"
      onSubmit={(event) => {
        const item = event.currentTarget.closest('li');
        const next = (item?.nextElementSibling ?? item?.previousElementSibling) as HTMLElement | null;
        neighbour.current = next?.dataset.uid ?? '';
      }}
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="uid" value={line.uid} />
      <button type="submit" className="text-sm font-semibold text-red-800 underline hover:text-red-900" aria-label={t('cart.removeOf', { name: line.name })} disabled={fetcher.state !== 'idle'}>
        {t('cart.remove')}
      </button>
    </fetcher.Form>
  );
}

export function CartLineItem({ line }: { line: CartLineView }) {
  const { t, taka } = useI18n();
  return (
    <ProductLine
      look="boxed"
      image={line.image}
      imageSize={72}
      name={line.name}
      href={line.url}
      headingLevel={2}
      data-testid="cart-line"
      data-uid={line.uid}
      details={[
        line.variantLabels.length > 0 ? (
          <span data-testid="cart-variant">{line.variantLabels.map((v) => (v.title ? `${v.title}: ${v.label}` : v.label)).join(' · ')}</span>
        ) : null,
        line.attachment ? (
          <>
            {line.attachment.title}:{' '}
            <a href={line.attachment.url} className="font-medium text-primary-text underline" download>
              {line.attachment.realName || t('cart.file')}
            </a>
          </>
        ) : null,
        <>
          <span className="sr-only">{`${t('cart.unitPrice')} `}</span>
          <span className="font-semibold text-gray-900" data-testid="cart-unit-price">{taka(line.unitPrice)}</span>
          <span className="text-gray-700">{` ${t('cart.each')} · ${line.availability}`}</span>
          {line.perOrderLimit ? <span className="text-gray-700" data-testid="per-order-limit">{` · ${line.perOrderLimit}`}</span> : null}
        </>,
      ]}
      footer={
        <>
          {line.notes.length > 0 ? (
            <ul className="mt-2 space-y-1 rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="cart-notes">
              {line.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <QuantityControl line={line} />
            <div className="flex items-center gap-4">
              <p className="text-base font-bold text-gray-900">
                <span className="sr-only">{`${t('cart.lineTotal')} `}</span>
                <span data-testid="cart-line-total">{taka(line.lineTotal)}</span>
              </p>
              <RemoveButton line={line} />
            </div>
          </div>
        </>
      }
    />
  );
}

/**
 * Clear cart asks first (issue 16 item 6): the button is a link to `?clear=1`, which shows
 * "Clear the cart?" with the real (POST) button and a way back; so it works without
 * JavaScript, and a slip of the finger never empties the cart.
 */
function ClearCart({ confirming, pieces }: { confirming: boolean; pieces: number }) {
  const { t } = useI18n();
  const fetcher = useFetcher<CartActionResult>();
  useResultAlert(fetcher.data);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);
  if (!confirming) {
    return (
      <ButtonLink to="?clear=1" preventScrollReset replace variant="secondary" block data-testid="cart-clear">
        {t('cart.clear')}
      </ButtonLink>
    );
  }
  return (
    <section className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3" aria-labelledby="cart-clear-title" data-testid="cart-clear-confirm">
      <h3 id="cart-clear-title" ref={heading} tabIndex={-1} className="text-base font-semibold text-red-900 outline-none">
        {t('cart.clearTitle')}
      </h3>
      <p className="text-sm text-gray-900">{t('cart.clearText', { n: pieces })}</p>
      <fetcher.Form method="post" action="/customer/cart">
        <input type="hidden" name="intent" value="clear" />
        <Button type="submit" variant="danger" block disabled={fetcher.state !== 'idle'}>
          {t('cart.clearYes')}
        </Button>
      </fetcher.Form>
      <ButtonLink to="/customer/cart" preventScrollReset replace variant="secondary" block>
        {t('cart.clearNo')}
      </ButtonLink>
    </section>
  );
}

/**
 * The order summary. "Items" counts pieces, as shoppers count them (issue 16 item 6); the
 * number of different products (cart lines, the spec's total_items) shows beside it when it
 * differs. The spec's fields keep their meaning (docs/decisions/028).
 */
export function CartSummaryBox({ summary, blocked, pieces, confirmClear = false }: { summary: CartSummary; blocked: boolean; pieces: number; confirmClear?: boolean }) {
  const { t, taka, num } = useI18n();
  return (
    <aside className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 desk:sticky desk:top-4" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="text-lg font-semibold text-gray-900">
        {t('cart.summary')}
      </h2>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-800">{t('cart.items')}</dt>
          <dd className="font-semibold text-gray-900" data-testid="cart-total-items">
            {num(pieces)}
            {pieces !== summary.totalItems ? (
              <span className="font-normal text-gray-700" data-testid="cart-total-lines">{` ${t('cart.products', { n: summary.totalItems })}`}</span>
            ) : null}
          </dd>
        </div>
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base">
          <dt className="font-semibold text-gray-900">{t('cart.total')}</dt>
          <dd className="font-bold text-gray-900" data-testid="cart-total">{taka(summary.total)}</dd>
        </div>
      </dl>
      {blocked ? <p className="text-sm text-amber-950">{t('cart.blocked')}</p> : null}
      <ButtonLink to="/customer/checkout" size="lg" block data-testid="cart-checkout">
        {t('cart.proceed')}
      </ButtonLink>
      <ClearCart confirming={confirmClear} pieces={pieces} />
    </aside>
  );
}

export function EmptyCart() {
  const { t } = useI18n();
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-6 text-center">
      <p className="text-gray-900">{t('cart.empty')}</p>
      <ButtonLink to="/all-products" className="mt-3">
        {t('cart.continueShopping')}
      </ButtonLink>
    </div>
  );
}

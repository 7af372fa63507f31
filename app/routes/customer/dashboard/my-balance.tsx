// /customer/dashboard/my-balance (storefront.md dashboard "My Balance"; after-cart.md
// "Balances"): the customer's recharge, refund and cashback balances in this shop, the ledger's
// entries newest first, 10 to a page (?page=N, the spec's list pager), and a Recharge form —
// an amount and bKash or Card; the action starts the payment and sends the browser to the
// provider's page. The balance grows only when the provider confirms the payment. Plain links
// and a plain form: it works without JavaScript.
import { Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { RECHARGE_MAX, RECHARGE_MIN, type RechargeMethod } from '../../../../core/balance-rules';
import { pageCount, parsePageParam } from '../../../../core/pager';
import { Pager, pageHref } from '../../../components/ui/pager';
import { getBalance } from '../../../../services/balances/get-balance';
import { startRecharge } from '../../../../services/payments/start-recharge';
import { shopPaymentMethods } from '../../../../services/payments/operations/payment-options';
import { Button } from '../../../components/ui/button';
import { Field, Form, RadioGroup } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useOrderTimes } from '../../../components/order/order-parts';
import { useI18n } from '../../../lib/i18n';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/my-balance';
import { metaTranslator, shopTitle } from '../../../lib/page-title';
import { runAction, text, type FormFailure } from '../../../lib/action.server';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('balance.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  const methods = shopPaymentMethods(context.shop).filter((m): m is RechargeMethod => m === 'bkash' || m === 'stripe');
  return { balance: await getBalance(context, page), methods };
}

type ActionResult = FormFailure & { amount: string; method: string };

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const form = await request.formData();
  const amount = text(form, 'amount');
  const method = text(form, 'method');
  return runAction(
    async () => redirect((await startRecharge(context, { amount, method })).payment_url),
    (r): ActionResult => ({ errors: r.errors, message: r.message, amount, method }),
    { field: 'amount' },
  );
}


export default function MyBalance() {
  const { balance, methods } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.errors ?? {};
  const pages = pageCount(balance.entries_total, balance.page_size);
  const chosen = result?.method || methods[0];
  const { t, taka, digits } = useI18n();
  const times = useOrderTimes();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">{t('balance.title')}</h1>

      <section aria-label={t('balance.balances')} className="space-y-2">
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {(['recharge', 'refund', 'cashback'] as const).map((kind) => (
            <li key={kind} className="flex items-center justify-between rounded-lg border border-gray-200 p-3 sm:block" data-testid={`balance-${kind}`}>
              <span className="text-sm text-gray-800">{t(`balance.kind.${kind}`)}</span>
              <span className="block text-xl font-bold text-gray-900">{taka(balance[kind])}</span>
            </li>
          ))}
        </ul>
        <p className="text-gray-900">
          {t('balance.total')} <strong data-testid="balance-total">{taka(balance.total)}</strong>
        </p>
      </section>

      <section aria-labelledby="recharge-heading" className="max-w-lg space-y-3">
        <h2 id="recharge-heading" className="text-lg font-bold text-gray-900">
          {t('balance.recharge')}
        </h2>
        {methods.length === 0 ? (
          <p className="text-gray-800">{t('balance.rechargeUnavailable')}</p>
        ) : (
          <Form failed={result} method="post" className="space-y-4" noValidate>
            <Notice tone="error">{result?.message}</Notice>
            <Field
              id="recharge-amount"
              name="amount"
              label={t('balance.amount')}
              type="number"
              inputMode="numeric"
              min={RECHARGE_MIN}
              max={RECHARGE_MAX}
              step={1}
              required
              defaultValue={result?.amount ?? ''}
              hint={t('balance.amountHint', { min: taka(RECHARGE_MIN), max: taka(RECHARGE_MAX) })}
              error={errors.amount}
            />
            <RadioGroup
              id="recharge-method"
              name="method"
              legend={t('balance.payWith')}
              look="boxed"
              options={methods.map((m) => ({ value: m, label: t(`balance.method.${m}`) }))}
              defaultValue={chosen}
              error={errors.method}
            />
            <Button type="submit" block size="lg" disabled={busy}>
              {t('balance.recharge')}
            </Button>
          </Form>
        )}
      </section>

      <section aria-labelledby="entries-heading" className="space-y-3">
        <h2 id="entries-heading" className="text-lg font-bold text-gray-900">
          {t('balance.history')}
        </h2>
        {balance.entries.length === 0 ? (
          <p className="text-gray-800">{t('balance.none')}</p>
        ) : (
          <ul className="space-y-2" aria-label={t('balance.entries')}>
            {balance.entries.map((e) => (
              <li key={e.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-lg border border-gray-200 p-3" data-testid="balance-entry">
                <span className="font-medium text-gray-900">
                  {t(`balance.entry.${e.type}`)} <span className="text-sm font-normal text-gray-800">· {t(`balance.kind.${e.kind}`)}</span>
                </span>
                <span className={`text-right font-bold ${e.amount > 0 ? 'text-green-800' : 'text-gray-900'}`}>{e.amount > 0 ? `+${taka(e.amount)}` : taka(e.amount)}</span>
                <span className="min-w-0 break-words text-sm text-gray-800">
                  {e.order_code && e.order_id !== null ? (
                    <Link to={`/customer/dashboard/purchase-details/${e.order_id}`} className="font-mono font-semibold text-primary-text underline">
                      {digits(e.order_code)}
                    </Link>
                  ) : null}
                  {e.order_code && e.note ? ' · ' : null}
                  {e.note}
                </span>
                <time dateTime={e.created_at} className="text-right text-sm text-gray-800">
                  {times.day(e.created_at)}
                </time>
              </li>
            ))}
          </ul>
        )}
        <Pager page={balance.page} pageCount={pages} text={balance.pager} href={(n) => pageHref('/customer/dashboard/my-balance', {}, n)} />
      </section>
    </div>
  );
}

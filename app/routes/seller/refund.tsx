// /seller/refunds/:id (issue 14 item 3): one refund request — who asked, the order, lines,
// amount, reason, the three states and the timeline — and the shop's moves as plain POST forms:
// approve or reject with a note, mark the return received (stock back once), pay (to where the
// customer chose). The action calls the same services as /api/seller/refund-decision,
// refund-received and refund-pay; after a change the page reloads with a notice.
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { refundMessages } from '../../../core/refund-messages';
import { decideSellerRefund } from '../../../services/refunds/decide-seller-refund';
import { getSellerRefund } from '../../../services/refunds/get-seller-refund';
import { paySellerRefund } from '../../../services/refunds/pay-seller-refund';
import { receiveSellerRefund } from '../../../services/refunds/receive-seller-refund';
import { when } from '../../components/seller/format';
import { actorText, methodText, paymentText, refundEventText, refundPaymentText, refundReturnText, refundStatusText, refundTargetText, statusText } from '../../components/seller/labels';
import { consoleMeta, consoleTranslator } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import type { MessageId } from '../../../core/i18n/catalog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { PlainForm, TextareaField } from '../../components/ui/field';
import { Notices } from '../../components/ui/notice';
import { notFoundSaying } from '../../lib/not-found';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/refund';

/** The notice after a move (`?done=`), said by the page in its language. */
const NOTICES: Record<string, MessageId> = { approved: 'seller.msg.approved', rejected: 'seller.msg.rejected', received: 'seller.msg.received', paid: 'seller.msg.paid' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const refund = await getSellerRefund(context, Number(params.id)).catch(notFoundSaying(refundMessages.notFound));
  const done = new URL(request.url).searchParams.get('done') ?? '';
  return { refund, notice: NOTICES[done] ?? null };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return consoleMeta(matches, 'seller.console');
  const t = consoleTranslator(matches);
  return [{ title: t.t('seller.pageTitle', { page: t.t('seller.refund.title', { code: t.digits(loaded.refund.code) }) }) }, { name: 'robots', content: 'noindex' }];
}

type ActionResult = FormFailure & { note: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const id = Number(params.id);
  const intent = text(form, 'intent');
  const note = text(form, 'note');
  return runAction(
    async () => {
      if (intent === 'approve' || intent === 'reject') {
        await decideSellerRefund(context, id, intent, note);
        return redirect(`/seller/refunds/${id}?done=${intent === 'approve' ? 'approved' : 'rejected'}`);
      }
      if (intent === 'received') {
        await receiveSellerRefund(context, id);
        return redirect(`/seller/refunds/${id}?done=received`);
      }
      await paySellerRefund(context, id, text(form, 'refund_to'));
      return redirect(`/seller/refunds/${id}?done=paid`);
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message, note }),
  );
}

export default function SellerRefund() {
  const { refund, notice } = useLoaderData<typeof loader>();
  const failed = useActionData<ActionResult>();
  const { t, lang, taka, digits } = useI18n();
  // A refused note is shown by its field; any other refusal above the page.
  const error = failed ? (failed.message ?? Object.entries(failed.errors).find(([name]) => name !== 'note')?.[1] ?? null) : null;
  return (
    <div className="space-y-4">
      <p>
        <Link to="/seller/refunds" className="text-sm text-gray-900 underline">
          {t('seller.refund.back')}
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline gap-2">
        <PageTitle>{t('seller.refund.title', { code: digits(refund.code) })}</PageTitle>
        <Badge size="md" data-testid="refund-status">
          {refundStatusText(t, refund.status)}
        </Badge>
        <span className="ml-auto text-lg font-bold text-gray-900">{taka(refund.amount)}</span>
      </div>
      <Notices notice={notice ? t(notice, { code: digits(refund.code) }) : null} error={error} />

      <Card title={t('seller.refund.toDo')} titleId="refund-moves">
        <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-700">{t('seller.orders.payment')}</dt>
          <dd className="text-gray-900" data-testid="refund-payment">
            {t('seller.refund.paymentTo', { payment: refundPaymentText(t, refund.payment_status), to: lang === 'bn' ? refundTargetText(t, refund.refund_to) : refund.refund_to_label.toLowerCase() })}
          </dd>
          <dt className="text-gray-700">{t('seller.refund.return')}</dt>
          <dd className="text-gray-900" data-testid="refund-return">
            {refundReturnText(t, refund.return_status)}
          </dd>
          {refund.note ? (
            <>
              <dt className="text-gray-700">{t('seller.refund.shopNote')}</dt>
              <dd className="whitespace-pre-wrap text-gray-900">{refund.note}</dd>
            </>
          ) : null}
        </dl>
        {refund.can_decide ? (
          <PlainForm method="post" failed={failed?.errors.note ? failed : undefined} className="space-y-2">
            <TextareaField name="note" label={t('seller.refund.noteLabel')} rows={2} maxLength={1000} defaultValue={failed?.note ?? ''} error={failed?.errors.note} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="approve">
                {t('seller.refund.approve')}
              </Button>
              <Button type="submit" name="intent" value="reject" variant="danger">
                {t('seller.refund.reject')}
              </Button>
            </div>
          </PlainForm>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {refund.can_receive ? (
            <form method="post">
              <Button type="submit" name="intent" value="received" variant="secondary">
                {t('seller.refund.markReceived')}
              </Button>
            </form>
          ) : null}
          {refund.can_pay ? (
            <form method="post">
              <input type="hidden" name="refund_to" value={refund.refund_to} />
              <Button type="submit" name="intent" value="pay">
                {refund.refund_to === 'balance' ? t('seller.refund.payToBalance', { amount: taka(refund.amount) }) : t('seller.refund.payToOriginal', { amount: taka(refund.amount) })}
              </Button>
            </form>
          ) : null}
        </div>
        {!refund.can_decide && !refund.can_receive && !refund.can_pay ? <p className="text-sm text-gray-700">{t('seller.refund.nothingLeft')}</p> : null}
      </Card>

      <div className="grid gap-4 desk:grid-cols-2">
        <Card title={t('seller.refund.customerAndOrder')} titleId="refund-customer">
          <p className="text-sm text-gray-900">
            <Link to={`/seller/customers/${refund.customer.id}`} className="underline">
              {refund.customer.name}
            </Link>{' '}
            · {digits(refund.customer.phone)}
          </p>
          <p className="text-sm text-gray-900">
            {t('seller.print.order')}{' '}
            <Link to={`/seller/orders/${refund.purchase_id}`} className="font-mono underline">
              {digits(refund.order_code)}
            </Link>{' '}
            · {statusText(t, refund.order.status)} · {paymentText(t, refund.order.payment_status)} ({lang === 'bn' ? methodText(t, refund.order.payment_method) : refund.order.payment_method})
          </p>
          {refund.order.payment_method === 'cod' && refund.order.payment_status !== 'paid' ? (
            <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900">{t('seller.refund.cashNotCollected')}</p>
          ) : null}
          <h3 className="mt-3 text-sm font-semibold text-gray-900">{t('seller.refund.reason')}</h3>
          <p className="whitespace-pre-wrap text-sm text-gray-900">{refund.reason}</p>
          {refund.photo_links.length > 0 ? (
            <>
              <h3 className="mt-3 text-sm font-semibold text-gray-900">{t('seller.refund.photos')}</h3>
              <ul className="flex flex-wrap gap-x-3 text-sm">
                {refund.photo_links.map((p) => (
                  <li key={p.url}>
                    <a href={p.url} className="inline-flex min-h-11 items-center text-gray-900 underline">
                      {p.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Card>
        <Card title={t('seller.refund.lines')} titleId="refund-lines">
          <ul className="divide-y divide-gray-100 text-sm">
            {refund.lines.map((l) => (
              <li key={l.order_line_id} className="flex gap-2 py-2">
                <span className="flex-1 text-gray-900">
                  {l.name}
                  {l.variantLabel ? <span className="text-gray-700"> · {l.variantLabel}</span> : null}
                  <span className="text-gray-700">
                    {' '}
                    × {t('seller.refund.lineQuantity', { n: l.quantity, price: taka(l.sellPrice) })}
                  </span>
                </span>
                <span className="font-semibold text-gray-900">{taka(l.amount)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <Card title={t('seller.order.timeline')} titleId="refund-timeline">
        <ol className="space-y-1 text-sm">
          {refund.timeline.map((e, i) => (
            <li key={i} className="text-gray-900">
              <span className="font-medium">{refundEventText(t, e.event)}</span> <span className="text-gray-700">{t('seller.refund.byAt', { actor: actorText(t, e.actor), at: when(e.at, lang) })}</span>
              {e.note ? <span className="block whitespace-pre-wrap text-gray-700">{e.note}</span> : null}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

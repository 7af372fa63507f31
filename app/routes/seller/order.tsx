// /seller/orders/:id (issue 14 item 2): one order for the shop — lines, totals, customer,
// address or pickup point, payments, timeline, the customer's earlier orders and outcomes (the
// fake-order check), the moves allowed now as buttons (shipping asks for courier and tracking
// code), cancel and return behind a confirmation step, "Mark COD collected" when allowed, and the invoice
// and packing slip (`?print=invoice|slip`, a print-only layout). Plain POSTs to this route's
// action, which calls the same services as /api/seller/order-status and order-cod-collected;
// after a change the page is reloaded (POST → redirect → GET) with a notice.
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { courierNames, isTrackedCourier } from '../../../core/courier';
import { translator } from '../../../core/i18n/compile';
import { bookCourier } from '../../../services/couriers/book-courier';
import { getBookingCouriers } from '../../../services/couriers/get-booking-couriers';
import { langOf } from '../../../services/context';
import { isOrderStatus } from '../../../core/order-state';
import { sellerMessages } from '../../../core/seller-messages';
import { getSellerOrder } from '../../../services/seller/get-seller-order';
import { markCodCollected } from '../../../services/seller/mark-cod-collected';
import { moveSellerOrder } from '../../../services/seller/move-seller-order';
import { addOrderNote } from '../../../services/seller/add-order-note';
import { NoteCard } from '../../components/seller/order/note';
import { ActionsCard } from '../../components/seller/order/actions';
import { CourierCard } from '../../components/seller/order/courier';
import { ItemsCard } from '../../components/seller/order/items';
import { PaymentCard } from '../../components/seller/order/payment';
import { PrintView } from '../../components/seller/order/print-view';
import { CustomerCard, CustomerHistoryCard, OrderHeader } from '../../components/seller/order/summary';
import { TimelineCard } from '../../components/seller/order/timeline';
import { notFoundSaying } from '../../lib/not-found';
import { requireStaffPage } from '../../lib/seller-session.server';
import { Notices } from '../../components/ui/notice';
import { statusText } from '../../components/seller/labels';
import { consoleMeta, consoleTranslator } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/order';
import { runAction, text, type FormFailure } from '../../lib/action.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const url = new URL(request.url);
  const order = await getSellerOrder(context, Number(params.id)).catch(notFoundSaying(sellerMessages.orderNotFound));
  const print = url.searchParams.get('print');
  const moved = url.searchParams.get('moved');
  const booked = url.searchParams.get('booked');
  return {
    order,
    couriers: await getBookingCouriers(context),
    shop: { name: context.shop.shop_name },
    print: print === 'invoice' || print === 'slip' ? (print as 'invoice' | 'slip') : null,
    // Cancel and return give stock and money back: each asks once more (a GET step, no script).
    confirm: (['cancelled', 'returned'] as const).find((m) => url.searchParams.get('confirm') === m && order.moves.includes(m)) ?? null,
    // Said by the page in its language: COD collected, or the status the order moved to.
    notice: url.searchParams.get('cod') === '1' ? ('cod' as const) : url.searchParams.get('noted') === '1' ? ('noted' as const) : isOrderStatus(moved) ? moved : null,
    booked: isTrackedCourier(booked) && order.tracking_code ? { courier: courierNames[booked], code: order.tracking_code } : null,
  };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return consoleMeta(matches, 'seller.console');
  const t = consoleTranslator(matches);
  return [{ title: t.t('seller.pageTitle', { page: t.t('seller.order.title', { code: t.digits(loaded.order.code) }) }) }, { name: 'robots', content: 'noindex' }];
}

type ActionResult = FormFailure & { status: string; courier: string; tracking_code: string; intent?: string; note?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const id = Number(params.id);
  const intent = text(form, 'intent');
  const status = text(form, 'status');
  const courier = text(form, 'courier');
  const trackingCode = text(form, 'tracking_code');
  return runAction(
    async () => {
      if (intent === 'book') {
        // One order through the same use case as POST /api/seller/courier-book.
        const summary = await bookCourier(context, { purchase_ids: [id], courier });
        const result = summary.results[0]!;
        if (result.outcome === 'booked') return redirect(`/seller/orders/${id}?booked=${result.courier}`);
        const reason = translator(langOf(context)).t(`seller.courier.refused.${result.reason}`);
        return data<ActionResult>({ errors: {}, message: result.detail ? `${reason} (${result.detail})` : reason, status: '', courier: '', tracking_code: '', intent, note: '' }, { status: 409 });
      }
      if (intent === 'note') {
        await addOrderNote(context, { purchase_id: id, note: text(form, 'note') });
        return redirect(`/seller/orders/${id}?noted=1`);
      }
      if (intent === 'cod') {
        await markCodCollected(context, id);
        return redirect(`/seller/orders/${id}?cod=1`);
      }
      await moveSellerOrder(context, { purchaseId: id, status, courier, trackingCode, note: text(form, 'note') || undefined });
      return redirect(`/seller/orders/${id}?moved=${encodeURIComponent(status)}`);
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message, status, courier, tracking_code: trackingCode, intent, note: intent === 'note' ? text(form, 'note') : '' }),
  );
}

export default function SellerOrder() {
  const { order, couriers, shop, print, confirm, notice, booked } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  if (print) return <PrintView order={order} shopName={shop.name} kind={print} />;
  const noticeText =
    notice === 'cod' ? t('seller.msg.codCollected') : notice === 'noted' ? t('seller.msg.noteAdded') : notice ? t('seller.msg.moved', { status: statusText(t, notice) }) : booked ? t('seller.courier.bookedNotice', booked) : null;
  const noteFailed = result && 'intent' in result && result.intent === 'note' ? result : undefined;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <Link to="/seller" className="text-gray-900 underline">
          {t('seller.order.back')}
        </Link>
      </p>
      <OrderHeader order={order} />
      {/* The notice says the latest outcome only: after a refused action the earlier success is not repeated. */}
      <Notices notice={result ? null : noticeText} error={result && !noteFailed ? result.message : null} />
      <ActionsCard order={order} confirm={confirm} result={result} />
      <CourierCard order={order} couriers={couriers} />
      <div className="grid gap-3 desk:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <ItemsCard order={order} />
          <PaymentCard order={order} />
          <TimelineCard order={order} />
          <NoteCard order={order} error={noteFailed?.errors.note ?? noteFailed?.message ?? undefined} text={noteFailed?.note} />
        </div>
        <div className="space-y-3">
          <CustomerCard order={order} />
          <CustomerHistoryCard history={order.customer_history} />
        </div>
      </div>
    </div>
  );
}

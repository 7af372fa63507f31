// /seller/threads/:id (issue 14 item 4): one ticket or inquiry — the conversation as escaped plain
// text with attachment links (served to staff by /seller/thread-attachment/{message}), a reply
// form (message and an optional file, multipart; the customer side's rules) and Close. Opening
// it marks the customer's messages read for the shop. Plain POSTs that work without JavaScript.
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { supportMessages } from '../../../core/support-messages';
import { closeSellerThread } from '../../../services/support/close-seller-thread';
import { getSellerThread } from '../../../services/support/get-seller-thread';
import { replySellerThread } from '../../../services/support/reply-seller-thread';
import { ThreadPage } from '../../components/support/thread-parts';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { notFoundSaying } from '../../lib/not-found';
import { text, type FormFailure, formFile, runAction } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/thread';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const thread = await getSellerThread(context, Number(params.id)).catch(notFoundSaying(supportMessages.ticketNotFound));
  const url = new URL(request.url);
  return { thread, notice: url.searchParams.get('sent') ? ('seller.msg.replied' as const) : url.searchParams.get('closed') ? ('seller.msg.closed' as const) : null };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return consoleMeta(matches, 'seller.console');
  return consoleMeta(matches, 'seller.console').map((m) => ('title' in m ? { title: `${loaded.thread.subject} — ${m.title}` } : m));
}

type ActionResult = FormFailure & { message_text: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const id = Number(params.id);
  const form = await request.formData();
  const message = text(form, 'message');
  return runAction(
    async () => {
      if (text(form, 'intent') === 'close') {
        await closeSellerThread(context, id);
        return redirect(`/seller/threads/${id}?closed=1`);
      }
      await replySellerThread(context, id, { message, attachment: await formFile(form, 'attachment') });
      return redirect(`/seller/threads/${id}?sent=1`);
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message, message_text: message }),
  );
}

export default function SellerThread() {
  const { thread, notice } = useLoaderData<typeof loader>();
  const failed = useActionData<ActionResult>();
  const { t, digits } = useI18n();
  return (
    <ThreadPage
      thread={thread}
      viewer="staff"
      back={{ to: '/seller/threads', label: t('seller.nav.messages') }}
      names={{ customer: thread.customer.name, staff: t('seller.threads.shop') }}
      about={
        <>
          <span>{thread.kind === 'ticket' ? t('seller.threads.ticket') : t('seller.threads.inquiry')}</span>
          <Link to={`/seller/customers/${thread.customer.id}`} className="text-gray-900 underline">
            {thread.customer.name} · {digits(thread.customer.phone)}
          </Link>
        </>
      }
      orderHref={(id) => `/seller/orders/${id}`}
      notice={notice ? t(notice) : null}
      result={failed}
    />
  );
}

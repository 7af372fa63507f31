// /seller/threads/:id (issue 14 item 4): one ticket or inquiry — the conversation as escaped plain
// text with attachment links (served to staff by /seller/thread-attachment/{message}), a reply
// form (message and an optional file, multipart; the customer side's rules) and Close. Opening
// it marks the customer's messages read for the shop. Plain POSTs that work without JavaScript.
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { MESSAGE_MAX, supportMessages } from '../../../core/support-messages';
import { sellerConsoleMessages } from '../../../core/seller-console';
import { closeSellerThread } from '../../../services/support/close-seller-thread';
import { getSellerThread } from '../../../services/support/get-seller-thread';
import { replySellerThread } from '../../../services/support/reply-seller-thread';
import { card, field, h1, h2, primaryButton, secondaryButton, when } from '../../components/seller/console-ui';
import { Notices } from '../../components/ui/notice';
import { notFoundSaying } from '../../lib/not-found';
import { text, type FormFailure, formFile, runAction } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/thread';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const thread = await getSellerThread(context, Number(params.id)).catch(notFoundSaying(supportMessages.ticketNotFound));
  const url = new URL(request.url);
  return { thread, notice: url.searchParams.get('sent') ? sellerConsoleMessages.replied : url.searchParams.get('closed') ? sellerConsoleMessages.closed : null };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: loaded ? `${loaded.thread.subject} — Seller console` : 'Seller console' }, { name: 'robots', content: 'noindex' }];
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
  return (
    <div className="space-y-4">
      <p>
        <Link to="/seller/threads" className="text-sm text-gray-900 underline">
          ← Messages
        </Link>
      </p>
      <div>
        <h1 className={`${h1} break-words`}>{thread.subject}</h1>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700">
          <span>{thread.kind === 'ticket' ? 'Support ticket' : 'Product inquiry'}</span>
          <span data-testid="thread-status">{thread.status_label}</span>
          <Link to={`/seller/customers/${thread.customer.id}`} className="text-gray-900 underline">
            {thread.customer.name} · {thread.customer.phone}
          </Link>
          {thread.order_id && thread.order_code ? (
            <Link to={`/seller/orders/${thread.order_id}`} className="font-mono text-gray-900 underline">
              Order {thread.order_code}
            </Link>
          ) : null}
          {thread.product ? <span>Product: {thread.product.name}</span> : null}
        </p>
      </div>
      <Notices notice={notice} error={failed?.message} />
      <ol className="space-y-2" aria-label="Conversation">
        {thread.messages.map((m) => (
          <li key={m.id} className={`max-w-[90%] rounded-lg border p-3 ${m.author === 'staff' ? 'ml-auto border-primary bg-white' : 'border-gray-200 bg-gray-100'}`}>
            <p className="text-xs text-gray-700">
              {m.author === 'staff' ? 'Shop' : thread.customer.name} · {when(m.created_at)}
            </p>
            <p className="whitespace-pre-wrap break-words text-sm text-gray-900">{m.body}</p>
            {m.attachment ? (
              <a href={m.attachment.url} className="mt-1 inline-block text-sm text-gray-900 underline">
                Attachment: {m.attachment.name}
              </a>
            ) : null}
          </li>
        ))}
      </ol>
      {thread.can_reply ? (
        <section className={card} aria-labelledby="reply-heading">
          <h2 id="reply-heading" className={h2}>
            Reply
          </h2>
          <form method="post" encType="multipart/form-data" className="space-y-2">
            <input type="hidden" name="intent" value="reply" />
            <label className="block text-sm font-medium text-gray-900">
              Message
              <textarea name="message" rows={4} maxLength={MESSAGE_MAX} required defaultValue={failed?.message_text ?? ''} className={field} aria-invalid={failed?.errors.message ? true : undefined} />
            </label>
            {failed?.errors.message ? <p className="text-sm text-red-800">{failed.errors.message}</p> : null}
            <label className="block text-sm font-medium text-gray-900">
              Attachment (optional: .jpg, .png or .pdf, at most 5 MB)
              <input type="file" name="attachment" accept=".jpg,.jpeg,.png,.pdf" className="mt-1 block w-full text-sm text-gray-900" />
            </label>
            <button type="submit" className={primaryButton}>
              Send reply
            </button>
          </form>
          <form method="post" className="mt-3">
            <button type="submit" name="intent" value="close" className={secondaryButton}>
              Close this thread
            </button>
          </form>
        </section>
      ) : (
        <p className="text-sm text-gray-700">This thread is closed.</p>
      )}
    </div>
  );
}

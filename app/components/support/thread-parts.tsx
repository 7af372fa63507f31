// The Support Ticket and Messages pages' parts (issue 13 item 2): a thread list with unread
// markers (unread first, as the service orders them), a conversation, and the reply form.
// Every text a customer or the shop wrote is rendered as a React text node — escaped, never
// as HTML — and line breaks are kept with CSS. Plain forms and links: no JavaScript needed.
import { Link, useNavigation } from 'react-router';
import { FileField, Form, TextareaField } from '../ui/field';
import { MESSAGE_MAX } from '../../../core/support-messages';
import { formatTaka } from '../../../core/money';
import type { ThreadDetailView, ThreadSummaryView } from '../../../services/support/thread-views';
import { Notice } from '../ui/notice';
import { formatOrderDate, formatOrderTime } from '../order/order-parts';

const statusTone = { open: 'bg-blue-50 text-blue-900 border-blue-300', answered: 'bg-green-50 text-green-900 border-green-300', closed: 'bg-gray-100 text-gray-800 border-gray-300' } as const;

export function ThreadStatus({ status, label }: { status: ThreadSummaryView['status']; label: string }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${statusTone[status]}`}>{label}</span>;
}

export function ThreadList({ threads, base, empty }: { threads: ThreadSummaryView[]; base: string; empty: string }) {
  if (threads.length === 0) return <p className="text-gray-800">{empty}</p>;
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label="Conversations">
      {threads.map((t) => (
        <li key={t.ticket_id} data-testid="thread-row" data-unread={t.unread > 0 ? 'true' : undefined}>
          <Link to={`${base}/${t.ticket_id}`} className={`flex items-start gap-3 p-3 hover:bg-gray-50 ${t.unread > 0 ? 'bg-primary/5' : ''}`}>
            {t.product_image ? <img src={t.product_image} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded object-cover" /> : null}
            <span className="min-w-0 flex-1">
              <span className={`block break-words text-gray-900 ${t.unread > 0 ? 'font-bold' : 'font-medium'}`}>
                {t.unread > 0 ? (
                  <span className="mr-2 inline-block rounded-full bg-primary px-2 text-xs font-bold text-on-primary" aria-label={`${t.unread} new`}>
                    {t.unread} new
                  </span>
                ) : null}
                {t.subject}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-800">
                <ThreadStatus status={t.status} label={t.status_label} />
                {t.order_code ? <span className="font-mono">{t.order_code}</span> : null}
                <time dateTime={t.last_message_at}>{formatOrderDate(t.last_message_at)}</time>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Conversation({ thread, shopName }: { thread: ThreadDetailView; shopName: string }) {
  return (
    <div className="space-y-4">
      {thread.product ? (
        <a href={thread.product.url} className="flex items-center gap-3 rounded-lg border border-gray-200 p-3 hover:border-primary" data-testid="thread-product">
          {thread.product.image ? <img src={thread.product.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded object-cover" /> : null}
          <span className="min-w-0">
            <span className="block break-words font-medium text-gray-900">{thread.product.name}</span>
            {thread.product.price !== null ? <span className="text-sm text-gray-800">{formatTaka(thread.product.price)}</span> : null}
          </span>
        </a>
      ) : null}
      {thread.order_id !== null && thread.order_code ? (
        <p className="text-sm text-gray-800">
          About order{' '}
          <Link to={`/customer/dashboard/purchase-details/${thread.order_id}`} className="font-mono font-semibold text-primary-text underline">
            {thread.order_code}
          </Link>
        </p>
      ) : null}
      {thread.messages.length === 0 ? (
        <p className="text-gray-800">No messages yet. Write your question below.</p>
      ) : (
        <ol className="space-y-3" aria-label="Messages">
          {thread.messages.map((m) => (
            <li
              key={m.id}
              data-testid="thread-message"
              className={`max-w-[85%] rounded-lg border p-3 ${m.author === 'customer' ? 'ml-auto border-primary/30 bg-primary/5' : 'mr-auto border-gray-200 bg-gray-50'}`}
            >
              <p className="text-xs font-semibold text-gray-800">
                {m.author === 'customer' ? 'You' : shopName} · <time dateTime={m.created_at}>{formatOrderTime(m.created_at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-gray-900">{m.body}</p>
              {m.attachment ? (
                <p className="mt-2 text-sm">
                  <a href={m.attachment.url} className="break-all font-medium text-primary-text underline" download>
                    {m.attachment.name}
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function MessageField({ id, error, defaultValue, label = 'Message' }: { id: string; error?: string; defaultValue?: string; label?: string }) {
  return <TextareaField id={id} name="message" label={label} rows={4} maxLength={MESSAGE_MAX} required defaultValue={defaultValue} error={error} />;
}

export function AttachmentField({ id, error }: { id: string; error?: string }) {
  return <FileField id={id} name="attachment" label="Attachment (optional)" accept=".jpg,.jpeg,.png,.pdf" hint="JPG, PNG or PDF, at most 5 MB" error={error} />;
}

export function ReplyForm({ thread, result }: { thread: ThreadDetailView; result?: { errors: Record<string, string>; message: string | null; message_text?: string } }) {
  const busy = useNavigation().state !== 'idle';
  const errors = result?.errors ?? {};
  if (!thread.can_reply) return <p className="rounded-md border border-gray-300 bg-gray-50 p-3 text-gray-900">This conversation is closed.</p>;
  return (
    <div className="space-y-3">
      {/* Keyed by the message count: a sent reply empties the field (a refused one keeps it). */}
      <Form key={thread.messages.length} failed={result} method="post" encType="multipart/form-data" className="space-y-3" noValidate>
        <Notice tone="error">{result?.message}</Notice>
        <input type="hidden" name="intent" value="reply" />
        <MessageField id="reply-message" label="Your reply" error={errors.message} defaultValue={result?.message_text} />
        <AttachmentField id="reply-attachment" error={errors.attachment} />
        <button type="submit" className="rounded-md bg-primary px-4 py-2.5 font-semibold text-on-primary disabled:opacity-60" disabled={busy}>
          Send
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="close" />
        <button type="submit" className="rounded-md border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50" disabled={busy}>
          Close this conversation
        </button>
      </Form>
    </div>
  );
}

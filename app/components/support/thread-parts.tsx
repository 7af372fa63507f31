// The Support Ticket and Messages pages' parts (issue 13 item 2) and the one thread page the
// dashboard and the seller console share (issue 22 item 3): a thread list with unread
// markers (unread first, as the service orders them), a conversation, and the reply form.
// Every text a customer or the shop wrote is rendered as a React text node — escaped, never
// as HTML — and line breaks are kept with CSS. Plain forms and links: no JavaScript needed.
import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, PageTitle } from '../ui/card';
import { FileField, Form, TextareaField } from '../ui/field';
import { MESSAGE_MAX } from '../../../core/support-messages';
import type { ThreadDetailView, ThreadMessageView, ThreadSummaryView } from '../../../services/support/thread-views';
import type { MessageId } from '../../../core/i18n/catalog';
import { useI18n } from '../../lib/i18n';
import { Notice } from '../ui/notice';
import { useOrderTimes } from '../order/order-parts';

const statusTone = { open: 'info', answered: 'success', closed: 'neutral' } as const;

/** The thread's state, named in the page's language (`label`, the service's English name, is not shown). */
export function ThreadStatus({ status }: { status: ThreadSummaryView['status']; label?: string }) {
  const { t } = useI18n();
  return (
    <Badge tone={statusTone[status]} data-testid="thread-status">
      {t(`support.status.${status}`)}
    </Badge>
  );
}

export function ThreadList({ threads, base, empty }: { threads: ThreadSummaryView[]; base: string; empty: string }) {
  const { t, digits } = useI18n();
  const times = useOrderTimes();
  if (threads.length === 0) return <p className="text-gray-800">{empty}</p>;
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label={t('support.conversations')}>
      {threads.map((thread) => (
        <li key={thread.ticket_id} data-testid="thread-row" data-unread={thread.unread > 0 ? 'true' : undefined}>
          <Link to={`${base}/${thread.ticket_id}`} className={`flex items-start gap-3 p-3 hover:bg-gray-50 ${thread.unread > 0 ? 'bg-primary-wash' : ''}`}>
            {thread.product_image ? <img src={thread.product_image} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded object-cover" /> : null}
            <span className="min-w-0 flex-1">
              <span className={`block break-words text-gray-900 ${thread.unread > 0 ? 'font-bold' : 'font-medium'}`}>
                {thread.unread > 0 ? (
                  <Badge tone="primary" className="mr-2" aria-label={t('support.newCount', { n: thread.unread })}>
                    {t('support.newCount', { n: thread.unread })}
                  </Badge>
                ) : null}
                {thread.subject}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-800">
                <ThreadStatus status={thread.status} />
                {thread.order_code ? <span className="font-mono">{digits(thread.order_code)}</span> : null}
                <time dateTime={thread.last_message_at}>{times.day(thread.last_message_at)}</time>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Whose page it is: the customer's (dashboard) or the shop's staff (console). */
export type ThreadViewer = 'customer' | 'staff';

/** The words of one side's thread page: catalog ids (core/i18n/catalog-account-en.ts). */
export interface ThreadWords {
  replyLabel: MessageId;
  send: MessageId;
  close: MessageId;
  closed: MessageId;
  /** Under the attachment field. */
  attachmentHint: MessageId;
}

export const customerThreadWords: ThreadWords = {
  replyLabel: 'support.replyLabel',
  send: 'support.send',
  close: 'support.close',
  closed: 'support.closed',
  attachmentHint: 'support.attachmentHint',
};

export const staffThreadWords: ThreadWords = {
  replyLabel: 'support.staff.replyLabel',
  send: 'support.staff.send',
  close: 'support.staff.close',
  closed: 'support.staff.closed',
  attachmentHint: 'support.staff.attachmentHint',
};

export type ReplyResult = { errors: Record<string, string>; message: string | null; message_text?: string };

/**
 * The one thread page (issue 22 item 3): a support ticket or a product inquiry, for the
 * customer (dashboard Support Ticket and Messages) and for the shop's staff (console Messages)
 * — the way back, the subject, its state and what it is about, the conversation and the reply
 * form with Close. `names` says who wrote what: each side sees its own messages as "You"/"Shop".
 */
export function ThreadPage({
  thread,
  viewer,
  back,
  names,
  about,
  orderHref,
  notice,
  result,
}: {
  thread: ThreadDetailView;
  viewer: ThreadViewer;
  back: { to: string; label: string };
  /** How each author is named on this side's page. */
  names: Record<ThreadMessageView['author'], string>;
  /** Beside the state: the kind, the customer (console). */
  about?: ReactNode;
  /** The page of the order the thread is about, on this side. */
  orderHref: (orderId: number) => string;
  notice?: string | null;
  result?: ReplyResult;
}) {
  const words = viewer === 'customer' ? customerThreadWords : staffThreadWords;
  return (
    <div className="space-y-4">
      <p>
        <Link to={back.to} className="text-sm font-medium text-primary-text underline">
          ← {back.label}
        </Link>
      </p>
      <div>
        <PageTitle className="break-words">{thread.subject}</PageTitle>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
          <ThreadStatus status={thread.status} />
          {about}
        </p>
      </div>
      <Notice tone="success">{notice}</Notice>
      <Conversation thread={thread} viewer={viewer} names={names} orderHref={orderHref} />
      <ReplyForm thread={thread} result={result} words={words} />
    </div>
  );
}

/** The customer's thread page: a ticket (back to Support Ticket) or an inquiry (back to Messages). */
export function CustomerThreadPage({ list, shopName, ...page }: { list: 'support' | 'messages'; shopName: string; thread: ThreadDetailView; notice?: string | null; result?: ReplyResult }) {
  const { t } = useI18n();
  return (
    <ThreadPage
      {...page}
      viewer="customer"
      back={{ to: `/customer/dashboard/${list}`, label: list === 'support' ? t('support.allTickets') : t('support.allMessages') }}
      names={{ customer: t('support.you'), staff: shopName }}
      orderHref={(id) => `/customer/dashboard/purchase-details/${id}`}
    />
  );
}

export function Conversation({
  thread,
  viewer,
  names,
  orderHref,
}: {
  thread: ThreadDetailView;
  viewer: ThreadViewer;
  names: Record<ThreadMessageView['author'], string>;
  orderHref: (orderId: number) => string;
}) {
  const { t, taka, digits } = useI18n();
  const times = useOrderTimes();
  const own = viewer === 'customer' ? 'customer' : 'staff';
  return (
    <div className="space-y-4">
      {thread.product ? (
        <a href={thread.product.url} className="flex items-center gap-3 rounded-lg border border-gray-200 p-3 hover:border-primary" data-testid="thread-product">
          {thread.product.image ? <img src={thread.product.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded object-cover" /> : null}
          <span className="min-w-0">
            <span className="block break-words font-medium text-gray-900">{thread.product.name}</span>
            {thread.product.price !== null ? <span className="text-sm text-gray-800">{taka(thread.product.price)}</span> : null}
          </span>
        </a>
      ) : null}
      {thread.order_id !== null && thread.order_code ? (
        <p className="text-sm text-gray-800">
          {t('support.aboutOrder')}{' '}
          <Link to={orderHref(thread.order_id)} className="font-mono font-semibold text-primary-text underline">
            {digits(thread.order_code)}
          </Link>
        </p>
      ) : null}
      {thread.messages.length === 0 ? (
        <p className="text-gray-800">{t('support.noMessages')}</p>
      ) : (
        <ol className="space-y-3" aria-label={t('support.conversation')}>
          {thread.messages.map((m) => (
            <li
              key={m.id}
              data-testid="thread-message"
              className={`max-w-[85%] rounded-lg border p-3 ${m.author === own ? 'ml-auto border-primary/30 bg-primary-wash' : 'mr-auto border-gray-200 bg-gray-50'}`}
            >
              <p className="text-xs font-semibold text-gray-800">
                {names[m.author]} · <time dateTime={m.created_at}>{times.time(m.created_at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-gray-900">{m.body}</p>
              {m.attachment ? (
                <p className="mt-2 text-sm">
                  <a href={m.attachment.url} className="break-all font-medium text-primary-text underline" download>
                    {t('support.attachment', { name: m.attachment.name })}
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

export function MessageField({ id, error, defaultValue, label }: { id: string; error?: string; defaultValue?: string; label?: string }) {
  const { t } = useI18n();
  return <TextareaField id={id} name="message" label={label ?? t('support.message')} rows={4} maxLength={MESSAGE_MAX} required defaultValue={defaultValue} error={error} />;
}

export function AttachmentField({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const { t } = useI18n();
  return <FileField id={id} name="attachment" label={t('support.attachmentLabel')} accept=".jpg,.jpeg,.png,.pdf" hint={hint ?? t(customerThreadWords.attachmentHint)} error={error} />;
}

export function ReplyForm({ thread, result, words }: { thread: ThreadDetailView; result?: ReplyResult; words: ThreadWords }) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.errors ?? {};
  if (!thread.can_reply) return <Notice tone="info">{t(words.closed)}</Notice>;
  return (
    <Card title={t('support.reply')} titleId="reply-heading">
      {/* Keyed by the message count: a sent reply empties the field (a refused one keeps it). */}
      <Form key={thread.messages.length} failed={result} method="post" encType="multipart/form-data" className="space-y-3" noValidate>
        <Notice tone="error">{result?.message}</Notice>
        <input type="hidden" name="intent" value="reply" />
        <MessageField id="reply-message" label={t(words.replyLabel)} error={errors.message} defaultValue={result?.message_text} />
        <AttachmentField id="reply-attachment" error={errors.attachment} hint={t(words.attachmentHint)} />
        <Button type="submit" disabled={busy}>
          {t(words.send)}
        </Button>
      </Form>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="close" />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t(words.close)}
        </Button>
      </Form>
    </Card>
  );
}

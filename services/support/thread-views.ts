// The shapes the customer's pages and the API show a thread in. Texts are plain text: the
// pages render them escaped (React text nodes), the API returns them as they were written.
import { threadStatusLabels } from '../../core/support-messages';
import type { ThreadListRow, ThreadMessageRow } from '../../db/thread.repository';
import type { Thread, ThreadAuthor, ThreadKind, ThreadStatus } from '../../db/schema';
import { attachmentPath } from './thread-input';

export interface ThreadProductView {
  id: number | null;
  name: string;
  image: string | null;
  url: string;
  price: number | null;
}

export interface ThreadSummaryView {
  ticket_id: number;
  subject: string;
  status: ThreadStatus;
  status_label: string;
  order_id: number | null;
  order_code: string | null;
  product_name: string | null;
  product_image: string | null;
  /** Replies from the shop the customer has not opened (0: nothing new). */
  unread: number;
  last_message_at: string;
  created_at: string;
}

export interface ThreadMessageView {
  id: number;
  author: ThreadAuthor;
  body: string;
  attachment: { name: string; url: string } | null;
  created_at: string;
}

export interface ThreadDetailView {
  ticket_id: number;
  kind: ThreadKind;
  subject: string;
  status: ThreadStatus;
  status_label: string;
  order_id: number | null;
  order_code: string | null;
  product: ThreadProductView | null;
  /** The shop's replies that were unread when the customer opened it now. */
  unread: number;
  can_reply: boolean;
  last_message_at: string;
  created_at: string;
  messages: ThreadMessageView[];
}

export function toThreadSummary(row: ThreadListRow): ThreadSummaryView {
  return {
    ticket_id: row.id,
    subject: row.subject,
    status: row.status,
    status_label: threadStatusLabels[row.status],
    order_id: row.order_id,
    order_code: row.order_code,
    product_name: row.product_name,
    product_image: row.product_image,
    unread: row.customer_unread,
    last_message_at: row.last_message_at,
    created_at: row.created_at,
  };
}

export function toThreadDetail(thread: Thread, orderCode: string | null, messages: ThreadMessageRow[], unread: number): ThreadDetailView {
  return {
    ticket_id: thread.id,
    kind: thread.kind,
    subject: thread.subject,
    status: thread.status,
    status_label: threadStatusLabels[thread.status],
    order_id: thread.order_id,
    order_code: orderCode,
    product:
      thread.product_name !== null
        ? { id: thread.product_id, name: thread.product_name, image: thread.product_image, url: thread.product_url ?? '', price: thread.product_price }
        : null,
    unread,
    can_reply: thread.status !== 'closed',
    last_message_at: thread.last_message_at,
    created_at: thread.created_at,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      body: m.body,
      attachment: m.attachment_id !== null && m.attachment_name !== null ? { name: m.attachment_name, url: attachmentPath(m.id) } : null,
      created_at: m.created_at,
    })),
  };
}

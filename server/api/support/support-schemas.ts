// Shared pieces of the support calls (issue 13 item 2; docs/decisions/022): the thread shapes
// for the OpenAPI document, the optional attachment of a multipart body (limited before it is
// read, like the order-attachment upload), and one factory per call shape so tickets and
// inquiries answer alike. Texts are plain text both ways: the API returns them as written.
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { MAX_ATTACHMENT_BYTES } from '../../../core/attachment-content';
import { attachmentMessages } from '../../../core/cart-messages';
import type { ThreadKind } from '../../../db/schema';
import { closeThread } from '../../../services/support/close-thread';
import { getThread } from '../../../services/support/get-thread';
import { listThreads } from '../../../services/support/list-threads';
import { replyToThread } from '../../../services/support/reply-to-thread';
import type { ThreadFile } from '../../../services/support/thread-input';
import { apiError } from '../../errors';
import type { ApiApp } from '../../hono-env';
import { requiredIdField } from '../../../services/input';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const status = z.enum(['open', 'answered', 'closed']);

export const ThreadSummarySchema = z
  .object({
    ticket_id: z.number().int(),
    subject: z.string().openapi({ description: 'Plain text (never HTML)' }),
    status,
    status_label: z.string(),
    order_id: z.number().int().nullable(),
    order_code: z.string().nullable(),
    product_name: z.string().nullable(),
    product_image: z.string().nullable(),
    unread: z.number().int().openapi({ description: 'Replies from the shop not opened yet' }),
    last_message_at: z.string(),
    created_at: z.string(),
  })
  .openapi('ThreadSummary');

export const ThreadDetailSchema = z
  .object({
    ticket_id: z.number().int(),
    kind: z.enum(['ticket', 'inquiry']),
    subject: z.string(),
    status,
    status_label: z.string(),
    order_id: z.number().int().nullable(),
    order_code: z.string().nullable(),
    product: z
      .object({ id: z.number().int().nullable(), name: z.string(), image: z.string().nullable(), url: z.string(), price: z.number().int().nullable() })
      .nullable()
      .openapi({ description: 'The product summary the server built when the inquiry was opened' }),
    unread: z.number().int().openapi({ description: 'Replies that were unread when this call opened the thread (it marks them read)' }),
    can_reply: z.boolean(),
    last_message_at: z.string(),
    created_at: z.string(),
    messages: z.array(
      z.object({
        id: z.number().int(),
        author: z.enum(['customer', 'staff']),
        body: z.string().openapi({ description: 'Plain text (never HTML)' }),
        attachment: z.object({ name: z.string(), url: z.string() }).nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .openapi('ThreadDetail');

/** The optional file of a multipart body. */
export const attachmentField = z
  .any()
  .optional()
  .openapi({ type: 'string', format: 'binary', description: 'Optional: .jpg .jpeg .png or .pdf whose content agrees, at most 5 MB (multipart only)' });

const textField = (description: string) => z.union([z.string(), z.number()]).optional().openapi({ description });

/** A File from a parsed body, or null when none (or an empty file input) was sent. */
export async function fileOf(value: unknown): Promise<ThreadFile | null> {
  if (!(value instanceof File) || (value.name === '' && value.size === 0)) return null;
  return { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/** Room for the multipart envelope and text fields around a 5 MB file. */
const BODY_LIMIT = MAX_ATTACHMENT_BYTES + 64 * 1024;

/** Refuses a body over the limit before it is read (Content-Length and the streamed bytes). */
export function limitBody(app: ApiApp, path: string): void {
  app.use(path, bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => apiError(c, attachmentMessages.tooLarge, 413) }));
}

const noun = (kind: ThreadKind) => (kind === 'ticket' ? 'support ticket' : 'inquiry');
const common = {
  401: { description: 'Not logged in', ...refusal },
  422: { description: 'Invalid input', ...refusal },
};

export function registerThreadList(app: ApiApp, kind: ThreadKind, path: string): void {
  const Body = z.object({ page: z.union([z.string(), z.number()]).optional().openapi({ description: 'Page number from 1 (10 to a page)' }) });
  const route = createRoute({
    method: 'post',
    path,
    request: { body: requestBody(Body) },
    responses: {
      ...okResponse(
        z.object({ success: z.literal(true), threads: z.array(ThreadSummarySchema), page: z.number().int(), page_size: z.number().int(), total: z.number().int(), pager: z.string() }),
        `The customer’s ${noun(kind)} threads, unread first`,
      ),
      ...common,
    },
  });
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const page = Number(body.page ?? 1);
    return c.json({ success: true as const, ...(await listThreads(c.get('ctx'), kind, Number.isFinite(page) ? page : 1)) }, 200);
  });
}

export function registerThreadDetails(app: ApiApp, kind: ThreadKind, path: string): void {
  const Body = z.object({ ticket_id: requiredIdField('ticket_id') });
  const route = createRoute({
    method: 'post',
    path,
    request: { body: requestBody(Body) },
    responses: {
      ...okResponse(z.object({ success: z.literal(true), ticket: ThreadDetailSchema }), `One ${noun(kind)} with its messages (its replies marked read)`),
      ...common,
      404: { description: `No such ${noun(kind)} of this customer`, ...refusal },
    },
  });
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    return c.json({ success: true as const, ticket: await getThread(c.get('ctx'), kind, body.ticket_id) }, 200);
  });
}

export function registerThreadReply(app: ApiApp, kind: ThreadKind, path: string): void {
  const Body = z.object({ ticket_id: requiredIdField('ticket_id'), message: textField('Plain text, 1–4000 characters'), attachment: attachmentField });
  const route = createRoute({
    method: 'post',
    path,
    request: { body: requestBody(Body) },
    responses: {
      ...okResponse(z.object({ success: z.literal(true), message_id: z.number().int() }), 'Sent: the thread is open and unread for the shop'),
      ...common,
      404: { description: `No such ${noun(kind)} of this customer`, ...refusal },
      409: { description: 'The thread is closed', ...refusal },
      413: { description: 'More than 5 MB', ...refusal },
      429: { description: 'More than 30 uploads in an hour', ...refusal },
    },
  });
  limitBody(app, path);
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const sent = await replyToThread(c.get('ctx'), kind, body.ticket_id, { message: body.message, attachment: await fileOf(body.attachment) });
    return c.json({ success: true as const, ...sent }, 200);
  });
}

export function registerThreadClose(app: ApiApp, kind: ThreadKind, path: string): void {
  const Body = z.object({ ticket_id: requiredIdField('ticket_id') });
  const route = createRoute({
    method: 'post',
    path,
    request: { body: requestBody(Body) },
    responses: {
      ...okResponse(z.object({ success: z.literal(true), closed: z.boolean().openapi({ description: 'false: it was closed already' }) }), 'Closed'),
      ...common,
      404: { description: `No such ${noun(kind)} of this customer`, ...refusal },
    },
  });
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    return c.json({ success: true as const, ...(await closeThread(c.get('ctx'), kind, body.ticket_id)) }, 200);
  });
}

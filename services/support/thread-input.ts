// What every support use case shares: the plain-text rules for subjects and messages, the
// not-found refusal of each kind (a foreign id is refused exactly like an unknown one), the
// dashboard path of a thread, and the file a message may carry.
import { MESSAGE_MAX, SUBJECT_MAX, supportMessages } from '../../core/support-messages';
import type { ThreadKind } from '../../db/schema';
import type { UploadedFile } from '../cart/attachment-types';

export type { ThreadKind };

/** A file on a thread message, as uploaded (the attachment rules: services/cart/operations/store-attachment.ts). */
export type ThreadFile = UploadedFile;
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';

/**
 * Plain text as typed: line breaks made \n, control characters (other than \n and \t)
 * dropped, trimmed. Never parsed as HTML: pages render it escaped, the API returns it as is.
 */
export function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
}

export function readSubject(value: unknown): string {
  const subject = plainText(value).replace(/\s+/g, ' ');
  if (subject === '') throw new DomainError('invalid', supportMessages.subjectRequired, { subject: supportMessages.subjectRequired });
  if (subject.length > SUBJECT_MAX) throw new DomainError('invalid', supportMessages.subjectTooLong, { subject: supportMessages.subjectTooLong });
  return subject;
}

export function readMessage(value: unknown): string {
  const message = plainText(value);
  if (message === '') throw new DomainError('invalid', supportMessages.messageRequired, { message: supportMessages.messageRequired });
  if (message.length > MESSAGE_MAX) throw new DomainError('invalid', supportMessages.messageTooLong, { message: supportMessages.messageTooLong });
  return message;
}

/** The refusal for a thread that is not the actor's (or does not exist): the same either way. */
export function threadNotFound(kind: ThreadKind): DomainError {
  return new DomainError('not_found', kind === 'ticket' ? supportMessages.ticketNotFound : supportMessages.inquiryNotFound);
}

/** A thread id from a path or a body: a positive whole number, else null. */
export function parseThreadId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The customer's page of a thread: Support Ticket or Messages. */
export function threadPath(kind: ThreadKind, id: number): string {
  return kind === 'ticket' ? `/customer/dashboard/support/${id}` : `/customer/dashboard/messages/${id}`;
}

/** Where a message's attachment is served (to the thread's customer; the console has its own). */
export function attachmentPath(messageId: number): string {
  return `/customer/support-attachment/${messageId}`;
}

export function isoNow(ctx: Ctx): string {
  return new Date(ctx.clock.now()).toISOString();
}

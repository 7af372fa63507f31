// The loaders and actions behind the Support Ticket and Messages pages (issue 13 item 2): thin
// calls into services/support, shared by the two kinds. Every form is a plain POST (multipart
// when it carries a file), answered with a redirect on success, so the pages work without
// JavaScript; a refusal comes back as the form's errors with the service's status.
import { data, redirect } from 'react-router';
import { parsePageParam } from '../../core/pager';
import { supportMessages } from '../../core/support-messages';
import type { ThreadKind } from '../../services/support/thread-input';
import type { Ctx } from '../../services/context';
import { errorStatus } from '../../services/error-status';
import { closeThread } from '../../services/support/close-thread';
import { getThread } from '../../services/support/get-thread';
import { listThreads } from '../../services/support/list-threads';
import { replyToThread } from '../../services/support/reply-to-thread';
import type { ThreadFile } from '../../services/support/thread-input';
import { parseThreadId, threadPath } from '../../services/support/thread-input';
import { formFailure, requireCustomer, text, type FormFailure } from './customer-session.server';
import { notFoundOn } from './not-found';

export type SupportFormResult = FormFailure & { message_text?: string };

/** A file input's value, or null when no file was chosen. */
export async function formFile(form: FormData, name: string): Promise<ThreadFile | null> {
  const value = form.get(name);
  if (!(value instanceof File) || (value.name === '' && value.size === 0)) return null;
  return { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
}

export async function loadThreadList(request: Request, context: Ctx, kind: ThreadKind) {
  requireCustomer(request, context);
  return listThreads(context, kind, parsePageParam(new URL(request.url).searchParams.get('page')));
}

export async function loadThread(request: Request, context: Ctx, kind: ThreadKind, param: string | undefined) {
  requireCustomer(request, context);
  const url = new URL(request.url);
  const thread = await getThread(context, kind, parseThreadId(param) ?? 0).catch(notFoundOn);
  return { thread, notice: url.searchParams.get('sent') ? supportMessages.replied : url.searchParams.get('closed') ? supportMessages.closedDone : null };
}

/** Reply (intent=reply: message and an optional attachment) or close (intent=close). */
export async function threadAction(request: Request, context: Ctx, kind: ThreadKind, param: string | undefined) {
  requireCustomer(request, context);
  const id = parseThreadId(param) ?? 0;
  const form = await request.formData();
  const message = text(form, 'message');
  try {
    if (text(form, 'intent') === 'close') {
      await closeThread(context, kind, id).catch(notFoundOn);
      return redirect(`${threadPath(kind, id)}?closed=1`);
    }
    await replyToThread(context, kind, id, { message, attachment: await formFile(form, 'attachment') }).catch(notFoundOn);
    return redirect(`${threadPath(kind, id)}?sent=1`);
  } catch (err) {
    return data<SupportFormResult>({ ...formFailure(err), message_text: message }, { status: errorStatus(err) });
  }
}

// The loaders and actions behind the Support Ticket and Messages pages (issue 13 item 2): thin
// calls into services/support, shared by the two kinds. Every form is a plain POST (multipart
// when it carries a file), answered with a redirect on success, so the pages work without
// JavaScript; a refusal comes back as the form's errors with the service's status.
import { redirect } from 'react-router';
import { parsePageParam } from '../../core/pager';
import { supportMessages } from '../../core/support-messages';
import { localText } from './local-text.server';
import type { ThreadKind } from '../../services/support/thread-input';
import type { Ctx } from '../../services/context';
import { closeThread } from '../../services/support/close-thread';
import { getThread } from '../../services/support/get-thread';
import { listThreads } from '../../services/support/list-threads';
import { replyToThread } from '../../services/support/reply-to-thread';
import { parseThreadId, threadPath } from '../../services/support/thread-input';
import { formFile, runAction, text, type FormFailure } from './action.server';
import { requireCustomer } from './customer-session.server';
import { notFoundOn } from './not-found';

export type SupportFormResult = FormFailure & { message_text?: string };

export async function loadThreadList(request: Request, context: Ctx, kind: ThreadKind) {
  requireCustomer(request, context);
  return listThreads(context, kind, parsePageParam(new URL(request.url).searchParams.get('page')));
}

export async function loadThread(request: Request, context: Ctx, kind: ThreadKind, param: string | undefined) {
  requireCustomer(request, context);
  const url = new URL(request.url);
  const thread = await getThread(context, kind, parseThreadId(param) ?? 0).catch(notFoundOn);
  return { thread, notice: localText(context, url.searchParams.get('sent') ? supportMessages.replied : url.searchParams.get('closed') ? supportMessages.closedDone : null) };
}

/** Reply (intent=reply: message and an optional attachment) or close (intent=close). */
export async function threadAction(request: Request, context: Ctx, kind: ThreadKind, param: string | undefined) {
  requireCustomer(request, context);
  const id = parseThreadId(param) ?? 0;
  const form = await request.formData();
  const message = text(form, 'message');
  return runAction(
    async () => {
      if (text(form, 'intent') === 'close') {
        await closeThread(context, kind, id);
        return redirect(`${threadPath(kind, id)}?closed=1`);
      }
      await replyToThread(context, kind, id, { message, attachment: await formFile(form, 'attachment') });
      return redirect(`${threadPath(kind, id)}?sent=1`);
    },
    // Another's or an unknown thread is the 404 page.
    (r): SupportFormResult => (r.code === 'not_found' ? notFoundOn(r.error) : { errors: r.errors, message: r.message, message_text: message }),
  );
}

// /customer/dashboard/messages/{ticket_id} (storefront.md dashboard "messages/{id}"): one of the
// customer's product inquiries (Chat Now) — the product summary, its messages (plain text, escaped), attachments, a reply form
// and Close. Opening it marks the shop's replies read. Another customer's or shop's id is the
// 404 page, like an unknown one.
import { useActionData, useLoaderData } from 'react-router';
import { CustomerThreadPage } from '../../../components/support/thread-parts';
import { LiveAnnouncement, useLiveThread } from '../../../components/support/use-live-thread';
import { loadThread, threadAction } from '../../../lib/support-pages.server';
import type { Route } from './+types/messages-thread';
import { metaTranslator, shopTitle } from '../../../lib/page-title';

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [{ title: shopTitle(loaded ? loaded.thread.subject : metaTranslator(matches).t('support.messages.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { ...(await loadThread(request, context, 'inquiry', params.ticket_id)), shopName: context.shop.shop_name };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return threadAction(request, context, 'inquiry', params.ticket_id);
}

export default function MessagesThread() {
  const { thread, notice, shopName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // New replies appear while the thread is open, announced to screen readers (issue 23 item 9).
  const announcement = useLiveThread(thread, shopName);
  return (
    <>
      <CustomerThreadPage list="messages" thread={thread} shopName={shopName} notice={notice} result={result} />
      <LiveAnnouncement text={announcement} />
    </>
  );
}

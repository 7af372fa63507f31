// /customer/dashboard/support/{id} (storefront.md dashboard "support/{id}"): one of the
// customer's support tickets — its messages (plain text, escaped), attachments, a reply form
// and Close. Opening it marks the shop's replies read. Another customer's or shop's id is the
// 404 page, like an unknown one.
import { useActionData, useLoaderData } from 'react-router';
import { CustomerThreadPage } from '../../../components/support/thread-parts';
import { LiveAnnouncement, useLiveThread } from '../../../components/support/use-live-thread';
import { loadThread, threadAction } from '../../../lib/support-pages.server';
import type { Route } from './+types/support-thread';
import { metaTranslator, shopTitle } from '../../../lib/page-title';

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [{ title: shopTitle(loaded ? loaded.thread.subject : metaTranslator(matches).t('support.tickets.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { ...(await loadThread(request, context, 'ticket', params.id)), shopName: context.shop.shop_name };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return threadAction(request, context, 'ticket', params.id);
}

export default function SupportThread() {
  const { thread, notice, shopName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // New replies appear while the thread is open, announced to screen readers (issue 23 item 9).
  const announcement = useLiveThread(thread, shopName);
  return (
    <>
      <CustomerThreadPage list="support" thread={thread} shopName={shopName} notice={notice} result={result} />
      <LiveAnnouncement text={announcement} />
    </>
  );
}

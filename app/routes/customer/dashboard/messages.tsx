// /customer/dashboard/messages (storefront.md dashboard "Messages"): the customer's product
// inquiries, unread replies first, 10 to a page. Its action is Chat Now without JavaScript: the
// product page's Chat Now form posts `product_id` here; the inquiry is opened (or the open one
// about that product found) and the browser goes to /customer/dashboard/messages/{ticket_id}.
// A guest goes to login with the spec's return target /r/{shop}/products/{id}.
import { redirect, useLoaderData } from 'react-router';
import { pageCount } from '../../../../core/pager';
import { Pager, pageHref } from '../../../components/ui/pager';
import { returnTargetCookie } from '../../../../services/accounts/customer-cookies';
import { createInquiry } from '../../../../services/support/create-inquiry';
import { parseThreadId } from '../../../../services/support/thread-input';
import { ThreadList } from '../../../components/support/thread-parts';
import { text } from '../../../lib/action.server';
import { notFoundOn } from '../../../lib/not-found';
import { loadThreadList } from '../../../lib/support-pages.server';
import type { Route } from './+types/messages';
import { metaTranslator, shopTitle } from '../../../lib/page-title';
import { useI18n } from '../../../lib/i18n';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('support.messages.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { list: await loadThreadList(request, context, 'inquiry') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const productId = parseThreadId(text(form, 'product_id')) ?? 0;
  if (context.actor.kind !== 'customer') {
    const headers = new Headers();
    const cookie = returnTargetCookie(`/r/${encodeURIComponent(context.shop.slug)}/products/${productId}`, context.request.secureCookies);
    if (cookie) headers.append('Set-Cookie', cookie);
    return redirect('/customer/login', { headers });
  }
  const { ticket_id } = await createInquiry(context, { productId }).catch(notFoundOn);
  return redirect(`/customer/dashboard/messages/${ticket_id}`);
}

export default function Messages() {
  const { list } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('support.messages.title')}</h1>
      <p className="text-gray-800">{t('support.messages.intro')}</p>
      <ThreadList threads={list.threads} base="/customer/dashboard/messages" empty={t('support.messages.empty')} />
      <Pager page={list.page} pageCount={pageCount(list.total, list.page_size)} text={list.pager} href={(n) => pageHref('/customer/dashboard/messages', {}, n)} />
    </div>
  );
}

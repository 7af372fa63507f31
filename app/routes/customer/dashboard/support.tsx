// /customer/dashboard/support (storefront.md dashboard "Support Ticket"; after-cart.md "Support
// tickets and messages"): the customer's support tickets, unread replies first, 10 to a page,
// and the New ticket form — subject, message, optionally one of their orders and one
// attachment. The action opens the ticket and goes to its page. Works without JavaScript.
import { redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { pageCount } from '../../../../core/pager';
import { Pager, pageHref } from '../../../components/ui/pager';
import { SUBJECT_MAX } from '../../../../core/support-messages';
import { createSupportTicket } from '../../../../services/support/create-support-ticket';
import { listTicketOrders } from '../../../../services/support/list-ticket-orders';
import { Button } from '../../../components/ui/button';
import { Field, Form, SelectField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { AttachmentField, MessageField, ThreadList } from '../../../components/support/thread-parts';
import { requireCustomer } from '../../../lib/customer-session.server';
import { loadThreadList } from '../../../lib/support-pages.server';
import { text, type FormFailure, formFile, runAction } from '../../../lib/action.server';
import type { Route } from './+types/support';
import { metaTranslator, shopTitle } from '../../../lib/page-title';
import { useI18n } from '../../../lib/i18n';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('support.tickets.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const [list, orders] = await Promise.all([loadThreadList(request, context, 'ticket'), listTicketOrders(context)]);
  return { list, orders };
}

type ActionResult = FormFailure & { subject: string; message_text: string; order_id: string };

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const form = await request.formData();
  const subject = text(form, 'subject');
  const message = text(form, 'message');
  const orderId = text(form, 'order_id');
  return runAction(
    async () => {
      const { ticket_id } = await createSupportTicket(context, { subject, message, orderId, attachment: await formFile(form, 'attachment') });
      return redirect(`/customer/dashboard/support/${ticket_id}`);
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message, subject, message_text: message, order_id: orderId }),
    { field: 'attachment' },
  );
}

export default function SupportTickets() {
  const { list, orders } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.errors ?? {};
  const { t, digits } = useI18n();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">{t('support.tickets.title')}</h1>
      <details className="rounded-lg border border-gray-200 p-3" open={result ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-gray-900">{t('support.tickets.new')}</summary>
        <Form failed={result} method="post" encType="multipart/form-data" className="mt-3 max-w-lg space-y-4" noValidate>
          <Notice tone="error">{result?.message}</Notice>
          <Field id="ticket-subject" name="subject" label={t('support.tickets.subject')} required maxLength={SUBJECT_MAX} defaultValue={result?.subject ?? ''} error={errors.subject} />
          <MessageField id="ticket-message" error={errors.message} defaultValue={result?.message_text} />
          <SelectField id="ticket-order" name="order_id" label={t('support.tickets.order')} defaultValue={result?.order_id ?? ''} error={errors.order_id}>
            <option value="">{t('support.tickets.noOrder')}</option>
            {orders.map((o) => (
              <option key={o.id} value={o.id}>
                {digits(o.code)}
              </option>
            ))}
          </SelectField>
          <AttachmentField id="ticket-attachment" error={errors.attachment} />
          <Button type="submit" block size="lg" disabled={busy}>
            {t('support.tickets.send')}
          </Button>
        </Form>
      </details>
      <section aria-labelledby="tickets-heading" className="space-y-3">
        <h2 id="tickets-heading" className="text-lg font-bold text-gray-900">
          {t('support.tickets.yours')}
        </h2>
        <ThreadList threads={list.threads} base="/customer/dashboard/support" empty={t('support.tickets.empty')} />
        <Pager page={list.page} pageCount={pageCount(list.total, list.page_size)} text={list.pager} href={(n) => pageHref('/customer/dashboard/support', {}, n)} />
      </section>
    </div>
  );
}

// /track-order and /customer/track-order (spec §2): the order code and the order's phone number
// → its status timeline and courier tracking, nothing else about the order. A code and phone
// that do not match, and too many tries, are refused with the service's message. Both are open
// to anyone, as the spec lists them among the public routes (issue 23 item 6): a guest who
// ordered by phone tracks without logging in; a logged-in shopper finds their phone filled in.
// One form that posts: it works without JavaScript; with it, no full reload.
import { useActionData, useLoaderData, useNavigation } from 'react-router';
import type { TrackedOrder } from '../../services/orders/order-types';
import { trackOrder } from '../../services/orders/track-order';
import { customerOf } from '../../services/actors';
import { Button } from '../components/ui/button';
import { Form, Field } from '../components/ui/field';
import { Notice } from '../components/ui/notice';
import { CourierTracking, StatusBadge, StatusTimeline } from '../components/order/order-parts';
import type { Route } from './+types/track-order';
import { shopTitle } from '../lib/page-title';
import { runAction, text } from '../lib/action.server';
import { translatorOf, useI18n, type PageI18n } from '../lib/i18n';
import { withCatalogArea } from '../lib/catalog-area.client';
import { localMessage } from '../lib/local-message.server';

export function meta({ matches }: Route.MetaArgs) {
  const { t } = translatorOf((matches[0]?.data as { i18n?: PageI18n } | undefined)?.i18n);
  return [{ title: shopTitle(t('track.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** "+8801712345678" → "01712345678", the way a shopper types it. */
function national(phone: string): string {
  return /^\+8801\d{9}$/.test(phone) ? `0${phone.slice(4)}` : phone;
}

// With its area's messages when the browser comes here from a store page (docs/decisions/072).
export const clientLoader = (args: Route.ClientLoaderArgs) => withCatalogArea(args);

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const customer = customerOf(context);
  return { code: url.searchParams.get('code') ?? '', phone: customer ? national(customer.phone) : '' };
}

type TrackResult = { ok: true; order: TrackedOrder; code: string; phone: string } | { ok: false; message: string; code: string; phone: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const code = text(form, 'order_code').slice(0, 40);
  const phone = text(form, 'phone').slice(0, 40);
  return runAction(
    async (): Promise<TrackResult> => ({ ok: true, order: await trackOrder(context, { orderCode: code, phone }), code, phone }),
    (r): TrackResult => ({ ok: false, message: localMessage(context, r.error.message), code, phone }),
  );
}

export default function TrackOrder() {
  const { t, digits } = useI18n();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <h1 className="text-2xl font-bold text-gray-900">{t('track.title')}</h1>
      <Form method="post" className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <Field
          id="track-code"
          name="order_code"
          label={t('track.code')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder={t('track.codePlaceholder')}
          defaultValue={result?.code ?? loaded.code}
          inputClassName="font-mono uppercase tracking-wider"
        />
        <Field
          id="track-phone"
          name="phone"
          label={t('track.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={40}
          placeholder={t('track.phonePlaceholder')}
          defaultValue={result?.phone ?? loaded.phone}
        />
        {result && !result.ok ? <Notice tone="error">{result.message}</Notice> : null}
        <Button type="submit" block size="lg" disabled={navigation.state !== 'idle'}>
          {t('track.button')}
        </Button>
      </Form>
      {result?.ok ? (
        <section className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-6" aria-labelledby="tracked-title" data-testid="tracked-order">
          <h2 id="tracked-title" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-gray-900">
            {t('track.order')} <span className="font-mono tracking-wider">{digits(result.order.code)}</span> <StatusBadge status={result.order.status} />
          </h2>
          <StatusTimeline status={result.order.status} timeline={result.order.timeline} />
          <CourierTracking courier={result.order.courier} tracking={result.order.tracking_code} url={result.order.tracking_url} shipment={result.order.shipment} />
        </section>
      ) : null}
    </div>
  );
}

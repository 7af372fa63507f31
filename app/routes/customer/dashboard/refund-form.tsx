// /customer/dashboard/refund/{id} (storefront.md; after-cart.md "Refund requests"): the request
// form for one delivered order — each line with a quantity (0 up to what is left), the reason,
// optional photos (the order-attachment rules: .jpg .jpeg .png .pdf, 5 MB each, checked by
// content) and where the refund goes. A plain multipart form: without JavaScript the action
// stores the photos, places the request and redirects to its details page. Another customer's
// or shop's order is the 404 page.
import { Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { isStoredId } from '../../../../core/cart';
import { DomainError } from '../../../../services/domain-error';
import { getRefundForm } from '../../../../services/refunds/get-refund-form';
import { requestRefund } from '../../../../services/refunds/request-refund';
import { refundMessages } from '../../../../core/refund-messages';
import { Button } from '../../../components/ui/button';
import { FieldError, FileField, Field, Form, RadioGroup, TextareaField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useOrderTimes } from '../../../components/order/order-parts';
import { ProductLine } from '../../../components/ui/product-line';
import { useI18n } from '../../../lib/i18n';
import { withNodes } from '../../../lib/i18n-nodes';
import { requireCustomer } from '../../../lib/customer-session.server';
import { notFoundOn } from '../../../lib/not-found';
import type { Route } from './+types/refund-form';
import { metaTranslator, shopTitle } from '../../../lib/page-title';
import { runAction, text, type FormFailure } from '../../../lib/action.server';
import { storeFormPhotos } from '../../../lib/form-photos.server';

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { t, digits } = metaTranslator(matches);
  return [{ title: shopTitle(loaded && 'form' in loaded && loaded.form ? t('refund.form.pageTitle', { code: digits(loaded.form.code) }) : t('refund.orders.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

const idOf = (param: string | undefined): number => (isStoredId(Number(param)) ? Number(param) : 0);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireCustomer(request, context);
  try {
    return { form: await getRefundForm(context, idOf(params.id)), refusal: null };
  } catch (err) {
    // Not (or no longer) refundable: the page says why; another's or an unknown order is the 404 page.
    if (err instanceof DomainError && err.code === 'conflict') return { form: null, refusal: err.message };
    return notFoundOn(err);
  }
}

type ActionResult = FormFailure & { reason: string; refundTo: string; quantities: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  requireCustomer(request, context);
  const form = await request.formData();
  const quantities: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (key.startsWith('qty_') && typeof value === 'string') quantities[key.slice(4)] = value;
  const reason = text(form, 'reason');
  const refundTo = text(form, 'refund_to');
  return runAction(
    async () => {
      const photos = await storeFormPhotos(context, form, 5, refundMessages.tooManyPhotos(5));
      const refund = await requestRefund(context, {
        purchaseId: idOf(params.id),
        lines: Object.entries(quantities).map(([lineId, q]) => ({ lineId: Number(lineId), quantity: q.trim() === '' ? 0 : Number(q) })),
        reason,
        refundTo,
        photos,
      });
      return redirect(`/customer/dashboard/refund-details/${refund.refund_id}`);
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message, reason, refundTo, quantities }),
  );
}

export default function RefundForm() {
  const { form, refusal } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const { t, taka, num, digits } = useI18n();
  const times = useOrderTimes();
  if (!form) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-gray-900">{t('refund.orders.title')}</h1>
        <Notice tone="error">{refusal}</Notice>
        <Link to="/customer/dashboard/refund" className="font-semibold text-primary-text underline">
          {t('refund.orders.list')}
        </Link>
      </div>
    );
  }
  const errors = result?.errors ?? {};
  const lineError = (id: number) => errors[`lines.${id}`];
  const chosenTarget = result?.refundTo || 'balance';
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">
        {withNodes(t('refund.form.heading', { code: '{code}' }), { code: <span className="font-mono tracking-wider">{digits(form.code)}</span> })}
      </h1>
      <p className="text-sm text-gray-800">
        {withNodes(t('refund.form.until', { date: '{date}' }), { date: <time dateTime={form.refundable_until}>{times.day(form.refundable_until)}</time> })}{' '}
        {form.coupon_discount > 0 ? t('refund.form.noDeliveryCoupon') : t('refund.form.noDelivery')}
      </p>
      <Notice tone="error">{result?.message}</Notice>
      <Form failed={result} method="post" encType="multipart/form-data" className="space-y-5" noValidate>
        <fieldset className="space-y-2" aria-describedby={errors.lines ? 'refund-lines-error' : undefined}>
          <legend className="text-lg font-bold text-gray-900">{t('refund.form.items')}</legend>
          <FieldError id="refund-lines-error" error={errors.lines} />
          <ul className="space-y-2">
            {form.lines.map((l) => (
              <ProductLine
                key={l.order_line_id}
                look="boxed"
                image={l.image}
                name={l.name}
                details={[
                  l.variantLabel || null,
                  t('refund.form.bought', { quantity: num(l.quantity), price: taka(l.sellPrice), unit: taka(l.unit_refund) }),
                  l.pending_request ? t('refund.form.lineOpen') : l.refundable_quantity === 0 ? t('refund.form.alreadyRefunded') : null,
                ]}
                footer={
                  l.pending_request || l.refundable_quantity === 0 ? null : (
                    <div className="mt-2">
                      <Field
                        id={`qty-${l.order_line_id}`}
                        name={`qty_${l.order_line_id}`}
                        label={t('refund.form.quantity')}
                        layout="inline"
                        inputClassName="w-20"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={l.refundable_quantity}
                        step={1}
                        defaultValue={result?.quantities[String(l.order_line_id)] ?? '0'}
                        error={lineError(l.order_line_id)}
                        addon={<span className="text-sm text-gray-800">{t('refund.form.of', { n: l.refundable_quantity })}</span>}
                      />
                    </div>
                  )
                }
              />
            ))}
          </ul>
        </fieldset>

        <TextareaField id="reason" name="reason" label={t('refund.form.reason')} rows={4} maxLength={1000} required defaultValue={result?.reason ?? ''} error={errors.reason} />

        <FileField
          id="photos"
          name="photos"
          label={t('refund.form.photos', { n: form.max_photos })}
          multiple
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          hint={t('refund.form.photosHint')}
          error={errors.photos}
        />

        <RadioGroup
          id="refund-to"
          name="refund_to"
          legend={t('refund.form.refundTo')}
          options={form.refund_to_options.map((option) => ({ value: option, label: t(`refund.to.${option}`) }))}
          defaultValue={chosenTarget}
          error={errors.refund_to}
        />

        <Button type="submit" block size="lg" disabled={busy}>
          {busy ? t('refund.form.sending') : t('refund.form.send')}
        </Button>
      </Form>
    </div>
  );
}

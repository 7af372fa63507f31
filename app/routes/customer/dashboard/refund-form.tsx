// /customer/dashboard/refund/{id} (storefront.md; after-cart.md "Refund requests"): the request
// form for one delivered order — each line with a quantity (0 up to what is left), the reason,
// optional photos (the order-attachment rules: .jpg .jpeg .png .pdf, 5 MB each, checked by
// content) and where the refund goes. A plain multipart form: without JavaScript the action
// stores the photos, places the request and redirects to its details page. Another customer's
// or shop's order is the 404 page.
import { Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { isStoredId } from '../../../../core/cart';
import { formatTaka } from '../../../../core/money';
import { refundTargetLabels } from '../../../../core/refund-messages';
import { DomainError } from '../../../../services/domain-error';
import { uploadOrderAttachment } from '../../../../services/cart/upload-order-attachment';
import { getRefundForm } from '../../../../services/refunds/get-refund-form';
import { requestRefund } from '../../../../services/refunds/request-refund';
import { refundMessages } from '../../../../core/refund-messages';
import { Button } from '../../../components/ui/button';
import { FieldError, FileField, Field, Form, RadioGroup, TextareaField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { formatOrderDate } from '../../../components/order/order-parts';
import { requireCustomer } from '../../../lib/customer-session.server';
import { notFoundOn } from '../../../lib/not-found';
import type { Route } from './+types/refund-form';
import { shopTitle } from '../../../lib/page-title';
import { runAction, text, type FormFailure } from '../../../lib/action.server';

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [{ title: shopTitle(loaded && 'form' in loaded && loaded.form ? `Refund for order ${loaded.form.code}` : 'Request a Refund', matches) }, { name: 'robots', content: 'noindex' }];
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
      const files = form.getAll('photos').filter((f): f is File => typeof f !== 'string' && f.size > 0);
      if (files.length > 5) throw new DomainError('invalid', refundMessages.tooManyPhotos(5), { photos: refundMessages.tooManyPhotos(5) });
      const photos: string[] = [];
      for (const file of files) {
        try {
          photos.push((await uploadOrderAttachment(context, { file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, oldData: '' })).imageNewName);
        } catch (err) {
          // A refused photo is named in the refusal.
          if (err instanceof DomainError) throw new DomainError(err.code, `${file.name}: ${err.message}`, { photos: `${file.name}: ${err.message}` });
          throw err;
        }
      }
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
  if (!form) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-gray-900">Request a Refund</h1>
        <Notice tone="error">{refusal}</Notice>
        <Link to="/customer/dashboard/refund" className="font-semibold text-primary-text underline">
          Orders that can be refunded
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
        Refund for order <span className="font-mono tracking-wider">{form.code}</span>
      </h1>
      <p className="text-sm text-gray-800">
        You can ask until <time dateTime={form.refundable_until}>{formatOrderDate(form.refundable_until)}</time>. Delivery charges are not refunded
        {form.coupon_discount > 0 ? '; the coupon discount is shared out over the items' : ''}.
      </p>
      <Notice tone="error">{result?.message}</Notice>
      <Form failed={result} method="post" encType="multipart/form-data" className="space-y-5" noValidate>
        <fieldset className="space-y-2" aria-describedby={errors.lines ? 'refund-lines-error' : undefined}>
          <legend className="text-lg font-bold text-gray-900">Items</legend>
          <FieldError id="refund-lines-error" error={errors.lines} />
          <ul className="space-y-2">
            {form.lines.map((l) => (
              <li key={l.order_line_id} className="grid grid-cols-[3rem_1fr] gap-3 rounded-lg border border-gray-200 p-3">
                {l.image ? <img src={l.image} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" /> : <span className="h-12 w-12 rounded bg-gray-100" />}
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold break-words text-gray-900">{l.name}</p>
                  {l.variantLabel ? <p className="text-sm text-gray-800">{l.variantLabel}</p> : null}
                  <p className="text-sm text-gray-800">
                    Bought {l.quantity} × {formatTaka(l.sellPrice)} · refund {formatTaka(l.unit_refund)} each
                  </p>
                  {l.pending_request ? (
                    <p className="text-sm text-gray-800">{refundMessages.lineOpen}</p>
                  ) : l.refundable_quantity === 0 ? (
                    <p className="text-sm text-gray-800">{refundMessages.tooMany(0)}</p>
                  ) : (
                    <Field
                      id={`qty-${l.order_line_id}`}
                      name={`qty_${l.order_line_id}`}
                      label="Quantity to refund"
                      layout="inline"
                      inputClassName="w-20"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={l.refundable_quantity}
                      step={1}
                      defaultValue={result?.quantities[String(l.order_line_id)] ?? '0'}
                      error={lineError(l.order_line_id)}
                      addon={<span className="text-sm text-gray-800">of {l.refundable_quantity}</span>}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        </fieldset>

        <TextareaField id="reason" name="reason" label="Reason" rows={4} maxLength={1000} required defaultValue={result?.reason ?? ''} error={errors.reason} />

        <FileField
          id="photos"
          name="photos"
          label={`Photos (optional, up to ${form.max_photos})`}
          multiple
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          hint="JPG, PNG or PDF, at most 5 MB each."
          error={errors.photos}
        />

        <RadioGroup
          id="refund-to"
          name="refund_to"
          legend="Refund to"
          options={form.refund_to_options.map((option) => ({ value: option, label: refundTargetLabels[option] }))}
          defaultValue={chosenTarget}
          error={errors.refund_to}
        />

        <Button type="submit" block size="lg" disabled={busy}>
          {busy ? 'Sending…' : 'Send refund request'}
        </Button>
      </Form>
    </div>
  );
}

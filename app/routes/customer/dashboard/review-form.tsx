// /customer/dashboard/review/{line} (issue 28 item 1; docs/decisions/065): the buyer rates a
// line of their delivered order 1–5, with an optional text and up to 3 photos (the attachment
// rules: .jpg .jpeg .png, checked by content). A plain multipart form: without JavaScript the
// action stores the photos, saves the review and goes back to the order. Saving again changes it
// while the time to change it lasts; a change without new files keeps the photos it had.
// Another customer's, an undelivered or an unknown line is the 404 page.
import { Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { isStoredId } from '../../../../core/cart';
import { MAX_REVIEW_PHOTOS, MAX_REVIEW_TEXT, reviewMessages } from '../../../../core/reviews';
import { getReviewForm } from '../../../../services/reviews/get-review-form';
import { saveCustomerReview } from '../../../../services/reviews/save-customer-review';
import { Button } from '../../../components/ui/button';
import { FileField, Form, RadioGroup, TextareaField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { ProductLine } from '../../../components/ui/product-line';
import { useI18n } from '../../../lib/i18n';
import { requireCustomer } from '../../../lib/customer-session.server';
import { notFoundOn } from '../../../lib/not-found';
import type { Route } from './+types/review-form';
import { metaTranslator, shopTitle } from '../../../lib/page-title';
import { runAction, text, type FormFailure } from '../../../lib/action.server';
import { storeFormPhotos } from '../../../lib/form-photos.server';

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaTranslator(matches);
  return [{ title: shopTitle(t('review.form.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

const idOf = (param: string | undefined): number => (isStoredId(Number(param)) ? Number(param) : 0);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireCustomer(request, context);
  return { form: await getReviewForm(context, idOf(params.line)).catch(notFoundOn) };
}

type ActionResult = FormFailure & { rating: string; text: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  requireCustomer(request, context);
  const form = await request.formData();
  const rating = text(form, 'rating');
  const body = text(form, 'text');
  return runAction(
    async () => {
      const photos = await storeFormPhotos(context, form, MAX_REVIEW_PHOTOS, reviewMessages.tooManyPhotos);
      const line = await getReviewForm(context, idOf(params.line));
      await saveCustomerReview(context, { orderLineId: line.order_line_id, rating, text: body, photos, keepPhotos: true });
      return redirect(`/customer/dashboard/purchase-details/${line.purchase_id}?reviewed=${line.order_line_id}`);
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message, rating, text: body }),
  );
}

export default function ReviewForm() {
  const { form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const { t, digits } = useI18n();
  const errors = result?.errors ?? {};
  const closed = form.review !== null && !form.review.editable;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{form.review ? t('review.form.editHeading') : t('review.form.heading')}</h1>
      <ul>
        <ProductLine look="boxed" image={form.image} name={form.name} details={[form.variantLabel || null, t('review.form.order', { code: digits(form.code) })]} />
      </ul>
      {closed ? <Notice tone="error">{reviewMessages.editClosed}</Notice> : null}
      <Notice tone="error">{result?.message}</Notice>
      {closed ? null : (
        <Form failed={result} method="post" encType="multipart/form-data" className="space-y-5" noValidate>
          <RadioGroup
            id="rating"
            name="rating"
            legend={t('review.form.rating')}
            look="list"
            options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${'★'.repeat(n)} ${t('review.stars', { n })}` }))}
            defaultValue={result?.rating || (form.review ? String(form.review.rating) : '')}
            error={errors.rating}
          />
          <TextareaField id="text" name="text" label={t('review.form.text')} rows={5} maxLength={MAX_REVIEW_TEXT} defaultValue={result?.text ?? form.review?.text ?? ''} error={errors.text} />
          <FileField
            id="photos"
            name="photos"
            label={t('review.form.photos', { n: form.max_photos })}
            multiple
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            hint={form.review && form.review.photo_count > 0 ? t('review.form.photosKept', { n: form.review.photo_count }) : t('review.form.photosHint')}
            error={errors.photos}
          />
          <Button type="submit" block size="lg" disabled={busy}>
            {busy ? t('review.form.sending') : t('review.form.send')}
          </Button>
        </Form>
      )}
      <Link to={`/customer/dashboard/purchase-details/${form.purchase_id}`} className="font-semibold text-primary-text underline">
        {t('review.form.back')}
      </Link>
    </div>
  );
}

// /seller/reviews (issue 28 item 1; docs/decisions/065): the shop's reviews, newest first, hidden
// ones too with their reason; each shown one can be hidden with a reason and any can get a
// public reply. Plain forms: they work without JavaScript. Nobody can change what a buyer wrote.
import { redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { parsePageParam } from '../../../core/pager';
import { MAX_HIDE_REASON, MAX_REPLY_TEXT } from '../../../core/reviews';
import { hideReview, listShopReviewsForStaff, replyToReview } from '../../../services/reviews/moderate-review';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Form, TextareaField } from '../../components/ui/field';
import { Notices } from '../../components/ui/notice';
import { runAction, text, type FormFailure } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/reviews';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  return listShopReviewsForStaff(context, { page: parsePageParam(new URL(request.url).searchParams.get('page')) });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.reviews');
}

type ActionResult = FormFailure & { reviewId: string; intent: string };

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const reviewId = text(form, 'review_id');
  const intent = text(form, 'intent');
  return runAction(
    async () => {
      const id = Number(reviewId);
      if (intent === 'hide') await hideReview(context, { reviewId: Number.isInteger(id) ? id : 0, reason: text(form, 'reason') });
      else await replyToReview(context, { reviewId: Number.isInteger(id) ? id : 0, reply: text(form, 'reply') });
      return redirect(`/seller/reviews?done=${intent === 'hide' ? 'hidden' : 'replied'}`);
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message, reviewId, intent }),
  );
}

export default function SellerReviews() {
  const list = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t, date } = useI18n();
  const done = params.get('done');
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.reviews')}</PageTitle>
      <Notices notice={!failure && done ? (done === 'hidden' ? t('seller.reviews.hidden') : t('seller.reviews.replied')) : null} />
      {list.reviews.length === 0 ? <p className="text-sm text-gray-700">{t('seller.reviews.none')}</p> : null}
      <ul className="space-y-3" aria-label={t('seller.nav.reviews')}>
        {list.reviews.map((r) => {
          const mine = failure && failure.reviewId === String(r.id) ? failure : undefined;
          return (
            <li key={r.id}>
              <Card as="article" className="space-y-2" data-testid="seller-review">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-semibold text-gray-900">{r.product_name}</span>
                  <span className="text-amber-600" role="img" aria-label={t('review.ratedStars', { n: r.rating })}>
                    {'★'.repeat(r.rating)}
                  </span>
                  {r.hidden_at ? <Badge tone="warning">{t('seller.reviews.hiddenBadge')}</Badge> : null}
                </div>
                <p className="text-sm text-gray-700">
                  {r.customer_name} · <time dateTime={r.created_at}>{date(r.created_at)}</time>
                  {r.photo_count > 0 ? ` · ${t('seller.reviews.photos', { n: r.photo_count })}` : ''}
                </p>
                {r.text ? <p className="whitespace-pre-line text-gray-800">{r.text}</p> : null}
                {r.hidden_at ? <p className="text-sm text-gray-800">{t('seller.reviews.reason', { reason: r.hidden_reason ?? '' })}</p> : null}
                {r.reply ? <p className="rounded bg-gray-50 p-2 text-sm text-gray-800">{t('seller.reviews.yourReply', { reply: r.reply })}</p> : null}
                <Notices error={mine?.message ?? null} />
                <div className="grid gap-3 desk:grid-cols-2">
                  <Form method="post" failed={mine?.intent === 'reply' ? mine : undefined} className="space-y-2" aria-label={t('seller.reviews.replyTo', { n: r.id })}>
                    <input type="hidden" name="review_id" value={r.id} />
                    <input type="hidden" name="intent" value="reply" />
                    <TextareaField id={`reply-${r.id}`} name="reply" label={t('seller.reviews.reply')} rows={2} maxLength={MAX_REPLY_TEXT} defaultValue={r.reply ?? ''} error={mine?.intent === 'reply' ? mine.errors.reply : undefined} />
                    <Button type="submit" size="sm" variant="secondary">
                      {t('seller.reviews.sendReply')}
                    </Button>
                  </Form>
                  {r.hidden_at ? null : (
                    <Form method="post" failed={mine?.intent === 'hide' ? mine : undefined} className="space-y-2" aria-label={t('seller.reviews.hideReview', { n: r.id })}>
                      <input type="hidden" name="review_id" value={r.id} />
                      <input type="hidden" name="intent" value="hide" />
                      <TextareaField id={`reason-${r.id}`} name="reason" label={t('seller.reviews.hideReason')} rows={2} maxLength={MAX_HIDE_REASON} error={mine?.intent === 'hide' ? mine.errors.reason : undefined} />
                      <Button type="submit" size="sm" variant="danger">
                        {t('seller.reviews.hide')}
                      </Button>
                    </Form>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="flex justify-between text-sm">
        {list.current_page > 1 ? <a href={`/seller/reviews?page=${list.current_page - 1}`} className="font-medium text-primary-text underline">{t('review.newer')}</a> : <span />}
        {list.has_more ? <a href={`/seller/reviews?page=${list.current_page + 1}`} className="font-medium text-primary-text underline">{t('review.older')}</a> : <span />}
      </div>
    </div>
  );
}

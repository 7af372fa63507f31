// /seller/coupons (issue 14 item 6; docs/decisions/026): the owner's coupons — every one with
// its uses, an edit form each (a disabled one can be switched back on) and a form to add one.
// The same service as /api/seller/coupons-save; works without JavaScript. Staff see that only
// the owner can change them.
import { redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { getSellerSettings } from '../../../services/seller/get-seller-settings';
import { type CouponView } from '../../../services/seller/settings-views';
import { saveCoupon } from '../../../services/seller/save-coupon';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { CheckboxField, Field, Form, SelectField } from '../../components/ui/field';
import { Notices } from '../../components/ui/notice';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { tieToFields } from '../../lib/form-errors';
import { requireStaffPage } from '../../lib/seller-session.server';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/coupons';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaffPage(context);
  if (staff.role !== 'owner') return { coupons: null };
  return { coupons: (await getSellerSettings(context)).coupons };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.coupons');
}

type ActionResult = FormFailure & { couponId: string };

const COUPON_FIELDS = ['code', 'type', 'value', 'max_discount', 'min_total', 'starts_at', 'ends_at', 'max_uses', 'max_uses_per_customer'] as const;

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const couponId = text(form, 'coupon_id');
  const input: Record<string, unknown> = {};
  for (const name of COUPON_FIELDS) input[name] = text(form, name);
  input.active = text(form, 'active') === 'on' ? 1 : 0;
  if (couponId) input.coupon_id = couponId;
  return runAction(
    async () => {
      await saveCoupon(context, input);
      return redirect('/seller/coupons?saved=1');
    },
    (r): ActionResult => ({ ...tieToFields(r, [...COUPON_FIELDS, 'active']), couponId }),
  );
}

function CouponForm({ coupon, failure }: { coupon: CouponView | null; failure?: ActionResult }) {
  const id = coupon ? String(coupon.id) : 'new';
  const mine = failure && (failure.couponId || 'new') === id ? failure : undefined;
  const err = (name: string) => mine?.errors[name];
  const day = (v: string | null) => (v ? v.slice(0, 10) : '');
  const { t } = useI18n();
  return (
    <Form method="post" failed={mine} className="space-y-3" noValidate aria-label={coupon ? t('seller.coupons.coupon', { code: coupon.code }) : t('seller.coupons.new')}>
      {coupon ? <input type="hidden" name="coupon_id" value={coupon.id} /> : null}
      <Notices error={mine?.message ?? null} />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Field name="code" label={t('seller.coupons.code')} defaultValue={coupon?.code ?? ''} error={err('code')} />
        <SelectField name="type" label={t('seller.stock.type')} defaultValue={coupon?.type ?? 'percent'} error={err('type')}>
          <option value="percent">{t('seller.stock.percent')}</option>
          <option value="flat">{t('seller.settings.rateFlat')}</option>
        </SelectField>
        <Field name="value" label={t('seller.coupons.value')} inputMode="numeric" defaultValue={coupon?.value ?? ''} error={err('value')} />
        <Field name="max_discount" label={t('seller.coupons.maxDiscount')} inputMode="numeric" defaultValue={coupon?.max_discount ?? ''} error={err('max_discount')} />
        <Field name="min_total" label={t('seller.coupons.minTotal')} inputMode="numeric" defaultValue={coupon?.min_total ?? ''} error={err('min_total')} />
        <Field name="starts_at" label={t('seller.coupons.starts')} type="date" defaultValue={day(coupon?.starts_at ?? null)} error={err('starts_at')} />
        <Field name="ends_at" label={t('seller.coupons.ends')} type="date" defaultValue={day(coupon?.ends_at ?? null)} error={err('ends_at')} />
        <Field name="max_uses" label={t('seller.coupons.maxUses')} inputMode="numeric" defaultValue={coupon?.max_uses ?? ''} error={err('max_uses')} />
        <Field name="max_uses_per_customer" label={t('seller.coupons.maxPerCustomer')} inputMode="numeric" defaultValue={coupon?.max_uses_per_customer ?? ''} error={err('max_uses_per_customer')} />
        <CheckboxField name="active" label={t('seller.coupons.active')} defaultChecked={coupon ? coupon.active : true} className="self-end" error={err('active')} />
      </div>
      <Button type="submit">{coupon ? t('seller.settings.save', { part: coupon.code }) : t('seller.coupons.add')}</Button>
    </Form>
  );
}

export default function SellerCoupons() {
  const { coupons } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t, lang, taka } = useI18n();
  if (!coupons) {
    return (
      <div className="space-y-4">
        <PageTitle>{t('seller.nav.coupons')}</PageTitle>
        <Card as="div" className="text-gray-900">
          <p>{t('seller.settings.ownerOnly')}{lang === 'bn' ? '।' : '.'}</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.coupons')}</PageTitle>
      <Notices notice={!failure && params.get('saved') ? t('seller.msg.couponSaved') : null} />
      <Card title={t('seller.coupons.addTitle')} titleId="new-coupon">
        <CouponForm coupon={null} failure={failure} />
      </Card>
      {coupons.length === 0 ? <p className="text-sm text-gray-700">{t('seller.coupons.none')}</p> : null}
      {coupons.map((c) => (
        <Card key={c.id} titleId={`coupon-${c.id}`} title={`${c.code} · ${c.type === 'percent' ? t('seller.coupons.percent', { n: c.value }) : taka(c.value)} · ${t('seller.coupons.used', { n: c.uses })}${c.active ? '' : ` · ${t('seller.coupons.disabled')}`}`}>
          <CouponForm coupon={c} failure={failure} />
        </Card>
      ))}
    </div>
  );
}

// /seller/coupons (issue 14 item 6; docs/decisions/026): the owner's coupons — every one with
// its uses, an edit form each (a disabled one can be switched back on) and a form to add one.
// The same service as /api/seller/coupons-save; works without JavaScript. Staff see that only
// the owner can change them.
import { redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { formatTaka } from '../../../core/money';
import { sellerSettingsMessages } from '../../../core/seller-settings';
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
import type { Route } from './+types/coupons';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaffPage(context);
  if (staff.role !== 'owner') return { coupons: null };
  return { coupons: (await getSellerSettings(context)).coupons };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: 'Coupons — Seller console' }, { name: 'robots', content: 'noindex' }];
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
  return (
    <Form method="post" failed={mine} className="space-y-3" noValidate aria-label={coupon ? `Coupon ${coupon.code}` : 'New coupon'}>
      {coupon ? <input type="hidden" name="coupon_id" value={coupon.id} /> : null}
      <Notices error={mine?.message ?? null} />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Field name="code" label="Code" defaultValue={coupon?.code ?? ''} error={err('code')} />
        <SelectField name="type" label="Type" defaultValue={coupon?.type ?? 'percent'} error={err('type')}>
          <option value="percent">Percent</option>
          <option value="flat">Flat taka</option>
        </SelectField>
        <Field name="value" label="Value" inputMode="numeric" defaultValue={coupon?.value ?? ''} error={err('value')} />
        <Field name="max_discount" label="Max discount (৳)" inputMode="numeric" defaultValue={coupon?.max_discount ?? ''} error={err('max_discount')} />
        <Field name="min_total" label="Min cart total (৳)" inputMode="numeric" defaultValue={coupon?.min_total ?? ''} error={err('min_total')} />
        <Field name="starts_at" label="Starts (day)" type="date" defaultValue={day(coupon?.starts_at ?? null)} error={err('starts_at')} />
        <Field name="ends_at" label="Ends (day)" type="date" defaultValue={day(coupon?.ends_at ?? null)} error={err('ends_at')} />
        <Field name="max_uses" label="Max uses" inputMode="numeric" defaultValue={coupon?.max_uses ?? ''} error={err('max_uses')} />
        <Field name="max_uses_per_customer" label="Max per customer" inputMode="numeric" defaultValue={coupon?.max_uses_per_customer ?? ''} error={err('max_uses_per_customer')} />
        <CheckboxField name="active" label="Active" defaultChecked={coupon ? coupon.active : true} className="self-end" error={err('active')} />
      </div>
      <Button type="submit">{coupon ? `Save ${coupon.code}` : 'Add coupon'}</Button>
    </Form>
  );
}

export default function SellerCoupons() {
  const { coupons } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  if (!coupons) {
    return (
      <div className="space-y-4">
        <PageTitle>Coupons</PageTitle>
        <Card as="div" className="text-gray-900">
          <p>{sellerSettingsMessages.ownerOnly}.</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageTitle>Coupons</PageTitle>
      <Notices notice={!failure && params.get('saved') ? sellerSettingsMessages.couponSaved : null} />
      <Card title="Add a coupon" titleId="new-coupon">
        <CouponForm coupon={null} failure={failure} />
      </Card>
      {coupons.length === 0 ? <p className="text-sm text-gray-700">No coupons yet.</p> : null}
      {coupons.map((c) => (
        <Card key={c.id} titleId={`coupon-${c.id}`} title={`${c.code} · ${c.type === 'percent' ? `${c.value}%` : formatTaka(c.value)} · used ${c.uses} time(s)${c.active ? '' : ' · disabled'}`}>
          <CouponForm coupon={c} failure={failure} />
        </Card>
      ))}
    </div>
  );
}

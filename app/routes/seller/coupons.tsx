// /seller/coupons (issue 14 item 6; docs/decisions/026): the owner's coupons — every one with
// its uses, an edit form each (a disabled one can be switched back on) and a form to add one.
// The same service as /api/seller/coupons-save; works without JavaScript. Staff see that only
// the owner can change them.
import { Form, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { formatTaka } from '../../../core/money';
import { sellerSettingsMessages } from '../../../core/seller-settings';
import { getSellerSettings } from '../../../services/seller/get-seller-settings';
import { type CouponView } from '../../../services/seller/settings-views';
import { saveCoupon } from '../../../services/seller/save-coupon';
import { card, field, h1, h2, primaryButton } from '../../components/seller/console-ui';
import { Notices } from '../../components/ui/notice';
import { text, type FormFailure, runAction } from '../../lib/action.server';
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

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const couponId = text(form, 'coupon_id');
  const input: Record<string, unknown> = {};
  for (const name of ['code', 'type', 'value', 'max_discount', 'min_total', 'starts_at', 'ends_at', 'max_uses', 'max_uses_per_customer']) input[name] = text(form, name);
  input.active = text(form, 'active') === 'on' ? 1 : 0;
  if (couponId) input.coupon_id = couponId;
  return runAction(
    async () => {
      await saveCoupon(context, input);
      return redirect('/seller/coupons?saved=1');
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message ?? Object.values(r.errors).join(' · '), couponId }),
  );
}

const label = 'block text-sm font-medium text-gray-900';

function CouponForm({ coupon, failure }: { coupon: CouponView | null; failure?: ActionResult }) {
  const id = coupon ? String(coupon.id) : 'new';
  const mine = failure && (failure.couponId || 'new') === id ? failure : undefined;
  const day = (v: string | null) => (v ? v.slice(0, 10) : '');
  return (
    <Form method="post" className="space-y-3" noValidate aria-label={coupon ? `Coupon ${coupon.code}` : 'New coupon'}>
      {coupon ? <input type="hidden" name="coupon_id" value={coupon.id} /> : null}
      <Notices error={mine?.message ?? null} />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <label className={label}>
          Code
          <input name="code" defaultValue={coupon?.code ?? ''} className={field} />
        </label>
        <label className={label}>
          Type
          <select name="type" defaultValue={coupon?.type ?? 'percent'} className={field}>
            <option value="percent">Percent</option>
            <option value="flat">Flat taka</option>
          </select>
        </label>
        <label className={label}>
          Value
          <input name="value" inputMode="numeric" defaultValue={coupon?.value ?? ''} className={field} />
        </label>
        <label className={label}>
          Max discount (৳)
          <input name="max_discount" inputMode="numeric" defaultValue={coupon?.max_discount ?? ''} className={field} />
        </label>
        <label className={label}>
          Min cart total (৳)
          <input name="min_total" inputMode="numeric" defaultValue={coupon?.min_total ?? ''} className={field} />
        </label>
        <label className={label}>
          Starts (day)
          <input name="starts_at" type="date" defaultValue={day(coupon?.starts_at ?? null)} className={field} />
        </label>
        <label className={label}>
          Ends (day)
          <input name="ends_at" type="date" defaultValue={day(coupon?.ends_at ?? null)} className={field} />
        </label>
        <label className={label}>
          Max uses
          <input name="max_uses" inputMode="numeric" defaultValue={coupon?.max_uses ?? ''} className={field} />
        </label>
        <label className={label}>
          Max per customer
          <input name="max_uses_per_customer" inputMode="numeric" defaultValue={coupon?.max_uses_per_customer ?? ''} className={field} />
        </label>
        <label className="flex min-h-11 items-center gap-2 self-end text-sm text-gray-900">
          <input type="checkbox" name="active" defaultChecked={coupon ? coupon.active : true} className="h-5 w-5" /> Active
        </label>
      </div>
      <button type="submit" className={primaryButton}>
        {coupon ? `Save ${coupon.code}` : 'Add coupon'}
      </button>
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
        <h1 className={h1}>Coupons</h1>
        <p className={`${card} text-gray-900`}>{sellerSettingsMessages.ownerOnly}.</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className={h1}>Coupons</h1>
      <Notices notice={!failure && params.get('saved') ? sellerSettingsMessages.couponSaved : null} />
      <section className={card} aria-labelledby="new-coupon">
        <h2 id="new-coupon" className={h2}>
          Add a coupon
        </h2>
        <CouponForm coupon={null} failure={failure} />
      </section>
      {coupons.length === 0 ? <p className="text-sm text-gray-700">No coupons yet.</p> : null}
      {coupons.map((c) => (
        <section key={c.id} className={card} aria-labelledby={`coupon-${c.id}`}>
          <h2 id={`coupon-${c.id}`} className={h2}>
            {c.code} · {c.type === 'percent' ? `${c.value}%` : formatTaka(c.value)} · used {c.uses} time(s){c.active ? '' : ' · disabled'}
          </h2>
          <CouponForm coupon={c} failure={failure} />
        </section>
      ))}
    </div>
  );
}

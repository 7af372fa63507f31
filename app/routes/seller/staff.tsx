// /seller/staff (issue 14 item 1; docs/decisions/026): the owner's staff list — add a member
// (or give an existing phone a new name, role and password), disable or enable one. A disabled
// member's sessions end at once. The same services as /api/seller/staff-save and staff-status.
import { Form, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { sellerSettingsMessages } from '../../../core/seller-settings';
import { shopCountryCode } from '../../../services/accounts/operations/get-auth-settings';
import { addStaff, listStaff, setStaffEnabled } from '../../../services/seller/manage-staff';
import { card, dangerButton, field, h1, h2, primaryButton, secondaryButton, when } from '../../components/seller/console-ui';
import { Notices } from '../../components/ui/notice';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/staff';

export async function loader({ context }: Route.LoaderArgs) {
  const me = requireStaffPage(context);
  if (me.role !== 'owner') return { staff: null, me: me.staffId, countryCode: '' };
  return { staff: await listStaff(context), me: me.staffId, countryCode: shopCountryCode(context.shop) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: 'Staff — Seller console' }, { name: 'robots', content: 'noindex' }];
}

type ActionResult = FormFailure & { phone: string; name: string };

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const phone = text(form, 'phone');
  const name = text(form, 'name');
  return runAction(
    async () => {
      if (text(form, 'intent') === 'status') await setStaffEnabled(context, { staff_id: text(form, 'staff_id'), enabled: text(form, 'enabled') });
      else await addStaff(context, { phone, name, password: text(form, 'password'), role: text(form, 'role') || 'staff' });
      return redirect('/seller/staff?saved=1');
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message ?? Object.values(r.errors).join(' · '), phone, name }),
  );
}

const label = 'block text-sm font-medium text-gray-900';

export default function SellerStaff() {
  const { staff, me } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  if (!staff) {
    return (
      <div className="space-y-4">
        <h1 className={h1}>Staff</h1>
        <p className={`${card} text-gray-900`}>{sellerSettingsMessages.ownerOnly}.</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className={h1}>Staff</h1>
      <Notices notice={!failure && params.get('saved') ? sellerSettingsMessages.staffSaved : null} error={failure?.message ?? null} />
      <ul className="space-y-2" aria-label="Staff members">
        {staff.map((s) => (
          <li key={s.id} className={`${card} flex flex-wrap items-center gap-x-3 gap-y-2`}>
            <span className="font-semibold text-gray-900">{s.name}</span>
            <span className="text-sm text-gray-700">
              {s.phone} · {s.role} · {s.enabled ? 'active' : 'disabled'} · since {when(s.created_at)}
            </span>
            {s.id === me ? (
              <span className="ml-auto text-sm text-gray-700">You</span>
            ) : (
              <Form method="post" className="ml-auto">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="staff_id" value={s.id} />
                <input type="hidden" name="enabled" value={s.enabled ? '0' : '1'} />
                <button type="submit" className={s.enabled ? dangerButton : secondaryButton}>
                  {s.enabled ? `Disable ${s.name}` : `Enable ${s.name}`}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <section className={card} aria-labelledby="add-staff">
        <h2 id="add-staff" className={h2}>
          Add a staff member
        </h2>
        <Form method="post" className="grid gap-2 sm:grid-cols-2" noValidate>
          <label className={label}>
            Phone
            <input name="phone" type="tel" autoComplete="off" defaultValue={failure?.phone ?? ''} className={field} />
          </label>
          <label className={label}>
            Name
            <input name="name" autoComplete="off" defaultValue={failure?.name ?? ''} className={field} />
          </label>
          <label className={label}>
            Password (at least 8 characters)
            <input name="password" type="password" autoComplete="new-password" className={field} />
          </label>
          <label className={label}>
            Role
            <select name="role" defaultValue="staff" className={field}>
              <option value="staff">Staff (orders, messages, stock)</option>
              <option value="owner">Owner (also settings, rates, staff)</option>
            </select>
          </label>
          <div>
            <button type="submit" className={primaryButton}>
              Add staff member
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}

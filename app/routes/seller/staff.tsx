// /seller/staff (issue 14 item 1; docs/decisions/026): the owner's staff list — add a member
// (or give an existing phone a new name, role and password), disable or enable one. A disabled
// member's sessions end at once. The same services as /api/seller/staff-save and staff-status.
import { redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { sellerSettingsMessages } from '../../../core/seller-settings';
import { shopCountryCode } from '../../../services/accounts/operations/get-auth-settings';
import { addStaff, listStaff, setStaffEnabled } from '../../../services/seller/manage-staff';
import { when } from '../../components/seller/format';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Field, Form, SelectField } from '../../components/ui/field';
import { Notices } from '../../components/ui/notice';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { tieToFields } from '../../lib/form-errors';
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

type ActionResult = FormFailure & { phone: string; name: string; intent: 'status' | 'add' };

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const phone = text(form, 'phone');
  const name = text(form, 'name');
  const intent = text(form, 'intent') === 'status' ? 'status' : 'add';
  return runAction(
    async () => {
      if (intent === 'status') await setStaffEnabled(context, { staff_id: text(form, 'staff_id'), enabled: text(form, 'enabled') });
      else await addStaff(context, { phone, name, password: text(form, 'password'), role: text(form, 'role') || 'staff' });
      return redirect('/seller/staff?saved=1');
    },
    (r): ActionResult => ({ ...tieToFields(r, intent === 'add' ? ['phone', 'name', 'password', 'role'] : []), phone, name, intent }),
  );
}

export default function SellerStaff() {
  const { staff, me } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const add = failure?.intent === 'add' ? failure : undefined;
  if (!staff) {
    return (
      <div className="space-y-4">
        <PageTitle>Staff</PageTitle>
        <Card as="div" className="text-gray-900">
          <p>{sellerSettingsMessages.ownerOnly}.</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageTitle>Staff</PageTitle>
      <Notices notice={!failure && params.get('saved') ? sellerSettingsMessages.staffSaved : null} error={failure?.message ?? null} />
      <ul className="space-y-2" aria-label="Staff members">
        {staff.map((s) => (
          <Card as="li" key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
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
                <Button type="submit" variant={s.enabled ? 'danger' : 'secondary'}>
                  {s.enabled ? `Disable ${s.name}` : `Enable ${s.name}`}
                </Button>
              </Form>
            )}
          </Card>
        ))}
      </ul>
      <Card title="Add a staff member" titleId="add-staff">
        <Form method="post" failed={failure?.intent === 'add' ? failure : undefined} className="grid gap-2 sm:grid-cols-2" noValidate>
          <Field name="phone" label="Phone" type="tel" autoComplete="off" defaultValue={failure?.phone ?? ''} error={add?.errors.phone} />
          <Field name="name" label="Name" autoComplete="off" defaultValue={failure?.name ?? ''} error={add?.errors.name} />
          <Field name="password" label="Password (at least 8 characters)" type="password" autoComplete="new-password" error={add?.errors.password} />
          <SelectField name="role" label="Role" defaultValue="staff" error={add?.errors.role}>
            <option value="staff">Staff (orders, messages, stock)</option>
            <option value="owner">Owner (also settings, rates, staff)</option>
          </SelectField>
          <div>
            <Button type="submit">Add staff member</Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}

// /seller/staff (issue 14 item 1; docs/decisions/026, 057): the owner's staff list — add a
// member, change one's name or role (a password only if typed), disable or enable one. A
// disabled member's sessions end at once. Every staff member changes their own password here
// (the current one required). The same services as /api/seller/staff-save, staff-status and
// password-change.
import { redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../core/customer-auth';
import { shopCountryCode } from '../../../services/accounts/operations/get-auth-settings';
import { addStaff, listStaff, setStaffEnabled } from '../../../services/seller/manage-staff';
import { changeOwnPassword } from '../../../services/seller/change-own-password';
import { when } from '../../components/seller/format';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Field, Form, SelectField } from '../../components/ui/field';
import { Notices } from '../../components/ui/notice';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { tieToFields } from '../../lib/form-errors';
import { requireStaffPage } from '../../lib/seller-session.server';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff';

export async function loader({ context }: Route.LoaderArgs) {
  const me = requireStaffPage(context);
  if (me.role !== 'owner') return { staff: null, me: me.staffId, countryCode: '' };
  return { staff: await listStaff(context), me: me.staffId, countryCode: shopCountryCode(context.shop) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.staff');
}

type Intent = 'status' | 'add' | 'edit' | 'password';
type ActionResult = FormFailure & { phone: string; name: string; intent: Intent; staffId: string };
const INTENTS: readonly Intent[] = ['status', 'add', 'edit', 'password'];
const FIELDS: Record<Intent, string[]> = { status: [], add: ['phone', 'name', 'password', 'role'], edit: ['name', 'password', 'role'], password: ['current_password', 'new_password'] };

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const phone = text(form, 'phone');
  const name = text(form, 'name');
  const intent = INTENTS.find((i) => i === text(form, 'intent')) ?? 'add';
  const staffId = text(form, 'staff_id');
  return runAction(
    async () => {
      if (intent === 'password') {
        await changeOwnPassword(context, { current_password: text(form, 'current_password'), new_password: text(form, 'new_password') });
        return redirect('/seller/staff?password=1');
      }
      if (intent === 'status') await setStaffEnabled(context, { staff_id: staffId, enabled: text(form, 'enabled') });
      else if (intent === 'edit') await addStaff(context, { staff_id: staffId, name, password: text(form, 'password'), role: text(form, 'role') });
      else await addStaff(context, { phone, name, password: text(form, 'password'), role: text(form, 'role') || 'staff' });
      return redirect('/seller/staff?saved=1');
    },
    (r): ActionResult => ({ ...tieToFields(r, FIELDS[intent]), phone, name, intent, staffId }),
  );
}

export default function SellerStaff() {
  const { staff, me } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const add = failure?.intent === 'add' ? failure : undefined;
  const { t, lang, digits } = useI18n();
  const pw = failure?.intent === 'password' ? failure : undefined;
  const edit = failure?.intent === 'edit' ? failure : undefined;
  const passwordCard = (
    <Card title={t('seller.staff.ownPassword')} titleId="own-password">
      <Form method="post" failed={pw} className="grid gap-2 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="password" />
        <Field name="current_password" label={t('seller.staff.currentPassword')} type="password" autoComplete="current-password" error={pw?.errors.current_password} />
        <Field name="new_password" label={t('seller.staff.newPassword', { n: PASSWORD_MIN_LENGTH })} type="password" autoComplete="new-password" error={pw?.errors.new_password} />
        <div>
          <Button type="submit">{t('seller.staff.changePassword')}</Button>
        </div>
      </Form>
    </Card>
  );
  const savedNotice = failure ? null : params.get('password') ? t('seller.msg.passwordChanged') : params.get('saved') ? t('seller.msg.staffSaved') : null;
  if (!staff) {
    return (
      <div className="space-y-4">
        <PageTitle>{t('seller.nav.staff')}</PageTitle>
        <Notices notice={savedNotice} error={failure?.message ?? null} />
        {passwordCard}
        <Card as="div" className="text-gray-900">
          <p>{t('seller.settings.ownerOnly')}{lang === 'bn' ? '।' : '.'}</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.staff')}</PageTitle>
      <Notices notice={savedNotice} error={failure?.message ?? null} />
      <ul className="space-y-2" aria-label={t('seller.staff.members')}>
        {staff.map((s) => (
          <Card as="li" key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="font-semibold text-gray-900">{s.name}</span>
            <span className="text-sm text-gray-700">
              {digits(s.phone)} · {s.role === 'owner' ? t('seller.role.owner') : t('seller.role.staff')} · {s.enabled ? t('seller.staff.active') : t('seller.coupons.disabled')} · {t('seller.staff.since', { at: when(s.created_at, lang) })}
            </span>
            <details className="w-full" open={edit?.staffId === String(s.id) ? true : undefined}>
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-gray-900">{t('seller.staff.edit', { name: s.name })}</summary>
              <Form method="post" failed={edit?.staffId === String(s.id) ? edit : undefined} className="grid gap-2 sm:grid-cols-2" noValidate>
                <input type="hidden" name="intent" value="edit" />
                <input type="hidden" name="staff_id" value={s.id} />
                <Field name="name" label={t('seller.settings.name')} autoComplete="off" defaultValue={edit?.staffId === String(s.id) ? edit.name : s.name} error={edit?.staffId === String(s.id) ? edit.errors.name : undefined} />
                <SelectField name="role" label={t('seller.staff.role')} defaultValue={s.role} error={edit?.staffId === String(s.id) ? edit.errors.role : undefined}>
                  <option value="staff">{t('seller.staff.roleStaff')}</option>
                  <option value="owner">{t('seller.staff.roleOwner')}</option>
                </SelectField>
                <Field name="password" label={t('seller.staff.passwordOptional')} type="password" autoComplete="new-password" error={edit?.staffId === String(s.id) ? edit.errors.password : undefined} />
                <div className="self-end">
                  <Button type="submit">{t('seller.staff.save')}</Button>
                </div>
              </Form>
            </details>
            {s.id === me ? (
              <span className="ml-auto text-sm text-gray-700">{t('seller.staff.you')}</span>
            ) : (
              <Form method="post" className="ml-auto">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="staff_id" value={s.id} />
                <input type="hidden" name="enabled" value={s.enabled ? '0' : '1'} />
                <Button type="submit" variant={s.enabled ? 'danger' : 'secondary'}>
                  {s.enabled ? t('seller.staff.disable', { name: s.name }) : t('seller.staff.enable', { name: s.name })}
                </Button>
              </Form>
            )}
          </Card>
        ))}
      </ul>
      <Card title={t('seller.staff.addTitle')} titleId="add-staff">
        <Form method="post" failed={failure?.intent === 'add' ? failure : undefined} className="grid gap-2 sm:grid-cols-2" noValidate>
          <Field name="phone" label={t('seller.settings.phone')} type="tel" autoComplete="off" defaultValue={failure?.phone ?? ''} error={add?.errors.phone} />
          <Field name="name" label={t('seller.settings.name')} autoComplete="off" defaultValue={failure?.name ?? ''} error={add?.errors.name} />
          <Field name="password" label={t('seller.staff.password', { n: PASSWORD_MIN_LENGTH })} type="password" autoComplete="new-password" error={add?.errors.password} />
          <SelectField name="role" label={t('seller.staff.role')} defaultValue="staff" error={add?.errors.role}>
            <option value="staff">{t('seller.staff.roleStaff')}</option>
            <option value="owner">{t('seller.staff.roleOwner')}</option>
          </SelectField>
          <div>
            <Button type="submit">{t('seller.staff.add')}</Button>
          </div>
        </Form>
      </Card>
      {passwordCard}
    </div>
  );
}

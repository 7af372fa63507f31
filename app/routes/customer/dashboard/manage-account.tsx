// /customer/dashboard/manage-account: name, e-mail and the avatar (checked by content, resized,
// stored under uploads/avatars). Two forms, both working without JavaScript. A successful save
// redirects back here (post/redirect/get), so the header and menu show the new name and
// picture at once, with or without JavaScript.
import { formatBdMobile } from '../../../../core/bd-phone';
import { data, redirect, useActionData, useNavigation, useRouteLoaderData, useSearchParams } from 'react-router';
import { accountMessages } from '../../../../core/account-messages';
import { AVATAR_MAX_BYTES, updateCustomerAvatarImage } from '../../../../services/accounts/update-customer-avatar';
import { updateCustomerAccount } from '../../../../services/accounts/update-customer-account';
import { Avatar } from '../../../components/account/avatar';
import { Button } from '../../../components/ui/button';
import { Form, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { requireCustomer } from '../../../lib/customer-session.server';
import { text, type FormFailure, runAction } from '../../../lib/action.server';
import type { loader as layoutLoader } from './layout';
import type { Route } from './+types/manage-account';
import { metaTranslator, shopTitle } from '../../../lib/page-title';
import { useI18n } from '../../../lib/i18n';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('account.manage.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

const SELF = '/customer/dashboard/manage-account';

type ActionResult = FormFailure & { intent: 'profile' | 'avatar'; saved: boolean; name?: string; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const length = Number(request.headers.get('content-length') ?? 0);
  const isAvatar = (request.headers.get('content-type') ?? '').startsWith('multipart/');
  if (isAvatar && length > AVATAR_MAX_BYTES + 64 * 1024) {
    return data<ActionResult>({ intent: 'avatar', saved: false, errors: { avatar: accountMessages.avatarInvalid }, message: null }, { status: 413 });
  }
  const form = await request.formData();
  if (text(form, 'intent') === 'avatar') {
    return runAction(
      async () => {
        const file = form.get('avatar');
        await updateCustomerAvatarImage(context, file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array());
        return redirect(`${SELF}?saved=avatar`);
      },
      (r): ActionResult => ({ intent: 'avatar', saved: false, errors: r.errors, message: r.message }),
      { field: 'avatar' },
    );
  }
  const values = { name: text(form, 'name'), email: text(form, 'email') };
  return runAction(
    async () => {
      await updateCustomerAccount(context, values);
      return redirect(`${SELF}?saved=profile`);
    },
    (r): ActionResult => ({ intent: 'profile', saved: false, ...values, errors: r.errors, message: r.message }),
    { field: 'name' },
  );
}

export default function ManageAccount() {
  const data = useRouteLoaderData<typeof layoutLoader>('customer-dashboard');
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const [params] = useSearchParams();
  const saved = result ? null : params.get('saved');
  const customer = data?.customer;
  const { t, digits } = useI18n();
  if (!customer) return null;
  const profile = result?.intent === 'profile' ? result : undefined;
  const avatar = result?.intent === 'avatar' ? result : undefined;
  return (
    <div className="max-w-lg space-y-8">
      <h1 className="text-2xl font-bold text-gray-900">{t('account.manage.title')}</h1>
      <Form failed={profile} method="post" className="space-y-4" aria-labelledby="profile-title" noValidate>
        <h2 id="profile-title" className="text-lg font-semibold text-gray-900">
          {t('account.manage.details')}
        </h2>
        <Notice tone="success">{saved === 'profile' ? t('account.saved') : null}</Notice>
        <Notice tone="error">{profile?.message}</Notice>
        <Field id="account-name" name="name" label={t('account.manage.name')} autoComplete="name" required defaultValue={profile?.name ?? customer.name} error={profile?.errors.name} />
        <Field
          id="account-email"
          name="email"
          label={t('account.manage.email')}
          type="email"
          autoComplete="email"
          defaultValue={profile?.email ?? customer.email ?? ''}
          error={profile?.errors.email}
        />
        <Field id="account-phone" label={t('account.manage.mobile')} value={digits(formatBdMobile(customer.phone))} readOnly disabled hint={t('account.manage.mobileHint')} />
        <Button type="submit" name="intent" value="profile" block size="lg" disabled={busy}>
          {t('account.manage.save')}
        </Button>
      </Form>

      <Form failed={avatar} method="post" encType="multipart/form-data" className="space-y-4 border-t border-gray-200 pt-6" aria-labelledby="avatar-title" noValidate>
        <h2 id="avatar-title" className="text-lg font-semibold text-gray-900">
          {t('account.manage.picture')}
        </h2>
        <div className="flex items-center gap-4">
          <Avatar name={customer.name} src={customer.avatar} size={72} />
          <p className="text-sm text-gray-800">{t('account.manage.pictureHint')}</p>
        </div>
        <Notice tone="success">{saved === 'avatar' ? t('account.saved') : null}</Notice>
        <Field id="account-avatar" name="avatar" label={t('account.manage.choosePicture')} type="file" accept="image/jpeg,image/png,image/webp,image/gif" error={avatar?.errors.avatar} />
        <Button type="submit" name="intent" value="avatar" block size="lg" disabled={busy}>
          {t('account.manage.upload')}
        </Button>
      </Form>
    </div>
  );
}

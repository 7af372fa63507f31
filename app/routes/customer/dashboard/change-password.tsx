// /customer/dashboard/change-password: the current password is required; the change ends
// every other session of the account (this one stays logged in).
import { useActionData, useNavigation } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../core/customer-auth';
import { changeCustomerPassword } from '../../../../services/accounts/change-customer-password';
import { Button } from '../../../components/ui/button';
import { Form, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { requireCustomer } from '../../../lib/customer-session.server';
import { text, type FormFailure, runAction } from '../../../lib/action.server';
import type { Route } from './+types/change-password';
import { metaTranslator, shopTitle } from '../../../lib/page-title';
import { useI18n } from '../../../lib/i18n';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('account.password.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

type ActionResult = FormFailure & { saved: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const form = await request.formData();
  return runAction(
    async (): Promise<ActionResult> => {
      await changeCustomerPassword(context, { currentPassword: text(form, 'currentPassword'), newPassword: text(form, 'newPassword'), confirmPassword: text(form, 'confirmPassword') });
      return { saved: true, errors: {}, message: null };
    },
    (r): ActionResult => ({ saved: false, errors: r.errors, message: r.message }),
    { field: 'currentPassword' },
  );
}

export default function ChangePassword() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.errors ?? {};
  const { t } = useI18n();
  return (
    <div className="max-w-lg space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('account.password.title')}</h1>
      <Form failed={result} method="post" className="space-y-4" noValidate key={result?.saved ? 'saved' : 'form'}>
        <Notice tone="success">{result?.saved ? t('account.passwordChanged') : null}</Notice>
        <Notice tone="error">{result?.message}</Notice>
        <Field id="current-password" name="currentPassword" label={t('account.password.current')} type="password" autoComplete="current-password" required error={errors.currentPassword} />
        <Field
          id="new-password"
          name="newPassword"
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          hint={t('account.passwordHint', { n: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword}
        />
        <Field id="confirm-password" name="confirmPassword" label={t('account.password.again')} type="password" autoComplete="new-password" required error={errors.confirmPassword} />
        <Button type="submit" block size="lg" disabled={busy}>
          {t('account.password.submit')}
        </Button>
      </Form>
    </div>
  );
}

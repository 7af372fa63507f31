// /customer/forgot-password (route id customer-forgot-password): a one-time code sent by SMS
// proves the phone; the new password replaces the old one and ends every session. The reply
// never says whether the number has an account. Works without JavaScript.
import { Link, data, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../core/customer-auth';
import { shopCountryCode } from '../../../services/accounts/operations/get-auth-settings';
import { resetCustomerPassword } from '../../../services/accounts/reset-customer-password';
import { sendCustomerCode } from '../../../services/accounts/send-customer-code';
import { AuthCard, PhoneField, CodeField, SendCodeButton } from '../../components/account/field';
import { Button } from '../../components/ui/button';
import { Form, Field } from '../../components/ui/field';
import { Notice } from '../../components/ui/notice';
import { guestOnly } from '../../lib/customer-session.server';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { localText } from '../../lib/local-text.server';
import type { Route } from './+types/forgot-password';
import { useI18n } from '../../lib/i18n';
import { metaTranslator } from '../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { layout?: { shopInfo: { shop_name: string } } } | undefined;
  return [{ title: `${metaTranslator(matches).t('account.forgot.title')} | ${root?.layout?.shopInfo.shop_name ?? 'haat'}` }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const headers = guestOnly(request, context);
  return data({ countryCode: shopCountryCode(context.shop) }, { headers });
}

type ActionResult = FormFailure & { phone: string; codeSent?: boolean; notice?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const phone = text(form, 'phone');
  return runAction(
    async (): Promise<ActionResult | Response> => {
      if (text(form, 'intent') === 'send-code') {
        const sent = await sendCustomerCode(context, { phone, purpose: 'reset' });
        return { phone, errors: {}, message: null, codeSent: true, notice: localText(context, sent.message) };
      }
      await resetCustomerPassword(context, { phone, code: text(form, 'code'), password: text(form, 'password') });
      return redirect('/customer/login?reset=1');
    },
    (r): ActionResult => ({ phone, errors: r.errors, message: r.message, codeSent: text(form, 'code') !== '' }),
    { field: 'phone' },
  );
}

export default function ForgotPassword() {
  const { countryCode } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.errors ?? {};
  return (
    <AuthCard
      title={t('account.forgot.title')}
      footer={
        <Link to="/customer/login" className="font-semibold text-primary-text underline">
          {t('account.forgot.backToLogin')}
        </Link>
      }
    >
      <Form failed={result} method="post" className="space-y-4" noValidate>
        <p className="text-sm text-gray-800">{t('account.forgot.intro')}</p>
        <Notice tone="error">{result?.message}</Notice>
        <Notice tone="success">{result?.notice}</Notice>
        <PhoneField id="forgot-phone" countryCode={countryCode} defaultValue={result?.phone} error={errors.phone} addon={<SendCodeButton sent={result?.codeSent} />} />
        <CodeField id="forgot-code" error={errors.code} />
        <Field
          id="forgot-password"
          name="password"
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('account.passwordHint', { n: PASSWORD_MIN_LENGTH })}
          error={errors.password}
        />
        <Button type="submit" name="intent" value="reset" block size="lg" disabled={busy}>
          {t('account.forgot.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

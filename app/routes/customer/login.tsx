// /customer/login (spec §2, §4): log in by mobile number and password, and — when the shop
// asks customers to verify their phone — by a one-time code sent by SMS. Works without
// JavaScript; errors show beside their field. A logged-in customer goes to the stored return
// target; after a login, so does everyone.
import { Link, data, useActionData, useLoaderData, useNavigation } from 'react-router';
import { accountMessages } from '../../../core/account-messages';
import { customerPhoneVerification, shopCountryCode } from '../../../services/accounts/operations/get-auth-settings';
import { loginCustomerWithCode } from '../../../services/accounts/login-customer-with-code';
import { loginCustomerWithPassword } from '../../../services/accounts/login-customer-with-password';
import { sendCustomerCode } from '../../../services/accounts/send-customer-code';
import { AuthCard, LoginReason, PhoneField, CodeField, SendCodeButton } from '../../components/account/field';
import { Button } from '../../components/ui/button';
import { Form, Field } from '../../components/ui/field';
import { Notice } from '../../components/ui/notice';
import { guestOnly, loginReasonOf, redirectAfterLogin } from '../../lib/customer-session.server';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { localText } from '../../lib/local-text.server';
import type { Route } from './+types/login';
import { useI18n } from '../../lib/i18n';
import { metaTranslator } from '../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { layout?: { shopInfo: { shop_name: string } } } | undefined;
  return [{ title: `${metaTranslator(matches).t('account.login.title')} | ${root?.layout?.shopInfo.shop_name ?? 'haat'}` }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const headers = guestOnly(request, context);
  const url = new URL(request.url);
  return data(
    {
      codeLogin: customerPhoneVerification(context.shop),
      countryCode: shopCountryCode(context.shop),
      // After a password reset or a logout the page says so (issue 16 item 9).
      notice: localText(context, url.searchParams.get('reset') === '1' ? accountMessages.passwordReset : url.searchParams.get('logged_out') === '1' ? accountMessages.loggedOut : null),
      reason: localText(context, loginReasonOf(request)),
    },
    { headers },
  );
}

type ActionResult = FormFailure & { intent: string; phone: string; codeSent?: boolean; notice?: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const phone = text(form, 'phone');
  return runAction(
    async (): Promise<ActionResult | Response> => {
      if (intent === 'send-code') {
        const sent = await sendCustomerCode(context, { phone, purpose: 'login' });
        return { intent: 'code', phone, errors: {}, message: null, codeSent: true, notice: localText(context, sent.message) };
      }
      const session = intent === 'code' ? await loginCustomerWithCode(context, { phone, code: text(form, 'code') }) : await loginCustomerWithPassword(context, { phone, password: text(form, 'password') });
      return redirectAfterLogin(request, context, session);
    },
    (r): ActionResult => ({ intent: intent === 'send-code' ? 'code' : intent || 'password', phone, errors: r.errors, message: r.message }),
    { field: intent === 'code' || intent === 'send-code' ? 'phone' : 'password' },
  );
}

export default function Login() {
  const { codeLogin, countryCode, notice, reason } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const pw = result?.intent === 'password' ? result : undefined;
  const code = result?.intent === 'code' ? result : undefined;
  return (
    <AuthCard
      title={t('account.login.title')}
      footer={
        <>
          {t('account.login.newHere')}{' '}
          <Link to="/customer/register" className="font-semibold text-primary-text underline">
            {t('account.login.createAccount')}
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        <LoginReason reason={reason} />
        {/* A login attempt's answer replaces the note the page opened with (issue 23 item 12). */}
        <Notice tone="success">{result ? null : notice}</Notice>
        <Form failed={pw} method="post" className="space-y-4" aria-labelledby="login-password-title" noValidate>
          <h2 id="login-password-title" className="text-base font-semibold text-gray-900">
            {t('account.login.withPassword')}
          </h2>
          <Notice tone="error">{pw?.message}</Notice>
          <PhoneField id="login-phone" countryCode={countryCode} defaultValue={pw?.phone} error={pw?.errors.phone} />
          <Field
            id="login-password"
            name="password"
            label={t('account.login.password')}
            type="password"
            autoComplete="current-password"
            required
            error={pw?.errors.password}
          />
          <Button type="submit" name="intent" value="password" block size="lg" disabled={busy}>
            {t('account.login.submit')}
          </Button>
          <p className="text-right text-sm">
            <Link to="/customer/forgot-password" className="font-medium text-primary-text underline">
              {t('account.login.forgot')}
            </Link>
          </p>
        </Form>

        {codeLogin ? (
          <Form failed={code} method="post" className="space-y-4 border-t border-gray-200 pt-5" aria-labelledby="login-code-title" noValidate>
            <h2 id="login-code-title" className="text-base font-semibold text-gray-900">
              {t('account.login.withCode')}
            </h2>
            <Notice tone="error">{code?.message}</Notice>
            <Notice tone="success">{code?.codeSent ? code.notice : null}</Notice>
            <PhoneField id="login-code-phone" countryCode={countryCode} defaultValue={code?.phone} error={code?.errors.phone} addon={<SendCodeButton sent={code?.codeSent} />} />
            <CodeField id="login-code" error={code?.errors.code} />
            <Button type="submit" name="intent" value="code" block size="lg" disabled={busy}>
              {t('account.login.submitCode')}
            </Button>
          </Form>
        ) : null}
      </div>
    </AuthCard>
  );
}

// /customer/register (spec §2, issue 5): name, mobile number with the shop's country code and
// a password of at least 8 characters; when the shop asks for phone verification, a one-time
// code sent by SMS too. Works without JavaScript: "Send code" submits the same form.
import { Link, data, useActionData, useLoaderData, useNavigation } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../core/customer-auth';
import { registerReason } from '../../../core/purchase-intent';
import { customerPhoneVerification, shopCountryCode } from '../../../services/accounts/operations/get-auth-settings';
import { registerCustomer } from '../../../services/accounts/register-customer';
import { sendCustomerCode } from '../../../services/accounts/send-customer-code';
import { AuthCard, LoginReason, PhoneField, CodeField, SendCodeButton } from '../../components/account/field';
import { Button } from '../../components/ui/button';
import { Form, Field } from '../../components/ui/field';
import { Notice } from '../../components/ui/notice';
import { guestOnly, loginReasonOf, redirectAfterLogin } from '../../lib/customer-session.server';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { localText } from '../../lib/local-text.server';
import type { Route } from './+types/register';
import { useI18n } from '../../lib/i18n';
import { metaTranslator } from '../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { layout?: { shopInfo: { shop_name: string } } } | undefined;
  return [{ title: `${metaTranslator(matches).t('account.register.title')} | ${root?.layout?.shopInfo.shop_name ?? 'haat'}` }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const headers = guestOnly(request, context);
  return data({ verify: customerPhoneVerification(context.shop), countryCode: shopCountryCode(context.shop), reason: localText(context, registerReason(loginReasonOf(request))) }, { headers });
}

type ActionResult = FormFailure & { name: string; phone: string; codeSent?: boolean; notice?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { name: text(form, 'name'), phone: text(form, 'phone') };
  return runAction(
    async (): Promise<ActionResult | Response> => {
      if (text(form, 'intent') === 'send-code') {
        const sent = await sendCustomerCode(context, { phone: values.phone, purpose: 'register' });
        return { ...values, errors: {}, message: null, codeSent: true, notice: localText(context, sent.message) };
      }
      const session = await registerCustomer(context, { ...values, password: text(form, 'password'), code: text(form, 'code') });
      return redirectAfterLogin(request, context, session);
    },
    (r): ActionResult => ({ ...values, errors: r.errors, message: r.message, codeSent: text(form, 'code') !== '' }),
    { field: 'phone' },
  );
}

export default function Register() {
  const { verify, countryCode, reason } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.errors ?? {};
  return (
    <AuthCard
      title={t('account.register.title')}
      footer={
        <>
          {t('account.register.haveAccount')}{' '}
          <Link to="/customer/login" className="font-semibold text-primary-text underline">
            {t('account.register.logIn')}
          </Link>
        </>
      }
    >
      <Form failed={result} method="post" className="space-y-4" noValidate>
        <LoginReason reason={reason} />
        <Notice tone="error">{result?.message}</Notice>
        <Notice tone="success">{result?.notice}</Notice>
        <Field id="register-name" name="name" label={t('account.register.name')} autoComplete="name" required defaultValue={result?.name} error={errors.name} />
        <PhoneField id="register-phone" countryCode={countryCode} defaultValue={result?.phone} error={errors.phone} addon={verify ? <SendCodeButton sent={result?.codeSent} /> : undefined} />
        {verify ? (
          <CodeField id="register-code" label={t('account.register.codeLabel')} error={errors.code} />
        ) : null}
        <Field
          id="register-password"
          name="password"
          label={t('account.login.password')}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          hint={
            <>
              {t('account.passwordHint', { n: PASSWORD_MIN_LENGTH })}
              {/* Without JavaScript, Send code posts the form and the page comes back: a password is never sent back in a page, so it is not kept (issue 16 item 9, docs/decisions/029). */}
              {verify ? <noscript>{t('account.register.noscriptCode')}</noscript> : null}
            </>
          }
          error={errors.password}
        />
        <Button type="submit" name="intent" value="register" block size="lg" disabled={busy}>
          {t('account.register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

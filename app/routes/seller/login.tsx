// /seller/login (issue 14 item 1): staff log in by phone and password; the sellerToken cookie
// is set as /api/seller/login sets it. Works without JavaScript; a wrong phone or password, a
// bad number and the rate limit show on the form. Logged-in staff go to the order queue.
// The one-time-code option (docs/decisions/026): `intent=send-code` sends a code by SMS (the same
// answer whether or not the phone is staff), then `intent=code` logs in with phone and code.
import { redirect, useActionData } from 'react-router';
import { shopCountryCode } from '../../../services/accounts/operations/get-auth-settings';
import { loginStaff } from '../../../services/seller/login-staff';
import { loginStaffWithCode, sendStaffLoginCode } from '../../../services/seller/staff-code-login';
import { staffSessionCookie } from '../../../services/seller/staff-cookies';
import { PhoneField } from '../../components/account/field';
import { LangSwitch } from '../../components/layout/lang-switch';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/card';
import { Form, Field } from '../../components/ui/field';
import { Notice } from '../../components/ui/notice';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import type { Route } from './+types/login';
import { translatorOf, useI18n, type PageI18n } from '../../lib/i18n';

export function meta({ matches }: Route.MetaArgs) {
  const i18n = (matches[0]?.data as { i18n?: PageI18n } | undefined)?.i18n;
  return [{ title: translatorOf(i18n).t('seller.login.title') }, { name: 'robots', content: 'noindex' }];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.actor.kind === 'staff') throw redirect('/seller');
  return { countryCode: shopCountryCode(context.shop), shopName: context.shop.shop_name };
}

type ActionResult = FormFailure & { phone: string; intent?: string; codeSent?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const phone = text(form, 'phone');
  const intent = text(form, 'intent');
  return runAction(
    async (): Promise<ActionResult | Response> => {
      if (intent === 'send-code') {
        const sent = await sendStaffLoginCode(context, { phone });
        return { phone, intent, codeSent: sent.message, errors: {}, message: null };
      }
      const { token } = intent === 'code' ? await loginStaffWithCode(context, { phone, code: text(form, 'code') }) : await loginStaff(context, { phone, password: text(form, 'password') });
      return redirect('/seller', { headers: { 'Set-Cookie': staffSessionCookie(token, context.request.secureCookies) } });
    },
    (r): ActionResult => ({ phone, intent, errors: r.errors, message: r.message }),
  );
}

export default function SellerLogin({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const password = result && !result.intent ? result : undefined;
  const { t } = useI18n();
  return (
    <main className="mx-auto min-h-screen max-w-md bg-white px-4 py-10">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-gray-700">{loaderData.shopName}</p>
        <LangSwitch className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-gray-900 hover:bg-gray-100 hover:underline" />
      </div>
      <PageTitle className="mb-6">{t('seller.console')}</PageTitle>
      <Form failed={password} method="post" className="space-y-4" noValidate>
        <Notice tone="error">{password?.message}</Notice>
        <PhoneField id="seller-phone" countryCode={loaderData.countryCode} defaultValue={password?.phone} error={password?.errors.phone} />
        <Field id="seller-password" name="password" label={t('seller.login.password')} type="password" autoComplete="current-password" required error={password?.errors.password} />
        <Button type="submit" block size="lg">
          {t('seller.login.submit')}
        </Button>
      </Form>
      <CodeLogin countryCode={loaderData.countryCode} result={result} />
    </main>
  );
}

function CodeLogin({ countryCode, result }: { countryCode: string; result?: ActionResult }) {
  const mine = result?.intent === 'send-code' || result?.intent === 'code' ? result : undefined;
  const codeStep = mine?.codeSent !== undefined || mine?.intent === 'code';
  const { t } = useI18n();
  return (
    <section aria-labelledby="code-login" className="mt-8 border-t border-gray-200 pt-6">
      <h2 id="code-login" className="mb-3 text-lg font-semibold text-gray-900">
        {t('seller.login.orCode')}
      </h2>
      <Form failed={mine} method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value={codeStep ? 'code' : 'send-code'} />
        <Notice tone="success">{mine?.codeSent}</Notice>
        <Notice tone="error">{mine?.message}</Notice>
        {/* Not labelled "Mobile number" like the password form's, so each label names one field. */}
        <Field id="seller-code-phone" name="phone" type="tel" autoComplete="tel" label={t('seller.login.codePhone', { code: countryCode })} defaultValue={mine?.phone} error={mine?.errors.phone} />
        {codeStep ? <Field id="seller-code" name="code" label={t('seller.login.code')} inputMode="numeric" autoComplete="one-time-code" required error={mine?.errors.code} /> : null}
        <Button type="submit" block size="lg">
          {t(codeStep ? 'seller.login.withCode' : 'seller.login.sendCode')}
        </Button>
      </Form>
    </section>
  );
}

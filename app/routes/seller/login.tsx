// /seller/login (issue 14 item 1): staff log in by phone and password; the sellerToken cookie
// is set as /api/seller/login sets it. Works without JavaScript; a wrong phone or password, a
// bad number and the rate limit show on the form. Logged-in staff go to the order queue.
import { Form, data, redirect, useActionData } from 'react-router';
import { shopCountryCode } from '../../../services/accounts/get-auth-settings';
import { errorStatus } from '../../../services/error-status';
import { loginStaff } from '../../../services/seller/login-staff';
import { staffSessionCookie } from '../../../services/seller/staff-cookies';
import { Field, FormMessage, PhoneField, primaryButton } from '../../components/account/field';
import { formFailure, text, type FormFailure } from '../../lib/customer-session.server';
import type { Route } from './+types/login';

export function meta() {
  return [{ title: 'Seller console — log in' }, { name: 'robots', content: 'noindex' }];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.actor.kind === 'staff') throw redirect('/seller');
  return { countryCode: shopCountryCode(context.shop), shopName: context.shop.shop_name };
}

type ActionResult = FormFailure & { phone: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const phone = text(form, 'phone');
  try {
    const { token } = await loginStaff(context, { phone, password: text(form, 'password') });
    return redirect('/seller', { headers: { 'Set-Cookie': staffSessionCookie(token, context.request.secureCookies) } });
  } catch (err) {
    const failure = formFailure(err);
    return data<ActionResult>({ phone, ...failure }, { status: errorStatus(err) });
  }
}

export default function SellerLogin({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto min-h-screen max-w-md bg-white px-4 py-10">
      <p className="text-sm font-medium text-gray-700">{loaderData.shopName}</p>
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Seller console</h1>
      <Form method="post" className="space-y-4" noValidate>
        <FormMessage message={result?.message} />
        <PhoneField id="seller-phone" countryCode={loaderData.countryCode} defaultValue={result?.phone} error={result?.errors.phone} />
        <Field id="seller-password" name="password" label="Password" type="password" autoComplete="current-password" required error={result?.errors.password} />
        <button type="submit" className={primaryButton}>
          Log in
        </button>
      </Form>
    </main>
  );
}

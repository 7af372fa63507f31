// The account pages' own pieces (login, register, forgot password; the seller login): the
// mobile number with the shop's country code, the one-time code and its Send code button, the
// frame of the pages and why a shopper was sent there. The fields themselves are
// components/ui/field.tsx.
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { useI18n } from '../../lib/i18n';

/** Why a shopper was sent to log in or register ("Log in to add this to your cart", issue 16). */
export function LoginReason({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <p className="rounded-md border border-gray-300 bg-gray-50 px-3 py-2 text-sm font-semibold text-gray-900" data-testid="login-reason">
      {reason}
    </p>
  );
}


/** The frame of the login, register and forgot-password pages. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md py-4">
      <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{title}</h1>
        {children}
      </div>
      {footer ? <div className="mt-4 text-center text-sm text-gray-800">{footer}</div> : null}
    </div>
  );
}

/** The mobile number, with the shop's country code in its label (spec §3, +880 by default). */
export function PhoneField({ id, countryCode, defaultValue, error, addon }: { id: string; countryCode: string; defaultValue?: string; error?: string; addon?: ReactNode }) {
  const { t } = useI18n();
  return (
    <Field
      id={id}
      name="phone"
      label={t('account.phoneLabel', { code: countryCode })}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('account.phonePlaceholder')}
      required
      defaultValue={defaultValue}
      error={error}
      addon={addon}
    />
  );
}

/** The submit button that asks for a one-time code (a second submit of the same form). */
export function SendCodeButton({ sent }: { sent: boolean | undefined }) {
  const { t } = useI18n();
  return (
    <Button type="submit" name="intent" value="send-code" variant="secondary" className="shrink-0" formNoValidate>
      {sent ? t('account.sendAgain') : t('account.sendCode')}
    </Button>
  );
}

/** The 6-digit one-time code. */
export function CodeField({ id, label, error }: { id: string; label?: string; error?: string }) {
  const { t } = useI18n();
  return <Field id={id} name="code" label={label ?? t('account.codeLabel')} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} error={error} />;
}

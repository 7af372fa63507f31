// The address form (after-cart.md "Addresses and delivery"): name, mobile (+880), district
// chosen from the 64 grouped by their 8 divisions, area/thana, address line, optional note and
// "default". Every field shows its error beside it (the service's messages, keyed by the
// spec's field names). Plain HTML: it posts without JavaScript. The dashboard Address page
// uses AddressForm; checkout can use it too, or put AddressFields inside its own form.
import type { ReactNode } from 'react';
import { ADDRESS_RULES } from '../../../core/address-messages';
import { DISTRICTS_BY_DIVISION, DIVISIONS } from '../../../core/bd-districts';
import { districtName, divisionName } from '../../../core/i18n/bd-district-names';
import { useI18n } from '../../lib/i18n';
import { Button } from '../ui/button';
import { CheckboxField, Field, Form, SelectField, TextareaField } from '../ui/field';
import { Notice } from '../ui/notice';

/** What the fields show: a saved address, or what was typed before a refusal. */
export interface AddressFormValues {
  id?: number | string | null;
  name?: string;
  phone?: string;
  district?: string;
  area?: string;
  address?: string;
  note?: string | null;
  is_default?: boolean;
}

/** The national way to type a stored "+8801XXXXXXXXX" back into the field. */
function phoneForInput(phone: string | undefined): string {
  return phone && /^\+8801\d{9}$/.test(phone) ? `0${phone.slice(4)}` : (phone ?? '');
}

/**
 * The inputs only (names: id, name, phone, district, area, address, note, is_default), for a
 * form of the caller's own. `idPrefix` keeps element ids unique when two forms are on a page.
 */
export function AddressFields({
  values = {},
  errors = {},
  idPrefix = 'address',
  showDefault = true,
}: {
  values?: AddressFormValues;
  errors?: Record<string, string>;
  idPrefix?: string;
  showDefault?: boolean;
}) {
  const { t, lang } = useI18n();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {values.id ? <input type="hidden" name="id" value={String(values.id)} /> : null}
      <Field
        id={id('name')}
        name="name"
        label={t('address.fullName')}
        autoComplete="name"
        required
        minLength={ADDRESS_RULES.name.min}
        maxLength={ADDRESS_RULES.name.max}
        defaultValue={values.name ?? ''}
        error={errors.name}
      />
      <Field
        id={id('phone')}
        name="phone"
        label={t('address.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('account.phonePlaceholder')}
        required
        maxLength={20}
        defaultValue={phoneForInput(values.phone)}
        error={errors.phone}
        hint={t('address.mobileHint')}
      />
      <SelectField id={id('district')} name="district" label={t('address.district')} required defaultValue={values.district ?? ''} error={errors.district}>
        <option value="">{t('address.chooseDistrict')}</option>
        {DIVISIONS.map((division) => (
          <optgroup key={division} label={t('address.division', { name: divisionName(lang, division) })}>
            {DISTRICTS_BY_DIVISION[division].map((district) => (
              <option key={district} value={district}>
                {districtName(lang, district)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <Field
        id={id('area')}
        name="area"
        label={t('address.area')}
        autoComplete="address-level3"
        required
        maxLength={ADDRESS_RULES.area.max}
        defaultValue={values.area ?? ''}
        error={errors.area}
      />
      <TextareaField
        id={id('address')}
        name="address"
        label={t('address.line')}
        rows={2}
        required
        maxLength={ADDRESS_RULES.address.max}
        autoComplete="street-address"
        defaultValue={values.address ?? ''}
        error={errors.address}
        className="sm:col-span-2"
      />
      <TextareaField
        id={id('note')}
        name="note"
        label={t('address.deliveryNote')}
        rows={2}
        maxLength={ADDRESS_RULES.noteMax}
        placeholder={t('address.deliveryNotePlaceholder')}
        defaultValue={values.note ?? ''}
        error={errors.note}
        className="sm:col-span-2"
      />
      {showDefault ? (
        <CheckboxField id={id('default')} name="is_default" value="1" label={t('address.makeMyDefault')} defaultChecked={values.is_default ?? false} className="sm:col-span-2" />
      ) : null}
    </div>
  );
}

/**
 * The whole form: posts `intent` (default "save") with the fields to `action` (default: the
 * current route). `children` go before the buttons (hidden inputs of the caller, say).
 */
export function AddressForm({
  action,
  intent = 'save',
  values,
  errors,
  message,
  idPrefix,
  title,
  submitLabel,
  cancel,
  busy = false,
  showDefault = true,
  failed,
  children,
}: {
  action?: string;
  intent?: string;
  values?: AddressFormValues;
  errors?: Record<string, string>;
  message?: string | null;
  idPrefix?: string;
  title?: string;
  submitLabel?: string;
  /** A link back (Cancel). */
  cancel?: ReactNode;
  busy?: boolean;
  showDefault?: boolean;
  /** The refused save (focus goes to its first invalid field). */
  failed?: unknown;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const titleId = `${idPrefix ?? 'address'}-form-title`;
  return (
    <Form failed={failed} method="post" action={action} className="space-y-4" aria-labelledby={title ? titleId : undefined} noValidate>
      {title ? (
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
      ) : null}
      <Notice tone="error">{message}</Notice>
      <AddressFields values={values} errors={errors} idPrefix={idPrefix} showDefault={showDefault} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" block size="lg" className="sm:w-auto" disabled={busy}>
          {submitLabel ?? t('address.save')}
        </Button>
        {cancel}
      </div>
    </Form>
  );
}

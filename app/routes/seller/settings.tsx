// /seller/settings (issue 14 item 6; docs/decisions/026): the owner's settings, one form per
// part so a save changes only that part — the shop (name, contact, colour with its contrast
// check), the logo, social links, the shop rate, delivery charges with district overrides,
// pickup points, and payments (methods, COD advance, return window). Each form posts here and
// calls the same service as /api/seller/settings-save; a saved part comes back as
// ?saved=<part> (post/redirect/get), a refused one shows its reasons by its fields. Works
// without JavaScript. Staff (not owners) see that only the owner can change settings.
import { data, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { sellerSettingsMessages } from '../../../core/seller-settings';
import { DomainError } from '../../../services/domain-error';
import { getSellerSettings } from '../../../services/seller/get-seller-settings';
import { type SellerSettings } from '../../../services/seller/settings-views';
import { saveSellerSettings } from '../../../services/seller/save-seller-settings';
import { LOGO_MAX_BYTES, uploadShopLogo } from '../../../services/seller/upload-shop-logo';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { CheckboxField, Field, FieldError, FileField, Form, SelectField, TextareaField } from '../../components/ui/field';
import { Notice, Notices } from '../../components/ui/notice';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/settings';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaffPage(context);
  if (staff.role !== 'owner') return { settings: null };
  return { settings: await getSellerSettings(context) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.settings');
}

type Part = 'shop' | 'logo' | 'social' | 'rate' | 'delivery' | 'pickup' | 'payments' | 'alerts';
type ActionResult = FormFailure & { part: Part };

/** The form's rows `${prefix}${i}_${name}` that are kept (not removed, not empty); `at[k]` is the form row of kept row k. */
const rows = (form: FormData, prefix: string, names: string[], at: number[] = []) => {
  const out: Array<Record<string, string>> = [];
  for (let i = 0; i < 60; i++) {
    if (!form.has(`${prefix}${i}_${names[0]}`)) break;
    const row = Object.fromEntries(names.map((n) => [n, text(form, `${prefix}${i}_${n}`).trim()]));
    if (text(form, `${prefix}${i}_remove`) === 'on') continue;
    if (Object.values(row).every((v) => v === '' || v === '0')) continue;
    out.push(row);
    at.push(i);
  }
  return out;
};

const FIELD_OF_PATH: Record<string, string> = {
  'shop_rate.type': 'rate_type',
  'shop_rate.increase': 'increase',
  'shop_rate.discount': 'discount',
  'delivery.inside_dhaka': 'inside_dhaka',
  'delivery.outside_dhaka': 'outside_dhaka',
  'delivery.free_over': 'free_over',
  'delivery.inside_dhaka_days': 'inside_dhaka_days',
  'delivery.outside_dhaka_days': 'outside_dhaka_days',
  'owner_alerts.phone': 'alert_phone',
  'owner_alerts.on': 'alerts_on',
  owner_alerts: 'alert_phone',
};

/**
 * The input a refusal's path (`delivery.inside_dhaka`, `pickup_points.1.name`) names in the
 * form (`inside_dhaka`, `point2_name` when the first row was left empty), or the path itself.
 */
function fieldOfPath(path: string, form: FormData): string {
  if (FIELD_OF_PATH[path]) return FIELD_OF_PATH[path];
  if (path.startsWith('delivery.districts')) return 'districts';
  if (path.startsWith('payment_methods')) return 'payment_methods';
  const row = /^(social_links|pickup_points)\.(\d+)\.(\w+)$/.exec(path);
  if (row) {
    const [prefix, names] = row[1] === 'social_links' ? ['link', ['name', 'url']] : ['point', ['name', 'address', 'phone', 'hours', 'charge']];
    const at: number[] = [];
    rows(form, prefix, names, at);
    const i = at[Number(row[2])];
    if (i !== undefined) return `${prefix}${i}_${row[3]}`;
  }
  return path;
}

/** "Gazipur = 90" lines → { Gazipur: '90' }; a line without '=' is refused by its name. */
function districtLines(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of value.split(/\r?\n/)) {
    const t = line.trim();
    if (!t) continue;
    const [name, charge] = t.split(/[=:]/).map((s) => s.trim());
    out[name ?? t] = charge ?? '';
  }
  return out;
}

function partInput(part: Part, form: FormData): Record<string, unknown> {
  switch (part) {
    case 'shop':
      return { shop_name: text(form, 'shop_name'), contact_number: text(form, 'contact_number'), theme_primary_color: text(form, 'theme_primary_color'), ...(form.has('default_language') ? { default_language: text(form, 'default_language') } : {}) };
    case 'social':
      return { social_links: rows(form, 'link', ['name', 'url']) };
    case 'rate':
      return { shop_rate: { type: text(form, 'rate_type'), increase: text(form, 'increase') || '0', discount: text(form, 'discount') || '0' } };
    case 'delivery':
      return {
        delivery: {
          inside_dhaka: text(form, 'inside_dhaka'),
          outside_dhaka: text(form, 'outside_dhaka'),
          free_over: text(form, 'free_over'),
          inside_dhaka_days: text(form, 'inside_dhaka_days'),
          outside_dhaka_days: text(form, 'outside_dhaka_days'),
          districts: districtLines(text(form, 'districts')),
        },
      };
    case 'alerts':
      return { owner_alerts: { on: form.has('alerts_on') ? '1' : '0', phone: text(form, 'alert_phone') } };
    case 'pickup':
      return { pickup_points: rows(form, 'point', ['name', 'address', 'phone', 'hours', 'charge']).map((p) => ({ ...p, charge: p.charge || '0' })) };
    default:
      return { payment_methods: form.getAll('payment_methods').map(String), cod_advance: text(form, 'cod_advance'), return_days: text(form, 'return_days') };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const isUpload = (request.headers.get('content-type') ?? '').startsWith('multipart/');
  if (isUpload && Number(request.headers.get('content-length') ?? 0) > LOGO_MAX_BYTES + 64 * 1024) {
    return data<ActionResult>({ part: 'logo', errors: { logo: sellerSettingsMessages.logoInvalid }, message: null }, { status: 413 });
  }
  const form = await request.formData();
  const part = text(form, 'part') as Part;
  return runAction(
    async () => {
      if (part === 'logo') {
        const file = form.get('logo');
        await uploadShopLogo(context, file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array());
      } else {
        if (!['shop', 'social', 'rate', 'delivery', 'pickup', 'payments', 'alerts'].includes(part)) throw new DomainError('invalid', 'Unknown settings form');
        await saveSellerSettings(context, partInput(part, form));
      }
      return redirect(`/seller/settings?saved=${part}#${part}`);
    },
    // Field errors name JSON paths (delivery.inside_dhaka): each is shown by the input it names.
    (r): ActionResult => ({ part, errors: Object.fromEntries(Object.entries(r.errors).map(([path, message]) => [fieldOfPath(path, form), message])), message: r.message }),
  );
}

/** The inputs of each part's form: a refusal naming one is shown by it, any other in the list above. */
const PART_FIELDS: Record<Part, RegExp> = {
  shop: /^(shop_name|contact_number|theme_primary_color|default_language)$/,
  logo: /^logo$/,
  delivery: /^(inside_dhaka|outside_dhaka|free_over|districts|inside_dhaka_days|outside_dhaka_days)$/,
  payments: /^(payment_methods|cod_advance|return_days)$/,
  rate: /^(rate_type|increase|discount)$/,
  social: /^link\d+_(name|url)$/,
  pickup: /^point\d+_(name|address|phone|hours|charge)$/,
  alerts: /^(alerts_on|alert_phone)$/,
};

function Section({ part, title, children, result, saved, multipart }: { part: Part; title: string; children: React.ReactNode; result?: ActionResult; saved: string | null; multipart?: boolean }) {
  const mine = result?.part === part ? result : undefined;
  const busy = useNavigation().state !== 'idle';
  const { t } = useI18n();
  const untied = mine ? Object.entries(mine.errors).filter(([name]) => !PART_FIELDS[part].test(name)) : [];
  return (
    <Card id={part} title={title} titleId={`${part}-title`}>
      <Form method="post" failed={mine} encType={multipart ? 'multipart/form-data' : undefined} className="space-y-3" noValidate>
        <input type="hidden" name="part" value={part} />
        <Notices notice={saved === part ? t('seller.settings.saved') : null} error={mine?.message ?? (untied.length === 1 ? untied[0]![1] : null)} />
        {untied.length > 1 ? (
          <Notice tone="error" as="ul" className="list-disc pl-7">
            {untied.map(([path, message]) => (
              <li key={path}>
                {path}: {message}
              </li>
            ))}
          </Notice>
        ) : null}
        {children}
        <Button type="submit" variant="primary" disabled={busy}>
          {t('seller.settings.save', { part: title.toLowerCase() })}
        </Button>
      </Form>
    </Card>
  );
}

function Swatch({ color }: { color: string | null }) {
  const { t } = useI18n();
  if (!color) return null;
  return (
    <span className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-white" style={{ background: color }}>
      {t('seller.settings.swatch', { color })}
    </span>
  );
}

export default function SellerSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = result ? null : params.get('saved');
  const { t, lang, digits } = useI18n();
  if (!settings) {
    return (
      <div className="space-y-4">
        <PageTitle>{t('seller.nav.settings')}</PageTitle>
        <Card as="div" className="text-gray-900">
          <p>{t('seller.settings.ownerOnly')}{lang === 'bn' ? '।' : '.'}</p>
        </Card>
      </div>
    );
  }
  const s: SellerSettings = settings;
  const links = [...s.social_links, { name: '', url: '', bg_color: null }, { name: '', url: '', bg_color: null }];
  const points = [...s.pickup_points, { id: 0, name: '', address: '', phone: null, hours: null, charge: 0 }];
  const common = { result, saved };
  /** The error of one input of `part`'s form, after a refused save of that part. */
  const err = (part: Part, name: string) => (result?.part === part ? result.errors[name] : undefined);
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.settings')}</PageTitle>
      <p className="text-sm text-gray-700">{t('seller.settings.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section part="shop" title={t('seller.settings.shop')} {...common}>
          <Field name="shop_name" label={t('seller.settings.shopName')} required maxLength={200} defaultValue={s.shop_name} error={err('shop', 'shop_name')} />
          <Field name="contact_number" label={t('seller.settings.contact')} type="tel" defaultValue={s.contact_number ?? ''} autoComplete="off" error={err('shop', 'contact_number')} />
          <Field
            id="theme-colour"
            name="theme_primary_color"
            label={t('seller.settings.colour')}
            defaultValue={s.theme_primary_color ?? ''}
            pattern="#[0-9a-fA-F]{3,6}"
            hint={`${t('seller.settings.colourHint')}${s.theme_contrast ? t('seller.settings.colourNow', { ratio: lang === 'bn' ? digits(s.theme_contrast.ratio.toFixed(2)) : s.theme_contrast.ratio.toFixed(2) }) : ''}`}
            error={err('shop', 'theme_primary_color')}
          />
          <Swatch color={s.theme_primary_color} />
          <SelectField id="default-language" name="default_language" label={t('seller.settings.defaultLanguage')} hint={t('seller.settings.defaultLanguageHint')} defaultValue={s.default_language} error={err('shop', 'default_language')}>
            <option value="bn" lang="bn">বাংলা</option>
            <option value="en" lang="en">English</option>
          </SelectField>
        </Section>

        <Section part="alerts" title={t('seller.settings.alerts')} {...common}>
          <p className="text-sm text-gray-700">{t('seller.settings.alertsHint')}</p>
          <CheckboxField name="alerts_on" value="1" defaultChecked={s.owner_alerts.on} label={t('seller.settings.alertsOn')} />
          <Field name="alert_phone" label={t('seller.settings.alertPhone')} type="tel" autoComplete="tel" defaultValue={s.owner_alerts.phone ? `0${s.owner_alerts.phone.slice(4)}` : ''} error={err('alerts', 'alert_phone')} />
        </Section>

        <Section part="logo" title={t('seller.settings.logo')} multipart {...common}>
          {s.logo ? <img src={s.logo} alt={t('seller.settings.logoNow', { shop: s.shop_name })} className="max-h-16 max-w-full" /> : <p className="text-sm text-gray-700">{t('seller.settings.noLogo')}</p>}
          <FileField name="logo" label={t('seller.settings.logoFile')} accept="image/png,image/jpeg,image/webp,image/gif" error={err('logo', 'logo')} />
        </Section>

        <Section part="delivery" title={t('seller.settings.delivery')} {...common}>
          <div className="grid grid-cols-2 gap-2">
            <Field name="inside_dhaka" label={t('seller.settings.insideDhaka')} inputMode="numeric" defaultValue={s.delivery.inside_dhaka} error={err('delivery', 'inside_dhaka')} />
            <Field name="outside_dhaka" label={t('seller.settings.outsideDhaka')} inputMode="numeric" defaultValue={s.delivery.outside_dhaka} error={err('delivery', 'outside_dhaka')} />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Field name="inside_dhaka_days" label={t('seller.settings.insideDhakaDays')} inputMode="numeric" defaultValue={s.delivery.inside_dhaka_days ?? ''} error={err('delivery', 'inside_dhaka_days')} />
            <Field name="outside_dhaka_days" label={t('seller.settings.outsideDhakaDays')} inputMode="numeric" defaultValue={s.delivery.outside_dhaka_days ?? ''} error={err('delivery', 'outside_dhaka_days')} />
          </div>
          <Field name="free_over" label={t('seller.settings.freeOver')} inputMode="numeric" defaultValue={s.delivery.free_over ?? ''} error={err('delivery', 'free_over')} />
          <TextareaField
            name="districts"
            label={t('seller.settings.districts')}
            rows={3}
            defaultValue={Object.entries(s.delivery.districts)
              .map(([d, c]) => `${d} = ${c}`)
              .join('\n')}
            error={err('delivery', 'districts')}
          />
        </Section>

        <Section part="payments" title={t('seller.settings.payments')} {...common}>
          <PaymentMethods settings={s} error={err('payments', 'payment_methods')} />
          <SelectField name="cod_advance" label={t('seller.settings.codAdvance')} defaultValue={s.cod_advance} error={err('payments', 'cod_advance')}>
            <option value="none">{t('seller.settings.codNone')}</option>
            <option value="delivery_charge">{t('seller.settings.codDeliveryCharge')}</option>
          </SelectField>
          <Field name="return_days" label={t('seller.settings.returnDays')} inputMode="numeric" defaultValue={s.return_days} error={err('payments', 'return_days')} />
        </Section>

        <Section part="rate" title={t('seller.settings.rate')} {...common}>
          <SelectField name="rate_type" label={t('seller.settings.rateType')} defaultValue={s.shop_rate.type} error={err('rate', 'rate_type')}>
            <option value="percentage">{t('seller.settings.ratePercentage')}</option>
            <option value="flat">{t('seller.settings.rateFlat')}</option>
          </SelectField>
          <div className="grid grid-cols-2 gap-2">
            <Field name="increase" label={t('seller.settings.markup')} inputMode="decimal" defaultValue={s.shop_rate.increase} error={err('rate', 'increase')} />
            <Field name="discount" label={t('seller.settings.discount')} inputMode="decimal" defaultValue={s.shop_rate.discount} error={err('rate', 'discount')} />
          </div>
        </Section>

        <Section part="social" title={t('seller.settings.social')} {...common}>
          {links.map((l, i) => (
            <div key={i} className="grid grid-cols-[1fr_2fr] gap-2">
              <Field name={`link${i}_name`} label={t('seller.settings.name')} defaultValue={l.name} error={err('social', `link${i}_name`)} />
              <Field name={`link${i}_url`} label={t('seller.settings.link')} type="url" defaultValue={l.url} error={err('social', `link${i}_url`)} />
            </div>
          ))}
          <p className="text-sm text-gray-700">{t('seller.settings.emptyRow')}</p>
        </Section>

        <Section part="pickup" title={t('seller.settings.pickup')} {...common}>
          {points.map((p, i) => (
            <fieldset key={i} className="grid gap-2 rounded-md border border-gray-200 p-2 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium text-gray-900">{p.name || t('seller.settings.newPickup')}</legend>
              <Field name={`point${i}_name`} label={t('seller.settings.name')} defaultValue={p.name} error={err('pickup', `point${i}_name`)} />
              <Field name={`point${i}_address`} label={t('seller.settings.address')} defaultValue={p.address} error={err('pickup', `point${i}_address`)} />
              <Field name={`point${i}_phone`} label={t('seller.settings.phone')} type="tel" defaultValue={p.phone ?? ''} error={err('pickup', `point${i}_phone`)} />
              <Field name={`point${i}_hours`} label={t('seller.settings.hours')} defaultValue={p.hours ?? ''} error={err('pickup', `point${i}_hours`)} />
              <Field name={`point${i}_charge`} label={t('seller.settings.charge')} inputMode="numeric" defaultValue={p.charge} error={err('pickup', `point${i}_charge`)} />
              {p.id ? <CheckboxField name={`point${i}_remove`} label={t('seller.settings.remove')} /> : null}
            </fieldset>
          ))}
        </Section>
      </div>
    </div>
  );
}

/** The payment methods offered: checkboxes in a fieldset, the refusal (a method twice) tied to each. */
function PaymentMethods({ settings: s, error }: { settings: SellerSettings; error?: string }) {
  const { t } = useI18n();
  return (
    <fieldset aria-describedby={error ? 'payment-methods-error' : undefined}>
      <legend className="block text-sm font-medium text-gray-900">{t('seller.settings.methods')}</legend>
      {(['cod', 'bkash', 'stripe'] as const).map((m) => (
        <CheckboxField
          key={m}
          name="payment_methods"
          value={m}
          defaultChecked={s.payment_methods.includes(m)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'payment-methods-error' : undefined}
          label={`${t(m === 'cod' ? 'seller.settings.cod' : m === 'bkash' ? 'seller.settings.bkash' : 'seller.settings.card')}${s.payment_methods_available.includes(m) ? '' : t('seller.settings.notSetUp')}`}
        />
      ))}
      <FieldError id="payment-methods-error" error={error} />
    </fieldset>
  );
}

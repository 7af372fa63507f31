// /seller/settings (issue 14 item 6; docs/decisions/026): the owner's settings, one form per
// part so a save changes only that part — the shop (name, contact, colour with its contrast
// check), the logo, social links, the shop rate, delivery charges with district overrides,
// pickup points, and payments (methods, COD advance, return window). Each form posts here and
// calls the same service as /api/seller/settings-save; a saved part comes back as
// ?saved=<part> (post/redirect/get), a refused one shows its reasons by its fields. Works
// without JavaScript. Staff (not owners) see that only the owner can change settings.
import { Form, data, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { sellerSettingsMessages } from '../../../core/seller-settings';
import { DomainError } from '../../../services/domain-error';
import { getSellerSettings } from '../../../services/seller/get-seller-settings';
import { type SellerSettings } from '../../../services/seller/settings-views';
import { saveSellerSettings } from '../../../services/seller/save-seller-settings';
import { LOGO_MAX_BYTES, uploadShopLogo } from '../../../services/seller/upload-shop-logo';
import { card, field, h1, h2, primaryButton } from '../../components/seller/console-ui';
import { Notice, Notices } from '../../components/ui/notice';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/settings';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaffPage(context);
  if (staff.role !== 'owner') return { settings: null };
  return { settings: await getSellerSettings(context) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: 'Settings — Seller console' }, { name: 'robots', content: 'noindex' }];
}

type Part = 'shop' | 'logo' | 'social' | 'rate' | 'delivery' | 'pickup' | 'payments';
type ActionResult = FormFailure & { part: Part };

const rows = (form: FormData, prefix: string, names: string[]) => {
  const out: Array<Record<string, string>> = [];
  for (let i = 0; i < 60; i++) {
    if (!form.has(`${prefix}${i}_${names[0]}`)) break;
    const row = Object.fromEntries(names.map((n) => [n, text(form, `${prefix}${i}_${n}`).trim()]));
    if (text(form, `${prefix}${i}_remove`) === 'on') continue;
    if (Object.values(row).every((v) => v === '' || v === '0')) continue;
    out.push(row);
  }
  return out;
};

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
      return { shop_name: text(form, 'shop_name'), contact_number: text(form, 'contact_number'), theme_primary_color: text(form, 'theme_primary_color') };
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
          districts: districtLines(text(form, 'districts')),
        },
      };
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
        if (!['shop', 'social', 'rate', 'delivery', 'pickup', 'payments'].includes(part)) throw new DomainError('invalid', 'Unknown settings form');
        await saveSellerSettings(context, partInput(part, form));
      }
      return redirect(`/seller/settings?saved=${part}#${part}`);
    },
    (r): ActionResult => {
      // Field errors name JSON paths (delivery.inside_dhaka): the form shows them as one list.
      const reasons = Object.entries(r.errors);
      return { part, errors: r.errors, message: r.message ?? (reasons.length === 1 ? reasons[0]![1] : null) };
    },
  );
}

const label = 'block text-sm font-medium text-gray-900';

function Section({ part, title, children, result, saved, multipart }: { part: Part; title: string; children: React.ReactNode; result?: ActionResult; saved: string | null; multipart?: boolean }) {
  const mine = result?.part === part ? result : undefined;
  const busy = useNavigation().state !== 'idle';
  const reasons = mine ? Object.entries(mine.errors) : [];
  return (
    <section id={part} aria-labelledby={`${part}-title`} className={card}>
      <h2 id={`${part}-title`} className={h2}>
        {title}
      </h2>
      <Form method="post" encType={multipart ? 'multipart/form-data' : undefined} className="space-y-3" noValidate>
        <input type="hidden" name="part" value={part} />
        <Notices notice={saved === part ? sellerSettingsMessages.settingsSaved : null} error={mine?.message ?? null} />
        {reasons.length > 1 ? (
          <Notice tone="error" as="ul" className="list-disc pl-7">
            {reasons.map(([path, message]) => (
              <li key={path}>
                {path}: {message}
              </li>
            ))}
          </Notice>
        ) : null}
        {children}
        <button type="submit" className={primaryButton} disabled={busy}>
          Save {title.toLowerCase()}
        </button>
      </Form>
    </section>
  );
}

function Swatch({ color }: { color: string | null }) {
  if (!color) return null;
  return (
    <span className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-white" style={{ background: color }}>
      White text on {color}
    </span>
  );
}

export default function SellerSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = result ? null : params.get('saved');
  if (!settings) {
    return (
      <div className="space-y-4">
        <h1 className={h1}>Settings</h1>
        <p className={`${card} text-gray-900`}>{sellerSettingsMessages.ownerOnly}.</p>
      </div>
    );
  }
  const s: SellerSettings = settings;
  const links = [...s.social_links, { name: '', url: '', bg_color: null }, { name: '', url: '', bg_color: null }];
  const points = [...s.pickup_points, { id: 0, name: '', address: '', phone: null, hours: null, charge: 0 }];
  const common = { result, saved };
  return (
    <div className="space-y-4">
      <h1 className={h1}>Settings</h1>
      <p className="text-sm text-gray-700">Only you (the owner) can change these. Shoppers see a saved change on their next page.</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section part="shop" title="Shop" {...common}>
          <label className={label}>
            Shop name
            <input name="shop_name" required maxLength={200} defaultValue={s.shop_name} className={field} />
          </label>
          <label className={label}>
            Contact number
            <input name="contact_number" type="tel" defaultValue={s.contact_number ?? ''} className={field} autoComplete="off" />
          </label>
          <label className={label}>
            Theme colour (#rrggbb)
            <input name="theme_primary_color" defaultValue={s.theme_primary_color ?? ''} className={field} pattern="#[0-9a-fA-F]{3,6}" aria-describedby="contrast-note" />
          </label>
          <p id="contrast-note" className="text-sm text-gray-700">
            Buttons and the header draw white text on this colour, so it needs a contrast of at least 4.5:1 with white.
            {s.theme_contrast ? ` Now: ${s.theme_contrast.ratio.toFixed(2)}:1.` : ''}
          </p>
          <Swatch color={s.theme_primary_color} />
        </Section>

        <Section part="logo" title="Logo" multipart {...common}>
          {s.logo ? <img src={s.logo} alt={`${s.shop_name} logo now`} className="max-h-16 max-w-full" /> : <p className="text-sm text-gray-700">No logo yet.</p>}
          <label className={label}>
            A PNG, JPEG, WebP or GIF picture, at most 5 MB
            <input name="logo" type="file" accept="image/png,image/jpeg,image/webp,image/gif" className={field} />
          </label>
        </Section>

        <Section part="delivery" title="Delivery charges" {...common}>
          <div className="grid grid-cols-2 gap-2">
            <label className={label}>
              Inside Dhaka (৳)
              <input name="inside_dhaka" inputMode="numeric" defaultValue={s.delivery.inside_dhaka} className={field} />
            </label>
            <label className={label}>
              Outside Dhaka (৳)
              <input name="outside_dhaka" inputMode="numeric" defaultValue={s.delivery.outside_dhaka} className={field} />
            </label>
          </div>
          <label className={label}>
            Free delivery when the cart reaches (৳; empty: never)
            <input name="free_over" inputMode="numeric" defaultValue={s.delivery.free_over ?? ''} className={field} />
          </label>
          <label className={label}>
            District charges, one a line (e.g. “Gazipur = 90”)
            <textarea name="districts" rows={3} defaultValue={Object.entries(s.delivery.districts).map(([d, c]) => `${d} = ${c}`).join('\n')} className={field} />
          </label>
        </Section>

        <Section part="payments" title="Payments and returns" {...common}>
          <fieldset>
            <legend className={label}>Payment methods offered</legend>
            {(['cod', 'bkash', 'stripe'] as const).map((m) => (
              <label key={m} className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
                <input type="checkbox" name="payment_methods" value={m} defaultChecked={s.payment_methods.includes(m)} className="h-5 w-5" />
                {m === 'cod' ? 'Cash on delivery' : m === 'bkash' ? 'bKash' : 'Card'}
                {s.payment_methods_available.includes(m) ? '' : ' (not set up on this server)'}
              </label>
            ))}
          </fieldset>
          <label className={label}>
            Cash on delivery advance
            <select name="cod_advance" defaultValue={s.cod_advance} className={field}>
              <option value="none">None</option>
              <option value="delivery_charge">The delivery charge, paid in advance</option>
            </select>
          </label>
          <label className={label}>
            Return window (days after delivery)
            <input name="return_days" inputMode="numeric" defaultValue={s.return_days} className={field} />
          </label>
        </Section>

        <Section part="rate" title="Shop rate" {...common}>
          <label className={label}>
            Rate type
            <select name="rate_type" defaultValue={s.shop_rate.type} className={field}>
              <option value="percentage">Percentage of the price</option>
              <option value="flat">Flat taka</option>
            </select>
          </label>
          <div className="grid grid-cols-2 gap-2">
            <label className={label}>
              Markup
              <input name="increase" inputMode="decimal" defaultValue={s.shop_rate.increase} className={field} />
            </label>
            <label className={label}>
              Discount
              <input name="discount" inputMode="decimal" defaultValue={s.shop_rate.discount} className={field} />
            </label>
          </div>
        </Section>

        <Section part="social" title="Social links" {...common}>
          {links.map((l, i) => (
            <div key={i} className="grid grid-cols-[1fr_2fr] gap-2">
              <label className={label}>
                Name
                <input name={`link${i}_name`} defaultValue={l.name} className={field} />
              </label>
              <label className={label}>
                Link (https://…)
                <input name={`link${i}_url`} type="url" defaultValue={l.url} className={field} />
              </label>
            </div>
          ))}
          <p className="text-sm text-gray-700">Empty a row to remove it.</p>
        </Section>

        <Section part="pickup" title="Pickup points" {...common}>
          {points.map((p, i) => (
            <fieldset key={i} className="grid gap-2 rounded-md border border-gray-200 p-2 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium text-gray-900">{p.name || 'New pickup point'}</legend>
              <label className={label}>
                Name
                <input name={`point${i}_name`} defaultValue={p.name} className={field} />
              </label>
              <label className={label}>
                Address
                <input name={`point${i}_address`} defaultValue={p.address} className={field} />
              </label>
              <label className={label}>
                Phone
                <input name={`point${i}_phone`} type="tel" defaultValue={p.phone ?? ''} className={field} />
              </label>
              <label className={label}>
                Hours
                <input name={`point${i}_hours`} defaultValue={p.hours ?? ''} className={field} />
              </label>
              <label className={label}>
                Charge (৳)
                <input name={`point${i}_charge`} inputMode="numeric" defaultValue={p.charge} className={field} />
              </label>
              {p.id ? (
                <label className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
                  <input type="checkbox" name={`point${i}_remove`} className="h-5 w-5" /> Remove
                </label>
              ) : null}
            </fieldset>
          ))}
        </Section>
      </div>
    </div>
  );
}

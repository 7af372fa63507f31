// /seller/products/new and /seller/products/:id (issue 26 item 1; docs/decisions/056): add or
// edit a product — names and descriptions in English and Bangla, category and brand, price and
// the reseller limits, per-order limit, stock and visibility, cashback, order attachment,
// pictures (add several, set their order, remove) and variants (groups with comma-separated
// values; a row per combination with its price, stock and whether it is on sale). The form is
// read into the product entry of the catalog import (product-form.ts) and saved by saveProduct,
// the use case of /api/seller/product-save, so the import's rules answer both. A refused save
// comes back with what was typed and each reason beside its field (the first one focused).
// Staff and owners; works without JavaScript (one multipart POST; the page after it).
import { data, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { PRODUCT_FORM_GROUPS, PRODUCT_MAX_UPLOADS } from '../../../core/seller-products';
import { getProductChoices, getSellerProduct } from '../../../services/seller/get-seller-product';
import { saveProduct } from '../../../services/seller/save-product';
import { sellerSettingsMessages } from '../../../core/seller-settings';
import { sellerProductMessages } from '../../../core/seller-products';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { CheckboxField, Field, FileField, Form, SelectField, TextareaField } from '../../components/ui/field';
import { Notice } from '../../components/ui/notice';
import { formObject, runAction } from '../../lib/action.server';
import { notFoundSaying } from '../../lib/not-found';
import { requireStaffPage } from '../../lib/seller-session.server';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { formFieldOf, productEntryFromForm } from './product-form';
import { sizeGuideToText, specificationsToText } from '../../../core/product-facts-text';
import type { Route } from './+types/product';

type Editable = Awaited<ReturnType<typeof getSellerProduct>>;

async function readProduct(context: Route.LoaderArgs['context'], id: string | undefined): Promise<Editable | null> {
  if (id === undefined) return null;
  if (!/^\d{1,12}$/.test(id)) throw data({ message: sellerSettingsMessages.productNotFound }, { status: 404 });
  return getSellerProduct(context, { product_id: id }).catch(notFoundSaying(sellerSettingsMessages.productNotFound));
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const [product, choices] = await Promise.all([readProduct(context, params.id), getProductChoices(context)]);
  return { product, choices };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches, params }: Route.MetaArgs) {
  return consoleMeta(matches, params.id ? 'seller.products.edit' : 'seller.product.newTitle');
}

interface ActionResult {
  errors: Record<string, string>;
  message: string | null;
  values: Record<string, string | string[]>;
}

const MAX_BODY = PRODUCT_MAX_UPLOADS * 5 * 1024 * 1024 + 256 * 1024;

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) {
    return data<ActionResult>({ errors: { picture: sellerProductMessages.tooManyUploads }, message: null, values: {} }, { status: 413 });
  }
  const product = await readProduct(context, params.id);
  const form = await request.formData();
  const uploads: Uint8Array[] = [];
  for (const f of form.getAll('picture')) if (f instanceof File && f.size > 0) uploads.push(new Uint8Array(await f.arrayBuffer()));
  const values = formObject(form);
  return runAction(
    async () => {
      const saved = await saveProduct(context, productEntryFromForm(form, product), uploads);
      return redirect(`/seller/products/${saved.product.product_id}?saved=${saved.created ? 'created' : 'saved'}`);
    },
    (r): ActionResult => {
      const errors: Record<string, string> = {};
      const rest: string[] = [];
      for (const [path, message] of Object.entries(r.errors)) {
        const field = formFieldOf(path);
        if (FIELDS.has(field) || /^(combo_|group_)/.test(field)) errors[field] ??= message;
        else rest.push(message);
      }
      return { errors, message: r.message ?? (rest.length ? rest.join(' · ') : null), values };
    },
  );
}

const FIELDS = new Set([
  'name', 'name_bn', 'shortDescription', 'shortDescription_bn', 'description', 'description_bn', 'slug', 'category', 'brand', 'unitprice', 'resellerMinPrice',
  'resellerMaxPrice', 'max_item_in_order', 'quantity', 'status', 'cash', 'attachment_field_title', 'picture', 'specifications', 'size_guide',
]);

/** Every combination of the groups' value keys, in group order (the rows of the table). */
function combinationsOf(groups: NonNullable<Editable['variants']>['groups']): Array<Array<{ key: string; label: string }>> {
  return groups.reduce<Array<Array<{ key: string; label: string }>>>((acc, g) => acc.flatMap((c) => g.values.map((v) => [...c, v])), [[]]);
}

export default function SellerProduct() {
  const { product: p, choices } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t, lang, digits } = useI18n();
  const saved = failure ? null : params.get('saved');
  const typed = failure?.values ?? {};
  const err = failure?.errors ?? {};
  /** What the field shows: what was typed in a refused save, else the product's value. */
  const v = (name: string, stored: string | number | null | undefined) => {
    const value = typed[name];
    if (typeof value === 'string') return value;
    return stored === null || stored === undefined ? '' : String(stored);
  };
  const checked = (name: string, stored: boolean) => (failure ? typed[name] === 'on' : stored);
  const local = (en: string, bn: string | null) => (lang === 'bn' && bn ? bn : en);
  const groups = p?.variants?.groups ?? [];
  const groupRows = Array.from({ length: Math.max(PRODUCT_FORM_GROUPS, groups.length + 1) }, (_, g) => groups[g]);
  const combos = p?.variants ? combinationsOf(p.variants.groups) : [];
  const guide = sizeGuideToText(p?.size_guide ?? null);
  const priceOf = (keys: string[]) => p?.variants?.prices.find((c) => c.values.join('|') === keys.join('|'));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageTitle>{p ? t('seller.product.editTitle', { name: local(p.name, p.name_bn) }) : t('seller.product.newTitle')}</PageTitle>
        <div className="flex flex-wrap gap-2">
          {p ? (
            <ButtonLink to={`/products/${p.product_id}`} variant="secondary" reloadDocument>
              {t('seller.product.view')}
            </ButtonLink>
          ) : null}
          <ButtonLink to="/seller/products" variant="secondary">
            {t('seller.product.back')}
          </ButtonLink>
        </div>
      </div>
      <Notice tone="success" live="status">
        {saved === 'created' ? t('seller.msg.productCreated') : saved === 'saved' ? t('seller.msg.productSaved') : null}
      </Notice>
      <Notice tone="error" live="alert">
        {failure?.message}
      </Notice>
      <Form key={p?.updated_at ?? 'new'} method="post" encType="multipart/form-data" failed={failure} className="space-y-4" noValidate>
        {p ? <input type="hidden" name="expected_updated_at" value={p.updated_at} /> : null}
        <Card title={t('seller.product.namesLegend')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field name="name" label={t('seller.product.name')} defaultValue={v('name', p?.name)} error={err.name} required />
            <Field name="name_bn" label={t('seller.product.nameBn')} lang="bn" defaultValue={v('name_bn', p?.name_bn)} error={err.name_bn} />
            <TextareaField name="shortDescription" label={t('seller.product.short')} rows={2} defaultValue={v('shortDescription', p?.shortDescription)} error={err.shortDescription} />
            <TextareaField name="shortDescription_bn" label={t('seller.product.shortBn')} lang="bn" rows={2} defaultValue={v('shortDescription_bn', p?.shortDescription_bn)} error={err.shortDescription_bn} />
            <TextareaField name="description" label={t('seller.product.description')} rows={5} defaultValue={v('description', p?.description)} error={err.description} />
            <TextareaField name="description_bn" label={t('seller.product.descriptionBn')} lang="bn" rows={5} defaultValue={v('description_bn', p?.description_bn)} error={err.description_bn} />
            <Field name="slug" label={t('seller.product.slug')} hint={t('seller.product.slugHint')} defaultValue={v('slug', p?.slug)} error={err.slug} autoCapitalize="none" />
          </div>
        </Card>

        <Card title={t('seller.product.placeLegend')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField name="category" label={t('seller.product.category')} defaultValue={v('category', p?.category)} error={err.category}>
              <option value="">{t('seller.product.noneOption')}</option>
              {choices.categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {local(c.category_name, c.category_name_bn)} › {local(c.name, c.name_bn)}
                </option>
              ))}
            </SelectField>
            <SelectField name="brand" label={t('seller.product.brand')} defaultValue={v('brand', p?.brand)} error={err.brand}>
              <option value="">{t('seller.product.noneOption')}</option>
              {choices.brands.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {local(b.name, b.name_bn)}
                </option>
              ))}
            </SelectField>
          </div>
        </Card>

        <Card title={t('seller.product.priceLegend')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field name="unitprice" label={t('seller.product.unitprice')} hint={t('seller.product.unitpriceHint')} inputMode="numeric" defaultValue={v('unitprice', p?.unitprice)} error={err.unitprice} />
            <Field name="max_item_in_order" label={t('seller.product.maxInOrder')} hint={t('seller.product.maxInOrderHint')} inputMode="numeric" defaultValue={v('max_item_in_order', p?.max_item_in_order ?? 0)} error={err.max_item_in_order} />
            <Field name="resellerMinPrice" label={t('seller.product.resellerMin')} hint={t('seller.product.limitsHint')} inputMode="numeric" defaultValue={v('resellerMinPrice', p?.resellerMinPrice ?? 0)} error={err.resellerMinPrice} />
            <Field name="resellerMaxPrice" label={t('seller.product.resellerMax')} hint={t('seller.product.limitsHint')} inputMode="numeric" defaultValue={v('resellerMaxPrice', p?.resellerMaxPrice ?? 0)} error={err.resellerMaxPrice} />
          </div>
        </Card>

        <Card title={t('seller.product.stockLegend')}>
          <div className="grid gap-3 sm:grid-cols-2">
            {p?.variants ? (
              <p className="text-sm text-gray-700 sm:col-span-2">{t('seller.product.variantStockHint')}</p>
            ) : (
              <>
                <input type="hidden" name="quantity_was" value={p?.quantity ?? 0} />
                <Field name="quantity" label={t('seller.product.quantity')} inputMode="numeric" defaultValue={v('quantity', p?.quantity ?? 0)} error={err.quantity} />
                <CheckboxField name="unlimited_quantity" label={t('seller.product.unlimited')} defaultChecked={checked('unlimited_quantity', p?.unlimited_quantity === 1)} />
              </>
            )}
            <SelectField name="status" label={t('seller.product.visibility')} defaultValue={v('status', p ? (p.status === 1 ? 'visible' : 'hidden') : 'visible')} error={err.status}>
              <option value="visible">{t('seller.product.visible')}</option>
              <option value="hidden">{t('seller.product.hidden')}</option>
            </SelectField>
          </div>
        </Card>

        <Card title={t('seller.product.extrasLegend')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField name="cash_type" label={t('seller.product.cashType')} defaultValue={v('cash_type', p?.cashback_offer?.cash_type ?? '')}>
              <option value="">{t('seller.product.cashNone')}</option>
              <option value="flat">{t('seller.product.cashFlat')}</option>
              <option value="percentage">{t('seller.product.cashPercent')}</option>
            </SelectField>
            <Field name="cash" label={t('seller.product.cash')} inputMode="decimal" defaultValue={v('cash', p?.cashback_offer?.cash ?? 0)} error={err.cash} />
            <CheckboxField name="order_attachment" label={t('seller.product.attachment')} defaultChecked={checked('order_attachment', p?.order_attachment === 1)} className="sm:col-span-2" />
            <Field
              name="attachment_field_title"
              label={t('seller.product.attachmentTitle')}
              hint={t('seller.product.attachmentTitleHint')}
              defaultValue={v('attachment_field_title', p?.attachment_field_title)}
              error={err.attachment_field_title}
              className="sm:col-span-2"
            />
          </div>
        </Card>

        <Card title={t('seller.product.tablesLegend')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextareaField name="specifications" label={t('seller.product.specifications')} hint={t('seller.product.specificationsHint')} rows={5} defaultValue={v('specifications', specificationsToText(p?.specifications ?? []))} error={err.specifications} className="sm:col-span-2" />
            <TextareaField name="size_guide" label={t('seller.product.sizeGuide')} hint={t('seller.product.sizeGuideHint')} rows={5} defaultValue={v('size_guide', guide.text)} error={err.size_guide} />
            <Field name="size_guide_bn" label={t('seller.product.sizeGuideBn')} hint={t('seller.product.sizeGuideBnHint')} lang="bn" defaultValue={v('size_guide_bn', guide.headingsBn)} />
          </div>
        </Card>

        <Card title={t('seller.product.picturesLegend')}>
          <div className="space-y-3">
            {p && p.images.length > 0 ? (
              <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {p.images.map((img, i) => (
                  <li key={img.file} className="space-y-2 rounded-md border border-gray-200 p-2">
                    <input type="hidden" name="picture_file" value={img.file} />
                    <img src={img.url} alt={t('seller.product.pictureAlt', { n: digits(i + 1) })} width={150} height={150} className="aspect-square w-full rounded object-cover" loading="lazy" />
                    <Field name={`picture_place_${i}`} label={t('seller.product.position', { n: digits(i + 1) })} inputMode="numeric" defaultValue={v(`picture_place_${i}`, i + 1)} />
                    <CheckboxField name="picture_remove" value={img.file} label={t('seller.product.remove', { n: digits(i + 1) })} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-gray-700">{t('seller.product.noPictures')}</p>
            )}
            <FileField name="picture" label={t('seller.product.addPictures')} hint={t('seller.product.addPicturesHint')} accept="image/png,image/jpeg,image/webp,image/gif" multiple error={err.picture} />
          </div>
        </Card>

        <Card title={t('seller.product.variantsLegend')}>
          <div className="space-y-3">
            <p className="text-sm text-gray-700">{t('seller.product.variantsHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {groupRows.map((g, i) => (
                <div key={i} className="contents">
                  <Field name={`group_title_${i}`} label={t('seller.product.groupTitle', { n: digits(i + 1) })} defaultValue={v(`group_title_${i}`, g?.title)} error={err[`group_title_${i}`]} />
                  <Field name={`group_values_${i}`} label={t('seller.product.groupValues', { n: digits(i + 1) })} defaultValue={v(`group_values_${i}`, g?.values.map((x) => x.label).join(', '))} error={err[`group_values_${i}`]} />
                </div>
              ))}
            </div>
            {combos.length > 0 ? (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[20rem] text-left text-sm">
                  <caption className="pb-2 text-left font-medium text-gray-900">{t('seller.product.combinations')}</caption>
                  <thead>
                    <tr className="text-gray-700">
                      <th scope="col" className="py-1 pr-2">{t('seller.product.combination')}</th>
                      <th scope="col" className="py-1 pr-2">{t('seller.product.priceColumn')}</th>
                      <th scope="col" className="py-1 pr-2">{t('seller.product.stockColumn')}</th>
                      <th scope="col" className="py-1">{t('seller.product.onSaleColumn')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {combos.map((values, c) => {
                      const keys = values.map((x) => x.key);
                      const label = values.map((x) => x.label).join(' · ');
                      const stored = priceOf(keys);
                      return (
                        <tr key={keys.join('|')} className="border-t border-gray-200 align-top">
                          <th scope="row" className="py-2 pr-2 font-medium text-gray-900">
                            <input type="hidden" name={`combo_values_${c}`} value={keys.join('|')} />
                            <input type="hidden" name={`combo_quantity_was_${c}`} value={stored?.quantity ?? 0} />
                            {label}
                          </th>
                          <td className="py-2 pr-2">
                            <Field name={`combo_price_${c}`} label={t('seller.product.comboPrice', { label })} hideLabel inputMode="numeric" defaultValue={v(`combo_price_${c}`, stored?.variantPrice ?? 0)} error={err[`combo_price_${c}`]} inputClassName="w-24" className="w-28" />
                          </td>
                          <td className="py-2 pr-2">
                            <Field name={`combo_quantity_${c}`} label={t('seller.product.comboQuantity', { label })} hideLabel inputMode="numeric" defaultValue={v(`combo_quantity_${c}`, stored?.quantity ?? 0)} error={err[`combo_quantity_${c}`]} inputClassName="w-20" className="w-24" />
                          </td>
                          <td className="py-2">
                            <CheckboxField name={`combo_on_sale_${c}`} label={t('seller.product.comboOnSale', { label })} hideLabel defaultChecked={checked(`combo_on_sale_${c}`, (stored?.status ?? 1) === 1)} />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            ) : null}
          </div>
        </Card>
        <Button type="submit" size="lg">
          {p ? t('seller.product.save') : t('seller.product.create')}
        </Button>
      </Form>
    </div>
  );
}


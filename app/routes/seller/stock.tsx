// /seller/stock (issue 14 item 6; docs/decisions/026): the shop's products (search by name,
// slug or id; 20 a page) with quantity, unlimited and visibility per product — or per variant
// combination — saved by the same service as /api/seller/product-stock. Each form carries the
// quantity it showed (expected_quantity): if an order sold a unit meanwhile, the save is refused
// and the page says to reload rather than overwrite that sale. Owners also set each product's
// own rate here. Staff and owners; works without JavaScript.
import { redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { listProductsForSeller, type SellerProductRow } from '../../../services/seller/list-seller-products';
import { saveProductRate } from '../../../services/seller/save-product-rate';
import { saveProductStock } from '../../../services/seller/save-product-stock';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { CheckboxField, Field, Form, PlainForm, SelectField } from '../../components/ui/field';
import { Notice, Notices } from '../../components/ui/notice';
import { Pager, pageHref } from '../../components/ui/pager';
import { pageCount } from '../../../core/pager';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { tieToFields } from '../../lib/form-errors';
import { requireStaffPage } from '../../lib/seller-session.server';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/stock';

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  const q = params.get('q') ?? '';
  return { list: await listProductsForSeller(context, { q, page: params.get('page') ?? '1' }), q, owner: staff.role === 'owner' };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.stock');
}

type ActionResult = FormFailure & { key: string };

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const productId = text(form, 'product_id');
  const combination = text(form, 'combination');
  const key = `${text(form, 'intent')}:${productId}:${combination}`;
  const back = text(form, 'back').startsWith('/seller/stock') ? text(form, 'back') : '/seller/stock';
  return runAction(
    async () => {
      if (text(form, 'intent') === 'rate') {
        await saveProductRate(context, { product_id: productId, rate: text(form, 'rate'), type: text(form, 'type'), increase: text(form, 'increase') || '0', discount: text(form, 'discount') || '0' });
      } else {
        const input: Record<string, unknown> = { product_id: productId, visibility: text(form, 'visibility') };
        if (combination) input.combination = combination;
        if (form.has('quantity')) {
          input.quantity = text(form, 'quantity');
          input.expected_quantity = text(form, 'expected_quantity');
          input.unlimited = text(form, 'unlimited') === 'on' ? 1 : 0;
        }
        await saveProductStock(context, input);
      }
      const sep = back.includes('?') ? '&' : '?';
      return redirect(`${back}${sep}saved=${encodeURIComponent(key)}#p${productId}`);
    },
    (r): ActionResult => ({ ...tieToFields(r, text(form, 'intent') === 'rate' ? ['rate', 'type', 'increase', 'discount'] : ['quantity', 'unlimited', 'visibility']), key }),
  );
}

function StockForm(props: { product: SellerProductRow; combination?: string; quantity?: number; unlimited?: boolean; visibility: string; title: string; back: string; failure?: ActionResult; saved: string | null }) {
  const key = `stock:${props.product.product_id}:${props.combination ?? ''}`;
  const mine = props.failure?.key === key ? props.failure : undefined;
  const withQuantity = props.quantity !== undefined;
  const { t, digits } = useI18n();
  return (
    <Form method="post" failed={mine} className="flex flex-wrap items-end gap-2" aria-label={t('seller.stock.formLabel', { name: props.product.name, id: digits(props.product.product_id), title: props.title })}>
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="product_id" value={props.product.product_id} />
      <input type="hidden" name="back" value={props.back} />
      {props.combination ? <input type="hidden" name="combination" value={props.combination} /> : null}
      <span className="w-full text-sm font-medium text-gray-900">{props.title}</span>
      {withQuantity ? (
        <>
          <input type="hidden" name="expected_quantity" value={props.quantity} />
          <Field name="quantity" label={t('seller.stock.quantity')} inputMode="numeric" defaultValue={props.quantity} className="w-28" error={mine?.errors.quantity} />
          <CheckboxField name="unlimited" label={t('seller.stock.unlimited')} defaultChecked={props.unlimited} error={mine?.errors.unlimited} />
        </>
      ) : null}
      <SelectField name="visibility" label={t('seller.stock.visibility')} defaultValue={props.visibility} className="w-36" error={mine?.errors.visibility}>
        <option value="visible">{t('seller.stock.visibleOption')}</option>
        <option value="hidden">{t('seller.stock.hiddenOption')}</option>
      </SelectField>
      <Button type="submit">{t('seller.stock.save')}</Button>
      <Notice tone="success" className="w-full">
        {props.saved === key ? t('seller.msg.stockSaved') : null}
      </Notice>
      <Notice tone="error" className="w-full">
        {mine?.message}
      </Notice>
    </Form>
  );
}

function RateForm({ product, back, failure, saved }: { product: SellerProductRow; back: string; failure?: ActionResult; saved: string | null }) {
  const key = `rate:${product.product_id}:`;
  const mine = failure?.key === key ? failure : undefined;
  const { t } = useI18n();
  const own = t('seller.stock.rateOwn', { type: product.rate.type === 'flat' ? '৳' : '%', increase: product.rate.increase, discount: product.rate.discount });
  return (
    <details className="rounded-md border border-gray-200 p-2" open={mine ? true : undefined}>
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-gray-900">
        {t('seller.stock.rate', { rate: product.rate.rate === 'custom' ? own : t('seller.stock.rateShop') })}
      </summary>
      <Form method="post" failed={mine} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="rate" />
        <input type="hidden" name="product_id" value={product.product_id} />
        <input type="hidden" name="back" value={back} />
        <SelectField name="rate" label={t('seller.stock.use')} defaultValue={product.rate.rate} className="w-40" error={mine?.errors.rate}>
          <option value="shop_rate">{t('seller.stock.shopRate')}</option>
          <option value="custom">{t('seller.stock.ownRate')}</option>
        </SelectField>
        <SelectField name="type" label={t('seller.stock.type')} defaultValue={product.rate.type} className="w-32" error={mine?.errors.type}>
          <option value="percentage">{t('seller.stock.percent')}</option>
          <option value="flat">{t('seller.stock.flat')}</option>
        </SelectField>
        <Field name="increase" label={t('seller.settings.markup')} inputMode="decimal" defaultValue={product.rate.increase} className="w-24" error={mine?.errors.increase} />
        <Field name="discount" label={t('seller.settings.discount')} inputMode="decimal" defaultValue={product.rate.discount} className="w-24" error={mine?.errors.discount} />
        <Button type="submit">{t('seller.stock.saveRate')}</Button>
        <Notice tone="success" className="w-full">
          {saved === key ? t('seller.msg.rateSaved') : null}
        </Notice>
        <Notice tone="error" className="w-full">
          {mine?.message}
        </Notice>
      </Form>
    </details>
  );
}

export default function SellerStock() {
  const { list, q, owner } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = failure ? null : params.get('saved');
  const back = pageHref('/seller/stock', { q }, list.page);
  const { t, taka, digits } = useI18n();
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.stock')}</PageTitle>
      <Card as="div">
        <PlainForm method="get" role="search" className="flex flex-wrap items-end gap-2" aria-label={t('seller.stock.search')}>
          <Field type="search" name="q" label={t('seller.stock.nameOrId')} defaultValue={q} className="min-w-48 flex-1" />
          <Button type="submit">{t('seller.customers.searchButton')}</Button>
          {q ? (
            <ButtonLink to="/seller/stock" variant="secondary">
              {t('seller.orders.clear')}
            </ButtonLink>
          ) : null}
        </PlainForm>
      </Card>
      <p className="text-sm text-gray-700">{list.total === 0 ? t('seller.stock.none') : list.pager}</p>
      <Notices error={failure && !failure.key.includes(':') ? failure.message : null} />
      <ul className="space-y-3" aria-label={t('seller.stock.products')}>
        {list.products.map((p) => (
          <Card as="li" key={p.product_id} id={`p${p.product_id}`} className="space-y-3">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <a href={`/products/${p.product_id}`} className="font-semibold text-gray-900 underline">
                {p.name}
              </a>
              <span className="text-sm text-gray-700">
                #{digits(p.product_id)} · {taka(p.unitprice)} · {p.visibility === 'visible' ? t('seller.stock.visible') : t('seller.stock.hidden')}
                {p.combinations.length === 0 ? ` · ${p.unlimited ? t('seller.stock.isUnlimited') : t('seller.stock.inStock', { n: p.quantity })}` : ''}
              </span>
            </div>
            {p.combinations.length === 0 ? (
              <StockForm product={p} quantity={p.quantity} unlimited={p.unlimited} visibility={p.visibility} title={t('seller.stock.theProduct')} back={back} failure={failure} saved={saved} />
            ) : (
              <>
                <StockForm product={p} visibility={p.visibility} title={t('seller.stock.wholeProduct')} back={back} failure={failure} saved={saved} />
                {p.combinations.map((c) => (
                  <StockForm
                    key={c.combination}
                    product={p}
                    combination={c.combination}
                    quantity={c.quantity}
                    unlimited={c.unlimited}
                    visibility={c.visibility}
                    title={`${c.label} · ${taka(c.price)}`}
                    back={back}
                    failure={failure}
                    saved={saved}
                  />
                ))}
              </>
            )}
            {owner ? <RateForm product={p} back={back} failure={failure} saved={saved} /> : null}
          </Card>
        ))}
      </ul>
      <Pager page={list.page} pageCount={pageCount(list.total, list.per_page)} href={(page) => pageHref('/seller/stock', { q }, page)} />
    </div>
  );
}

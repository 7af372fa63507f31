// /seller/products (issue 26 item 1; docs/decisions/056): the shop's products (search by name,
// slug or id; 20 a page) with price, stock and visibility, each opening its edit page, and
// "Add a product". Stock and rates keep their own page (/seller/stock). Staff and owners.
import { useLoaderData } from 'react-router';
import { pageCount } from '../../../core/pager';
import { listProductsForSeller } from '../../../services/seller/list-seller-products';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Field, PlainForm } from '../../components/ui/field';
import { Pager, pageHref } from '../../components/ui/pager';
import { consoleMeta } from '../../components/seller/meta';
import { requireStaffPage } from '../../lib/seller-session.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  const q = params.get('q') ?? '';
  return { list: await listProductsForSeller(context, { q, page: params.get('page') ?? '1' }), q };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.products');
}

export default function SellerProducts() {
  const { list, q } = useLoaderData<typeof loader>();
  const { t, taka, digits } = useI18n();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageTitle>{t('seller.nav.products')}</PageTitle>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/seller/products/new">{t('seller.products.add')}</ButtonLink>
          <ButtonLink to="/seller/stock" variant="secondary">
            {t('seller.products.stockLink')}
          </ButtonLink>
        </div>
      </div>
      <Card as="div">
        <PlainForm method="get" role="search" className="flex flex-wrap items-end gap-2" aria-label={t('seller.stock.search')}>
          <Field type="search" name="q" label={t('seller.stock.nameOrId')} defaultValue={q} className="min-w-48 flex-1" />
          <Button type="submit">{t('seller.customers.searchButton')}</Button>
        </PlainForm>
      </Card>
      <p className="text-sm text-gray-700">{list.total === 0 ? (q ? t('seller.stock.none') : t('seller.products.none')) : list.pager}</p>
      <ul className="space-y-2" aria-label={t('seller.nav.products')}>
        {list.products.map((p) => (
          <Card as="li" key={p.product_id} className="flex flex-wrap items-center gap-3">
            {p.image ? <img src={p.image} alt="" width={48} height={48} className="size-12 rounded object-cover" loading="lazy" /> : null}
            <div className="min-w-0 flex-1">
              <a href={`/seller/products/${p.product_id}`} className="font-semibold text-gray-900 underline">
                {p.name}
              </a>
              <p className="text-sm text-gray-700">
                #{digits(p.product_id)} · {taka(p.unitprice)} · {p.visibility === 'visible' ? t('seller.stock.visible') : t('seller.stock.hidden')}
                {p.combinations.length === 0 ? ` · ${p.unlimited ? t('seller.stock.isUnlimited') : t('seller.stock.inStock', { n: p.quantity })}` : ''}
              </p>
            </div>
            <ButtonLink to={`/seller/products/${p.product_id}`} variant="secondary" size="sm" aria-label={`${t('seller.products.edit')}: ${p.name}`}>
              {t('seller.products.edit')}
            </ButtonLink>
          </Card>
        ))}
      </ul>
      <Pager page={list.page} pageCount={pageCount(list.total, list.per_page)} href={(page) => pageHref('/seller/products', { q }, page)} />
    </div>
  );
}

// /seller/audit (issue 14 item 9; docs/decisions/026): the audit log for the owner — who (name,
// role), when (Dhaka time), what (action on which entity) and the before and after of each
// change, newest first, 30 a page; filter by kind (orders, settings, coupons, products, staff,
// refunds, threads). The same service as /api/seller/audit. Staff see that it is the owner's.
import { Link, useLoaderData } from 'react-router';
import { listAuditForSeller } from '../../../services/seller/list-audit';
import { when } from '../../components/seller/format';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { PlainForm, SelectField } from '../../components/ui/field';
import { Pager, pageHref } from '../../components/ui/pager';
import { pageCount } from '../../../core/pager';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/audit';
import type { MessageId } from '../../../core/i18n/catalog';
import { auditActionText, auditEntityText } from '../../components/seller/labels';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';

const KINDS: ReadonlyArray<readonly [string, MessageId]> = [
  ['', 'seller.audit.everything'],
  ['order', 'seller.nav.orders'],
  ['shop', 'seller.nav.settings'],
  ['coupon', 'seller.nav.coupons'],
  ['product', 'seller.audit.products'],
  ['staff', 'seller.nav.staff'],
  ['refund', 'seller.nav.refunds'],
  ['thread', 'seller.nav.messages'],
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaffPage(context);
  if (staff.role !== 'owner') return { log: null, entity: '' };
  const params = new URL(request.url).searchParams;
  const entity = params.get('entity') ?? '';
  return { log: await listAuditForSeller(context, { entity, page: params.get('page') ?? '1' }), entity };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.audit');
}

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

export default function SellerAudit() {
  const { log, entity } = useLoaderData<typeof loader>();
  const { t, lang, digits } = useI18n();
  if (!log) {
    return (
      <div className="space-y-4">
        <PageTitle>{t('seller.nav.audit')}</PageTitle>
        <Card as="div" className="text-gray-900">
          <p>{t('seller.audit.ownerOnly')}</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.audit')}</PageTitle>
      <Card as="div">
        <PlainForm method="get" className="flex flex-wrap items-end gap-2" aria-label={t('seller.audit.filter')}>
          <SelectField name="entity" label={t('seller.show')} defaultValue={entity} className="min-w-48 flex-1">
            {KINDS.map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </SelectField>
          <Button type="submit">{t('seller.show')}</Button>
        </PlainForm>
      </Card>
      <p className="text-sm text-gray-700">{log.total === 0 ? t('seller.audit.none') : log.pager}</p>
      <ol className="space-y-2" aria-label={t('seller.audit.changes')}>
        {log.entries.map((e) => (
          <Card as="li" key={e.id}>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold text-gray-900">{auditActionText(t, e.action)}</span>
              <span className="text-sm text-gray-900">
                {e.entity === 'order' ? (
                  <Link to={`/seller/orders/${e.entity_id}`} className="underline">{t('seller.audit.order', { id: digits(e.entity_id) })}</Link>
                ) : e.entity === 'product' ? (
                  <Link to={`/seller/products/${e.entity_id.split(':')[0]}`} className="underline">{auditEntityText(t, e.entity, e.entity_id)}</Link>
                ) : (
                  auditEntityText(t, e.entity, e.entity_id)
                )}
              </span>
              <span className="text-sm text-gray-700">
                {e.staff ? t('seller.audit.by', { name: e.staff.name, role: e.staff.role === 'owner' ? t('seller.role.owner') : t('seller.role.staff'), phone: digits(e.staff.phone) }) : t('seller.audit.bySystem')}
              </span>
              <time dateTime={e.at} className="ml-auto text-sm text-gray-700">
                {when(e.at, lang)}
              </time>
            </div>
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-gray-900">{t('seller.audit.beforeAfter')}</summary>
              <div className="grid gap-2 sm:grid-cols-2">
                <div>
                  <p className="text-xs font-semibold text-gray-700 uppercase">{t('seller.audit.before')}</p>
                  <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs whitespace-pre-wrap text-gray-900">{show(e.before)}</pre>
                </div>
                <div>
                  <p className="text-xs font-semibold text-gray-700 uppercase">{t('seller.audit.after')}</p>
                  <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs whitespace-pre-wrap text-gray-900">{show(e.after)}</pre>
                </div>
              </div>
            </details>
          </Card>
        ))}
      </ol>
      <Pager page={log.page} pageCount={pageCount(log.total, log.per_page)} href={(p) => pageHref('/seller/audit', { entity }, p)} />
      <p className="sr-only">{t('seller.settings.ownerOnly')}</p>
    </div>
  );
}

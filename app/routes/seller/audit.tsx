// /seller/audit (issue 14 item 9; docs/decisions/026): the audit log for the owner — who (name,
// role), when (Dhaka time), what (action on which entity) and the before and after of each
// change, newest first, 30 a page; filter by kind (orders, settings, coupons, products, staff,
// refunds, threads). The same service as /api/seller/audit. Staff see that it is the owner's.
import { Link, useLoaderData } from 'react-router';
import { sellerSettingsMessages } from '../../../core/seller-settings';
import { listAuditForSeller } from '../../../services/seller/list-audit';
import { when } from '../../components/seller/format';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { PlainForm, SelectField } from '../../components/ui/field';
import { Pager, pageHref } from '../../components/ui/pager';
import { pageCount } from '../../../core/pager';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/audit';

const KINDS: ReadonlyArray<readonly [string, string]> = [
  ['', 'Everything'],
  ['order', 'Orders'],
  ['shop', 'Settings'],
  ['coupon', 'Coupons'],
  ['product', 'Products and stock'],
  ['staff', 'Staff'],
  ['refund', 'Refunds'],
  ['thread', 'Messages'],
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

export function meta() {
  return [{ title: 'Audit log — Seller console' }, { name: 'robots', content: 'noindex' }];
}

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

export default function SellerAudit() {
  const { log, entity } = useLoaderData<typeof loader>();
  if (!log) {
    return (
      <div className="space-y-4">
        <PageTitle>Audit log</PageTitle>
        <Card as="div" className="text-gray-900">
          <p>Only the shop owner can read the audit log.</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageTitle>Audit log</PageTitle>
      <Card as="div">
        <PlainForm method="get" className="flex flex-wrap items-end gap-2" aria-label="Filter the audit log">
          <SelectField name="entity" label="Show" defaultValue={entity} className="min-w-48 flex-1">
            {KINDS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <Button type="submit">Show</Button>
        </PlainForm>
      </Card>
      <p className="text-sm text-gray-700">{log.total === 0 ? 'Nothing recorded yet.' : log.pager}</p>
      <ol className="space-y-2" aria-label="Changes, newest first">
        {log.entries.map((e) => (
          <Card as="li" key={e.id}>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold text-gray-900">{e.action}</span>
              <span className="text-sm text-gray-900">
                {e.entity === 'order' ? <Link to={`/seller/orders/${e.entity_id}`} className="underline">order #{e.entity_id}</Link> : `${e.entity} ${e.entity_id}`}
              </span>
              <span className="text-sm text-gray-700">
                by {e.staff ? `${e.staff.name} (${e.staff.role}, ${e.staff.phone})` : 'the system'}
              </span>
              <time dateTime={e.at} className="ml-auto text-sm text-gray-700">
                {when(e.at)}
              </time>
            </div>
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-gray-900">Before and after</summary>
              <div className="grid gap-2 sm:grid-cols-2">
                <div>
                  <p className="text-xs font-semibold text-gray-700 uppercase">Before</p>
                  <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs whitespace-pre-wrap text-gray-900">{show(e.before)}</pre>
                </div>
                <div>
                  <p className="text-xs font-semibold text-gray-700 uppercase">After</p>
                  <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs whitespace-pre-wrap text-gray-900">{show(e.after)}</pre>
                </div>
              </div>
            </details>
          </Card>
        ))}
      </ol>
      <Pager page={log.page} pageCount={pageCount(log.total, log.per_page)} href={(p) => pageHref('/seller/audit', { entity }, p)} />
      <p className="sr-only">{sellerSettingsMessages.ownerOnly}</p>
    </div>
  );
}

// GET /seller/orders-export.csv — the order queue's "Download CSV" for the console's pages: the
// same service and file as GET /api/seller/orders-export.csv, authenticated by the sellerToken
// cookie as every /seller page is (a plain link cannot send the API's X-Requested-With header,
// so the API path only answers bearer tokens and scripts). Reads only; staff only.
import { exportSellerOrdersCsv } from '../../../services/seller/export-seller-orders';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/orders-export';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  const query = { status: params.get('status') ?? '', payment: params.get('payment') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '', q: params.get('q') ?? '' };
  const csv = await exportSellerOrdersCsv(context, query);
  const day = new Date(context.clock.now()).toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${context.shop.slug}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

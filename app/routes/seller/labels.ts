// GET /seller/labels.pdf?ids=12,13 — "Print label" in the console: the same service and PDF as
// POST /api/seller/labels, authenticated by the console's session cookie as every /seller page
// is (a plain link). Reads only; staff only. A refusal (an id not the shop's, no ids) answers
// its status with the message as text: nothing is printed.
import { errorStatus } from '../../../services/error-status';
import { printLabels } from '../../../services/couriers/print-labels';
import { DomainError } from '../../../services/domain-error';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/labels';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter((id) => id.trim() !== '');
  try {
    const pdf = await printLabels(context, { purchase_ids: ids });
    return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${pdf.filename}"`, 'Cache-Control': 'private, no-store' },
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return new Response(error.message, { status: errorStatus(error), headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  }
}

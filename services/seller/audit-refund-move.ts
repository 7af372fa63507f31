// The audit log's row for a refund move made in the seller console (issue 14 item 9 via
// services/seller/record-audit.ts). The refund moves live in services/refunds/ and own their
// transactions; this row is written in a transaction of its own right after the move commits,
// with the refund's states before and after (docs/decisions/025 says why and what would make it
// one transaction with the move).
import { runWrite } from '../../db/run-write';
import type { RefundRequest } from '../../db/schema';
import type { Ctx } from '../context';
import { recordAudit } from './record-audit';

type RefundStates = Pick<RefundRequest, 'status' | 'payment_status' | 'return_status' | 'refund_to' | 'amount' | 'note'>;

const states = (r: RefundStates) => ({ status: r.status, payment_status: r.payment_status, return_status: r.return_status, refund_to: r.refund_to, amount: r.amount, note: r.note });

export async function auditRefundMove(ctx: Ctx, action: 'refund.decide' | 'refund.receive' | 'refund.pay', refundId: number, before: RefundStates, after: RefundStates): Promise<void> {
  await runWrite(ctx.db, (trx) => recordAudit(trx, ctx, { action, entity: 'refund', entityId: refundId, before: states(before), after: states(after) }));
}

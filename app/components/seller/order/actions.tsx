// The seller order page's actions (issue 22 item 3): the moves allowed now as buttons, the
// shipment form, "Mark COD collected", the printable invoice and packing slip, and cancel and
// return behind a confirmation step (a GET step, no script: they give stock and money back).
import { Link } from 'react-router';
import { orderStatusLabel } from '../../../../core/order-state';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { Button, ButtonAnchor, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { ShipForm, type ShipResult } from './shipment';

export function ActionsCard({ order, confirm, result }: { order: SellerOrderDetail; confirm: 'cancelled' | 'returned' | null; result?: ShipResult }) {
  const base = `/seller/orders/${order.purchase_id}`;
  const forward = order.moves.filter((m) => m !== 'cancelled' && m !== 'returned');
  const undo = order.moves.filter((m) => m === 'cancelled' || m === 'returned');
  return (
    <Card title="Actions" titleId="actions-title">
      <div className="flex flex-wrap gap-2">
        {forward
          .filter((m) => m !== 'shipped')
          .map((m) => (
            <form key={m} method="post">
              <input type="hidden" name="status" value={m} />
              <Button type="submit" name="intent" value="move">
                Mark {orderStatusLabel(m)}
              </Button>
            </form>
          ))}
        {order.can_mark_cod_collected ? (
          <form method="post">
            <Button type="submit" name="intent" value="cod">
              Mark COD collected
            </Button>
          </form>
        ) : null}
        <ButtonAnchor href={`${base}?print=invoice`} variant="secondary">
          Print invoice
        </ButtonAnchor>
        <ButtonAnchor href={`${base}?print=slip`} variant="secondary">
          Print packing slip
        </ButtonAnchor>
      </div>
      {forward.includes('shipped') ? <ShipForm result={result} booked={order} /> : null}
      {undo.map((m) =>
        confirm === m ? (
          <form key={m} method="post" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3">
            <p className="text-sm text-red-900">
              {m === 'cancelled'
                ? 'Cancel this order? Stock, coupon use and balances are given back, and online payments are refunded.'
                : 'Mark this order returned? Stock and balances are given back and its cashback is taken back.'}
            </p>
            <input type="hidden" name="status" value={m} />
            <div className="mt-2 flex gap-2">
              <Button type="submit" name="intent" value="move" variant="danger">
                {m === 'cancelled' ? 'Yes, cancel the order' : 'Yes, mark it returned'}
              </Button>
              <ButtonLink to={base} variant="link">
                Keep it
              </ButtonLink>
            </div>
          </form>
        ) : (
          <p key={m} className="mt-3">
            <Link to={`${base}?confirm=${m}`} className="text-sm font-medium text-red-800 underline">
              {m === 'cancelled' ? 'Cancel order…' : 'Mark returned…'}
            </Link>
          </p>
        ),
      )}
      {order.moves.length === 0 && !order.can_mark_cod_collected ? <p className="mt-2 text-sm text-gray-700">No further moves for this order.</p> : null}
    </Card>
  );
}

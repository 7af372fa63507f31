// The seller order page's actions (issue 22 item 3): the moves allowed now as buttons, the
// shipment form, "Mark COD collected", the printable invoice and packing slip, and cancel and
// return behind a confirmation step (a GET step, no script: they give stock and money back).
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { statusText } from '../labels';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { Button, ButtonAnchor, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { ShipForm, type ShipResult } from './shipment';

export function ActionsCard({ order, confirm, result }: { order: SellerOrderDetail; confirm: 'cancelled' | 'returned' | null; result?: ShipResult }) {
  const base = `/seller/orders/${order.purchase_id}`;
  const forward = order.moves.filter((m) => m !== 'cancelled' && m !== 'returned');
  const undo = order.moves.filter((m) => m === 'cancelled' || m === 'returned');
  const { t } = useI18n();
  return (
    <Card title={t('seller.order.actions')} titleId="actions-title">
      <div className="flex flex-wrap gap-2">
        {forward
          .filter((m) => m !== 'shipped')
          .map((m) => (
            <form key={m} method="post">
              <input type="hidden" name="status" value={m} />
              <Button type="submit" name="intent" value="move">
                {t('seller.order.mark', { status: statusText(t, m) })}
              </Button>
            </form>
          ))}
        {order.can_mark_cod_collected ? (
          <form method="post">
            <Button type="submit" name="intent" value="cod">
              {t('seller.order.markCod')}
            </Button>
          </form>
        ) : null}
        <ButtonAnchor href={`${base}?print=invoice`} variant="secondary">
          {t('seller.order.printInvoice')}
        </ButtonAnchor>
        <ButtonAnchor href={`${base}?print=slip`} variant="secondary">
          {t('seller.order.printSlip')}
        </ButtonAnchor>
      </div>
      {forward.includes('shipped') ? <ShipForm result={result} booked={order} /> : null}
      {undo.map((m) =>
        confirm === m ? (
          <form key={m} method="post" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3">
            <p className="text-sm text-red-900">
              {m === 'cancelled' ? t('seller.order.confirmCancel') : t('seller.order.confirmReturn')}
            </p>
            <input type="hidden" name="status" value={m} />
            <div className="mt-2 flex gap-2">
              <Button type="submit" name="intent" value="move" variant="danger">
                {m === 'cancelled' ? t('seller.order.yesCancel') : t('seller.order.yesReturn')}
              </Button>
              <ButtonLink to={base} variant="link">
                {t('seller.order.keep')}
              </ButtonLink>
            </div>
          </form>
        ) : (
          <p key={m} className="mt-3">
            <Link to={`${base}?confirm=${m}`} className="text-sm font-medium text-red-800 underline">
              {m === 'cancelled' ? t('seller.order.cancel') : t('seller.order.markReturned')}
            </Link>
          </p>
        ),
      )}
      {order.moves.length === 0 && !order.can_mark_cod_collected ? <p className="mt-2 text-sm text-gray-700">{t('seller.order.noMoves')}</p> : null}
    </Card>
  );
}

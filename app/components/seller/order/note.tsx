// The order page's internal note (issue 26 item 6; docs/decisions/057): a note for staff, kept
// on the timeline with the staff member's name; the customer never sees it. A plain POST to the
// page's action (intent "note"), the same use case as POST /api/seller/order-note.
import { useI18n } from '../../../lib/i18n';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Form, TextareaField } from '../../ui/field';

export function NoteCard({ order, error, text }: { order: SellerOrderDetail; error?: string; text?: string }) {
  const { t } = useI18n();
  return (
    <Card title={t('seller.order.noteTitle')} titleId="note-title">
      <Form method="post" action={`/seller/orders/${order.purchase_id}`} failed={error ? { error } : undefined} className="space-y-2" noValidate>
        <TextareaField name="note" label={t('seller.order.noteLabel')} rows={2} maxLength={500} defaultValue={text ?? ''} error={error} />
        <Button type="submit" name="intent" value="note" variant="secondary">
          {t('seller.order.noteSave')}
        </Button>
      </Form>
    </Card>
  );
}

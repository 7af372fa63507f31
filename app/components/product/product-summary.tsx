// Everything beside the gallery that the product page and Quick View share: rating, short
// description, price, stock text, variant selectors, the order attachment, quantity and the
// buttons. The title is the container's (the page's h1, the dialog's title).
import { lazy, Suspense, useState } from 'react';
import { availabilityMessage, isPurchasable } from '../../../core/availability';
import { perOrderLimit } from '../../../core/per-order-limit';
import { useI18n } from '../../lib/i18n';
import type { ProductDetail } from '../../../services/catalog/catalog-types';
import { PriceBlock } from './price-block';
import { ProductActions } from './product-actions';
import type { Attachment } from './attachment';
import { QuantityControl } from './quantity-control';
import { RatingStars } from './rating-stars';
import type { ProductSelection } from './use-product-selection';

import { VariantSelector } from './variant-selector';

// The attachment field's code only for products that take one (most do not): a page of such a
// product shows the server's field until the code has arrived, then it is live (the field
// itself takes up a file chosen before that: attachment-field.tsx). docs/decisions/062.
const AttachmentField = lazy(() => import('./attachment-field').then((m) => ({ default: m.AttachmentField })));

export function ProductSummary({
  product,
  selection,
  shopSlug,
  loggedIn,
  idPrefix,
  compact = false,
}: {
  product: ProductDetail;
  selection: ProductSelection;
  shopSlug: string;
  loggedIn: boolean;
  idPrefix: string;
  compact?: boolean;
}) {
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const inStock = isPurchasable(selection.stock);
  const { t } = useI18n();
  const max = perOrderLimit({ ...selection.stock, maxItemInOrder: product.maxPerOrder });
  const limitNote = max === null ? null : t('stock.perOrderLimit', { max });
  const stock = availabilityMessage(selection.stock);
  // Two forms make the page work without JavaScript (issue 16 item 5): "choose" reloads the
  // product page with the choice so far (variant buttons, − and +), "buy" posts the action.
  const chooseForm = `${idPrefix}-choose`;
  const buyForm = `${idPrefix}-buy`;
  const chosen = selection.hasVariants ? product.variantGroups.map((g) => selection.selected[g.id]).filter((v): v is number => v !== undefined) : [];
  return (
    <div className="space-y-4">
      <form id={chooseForm} method="get" action={product.url} hidden>
        {chosen.map((v) => (
          <input key={v} type="hidden" name="v" value={v} />
        ))}
      </form>
      <RatingStars enabled={product.reviewsEnabled} average={product.averageRating} count={product.reviewCount} />
      {product.shortDescription ? <p className="whitespace-pre-line text-gray-700">{product.shortDescription}</p> : null}
      <PriceBlock product={product} selection={selection} />
      <p className={`text-sm font-medium ${inStock ? 'text-emerald-800' : 'text-red-700'}`} data-testid="stock" aria-live="polite">
        {t(stock.id, stock.n === undefined ? undefined : { n: stock.n })}
        {limitNote ? <span className="font-normal text-gray-800" data-testid="per-order-limit">{` · ${limitNote}`}</span> : null}
      </p>
      {selection.hasVariants ? <VariantSelector groups={product.variantGroups} selection={selection} idPrefix={idPrefix} chooseForm={chooseForm} /> : null}
      {product.takesAttachment && !compact ? (
        <Suspense fallback={null}>
          <AttachmentField title={product.attachmentFieldTitle} id={`${idPrefix}-attachment`} loggedIn={loggedIn} value={attachment} onChange={setAttachment} />
        </Suspense>
      ) : null}
      <QuantityControl selection={selection} id={`${idPrefix}-quantity`} buyForm={buyForm} chooseForm={chooseForm} />
      <ProductActions
        product={product}
        selection={selection}
        shopSlug={shopSlug}
        loggedIn={loggedIn}
        attachment={attachment}
        idPrefix={idPrefix}
        compact={compact}
        buyForm={buyForm}
        chosen={chosen}
      />
    </div>
  );
}

// Price or price range, the struck old price, and the discount-percent and cashback badges,
// all from the server's pricing figures (the chosen combination's once a variant is chosen).
import { useI18n } from '../../lib/i18n';
import type { ProductDetail } from '../../../services/catalog/catalog-types';
import type { ProductSelection } from './use-product-selection';

export function PriceBlock({ product, selection }: { product: ProductDetail; selection: ProductSelection }) {
  const p = selection.combination ?? product.pricing;
  const { t, taka, takaRange, num } = useI18n();
  const { minSellPrice, maxSellPrice } = product.pricing;
  const range = !selection.combination && selection.hasVariants && minSellPrice !== undefined && maxSellPrice !== undefined && minSellPrice !== maxSellPrice;
  return (
    <div className="space-y-2" data-testid="price">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-2xl font-bold text-primary-text" data-price>
          {range ? takaRange(minSellPrice!, maxSellPrice!) : taka(p.sellPrice)}
        </span>
        {!range && p.oldPrice !== p.sellPrice ? (
          <del className="text-base text-gray-600" aria-label={`${t('price.old')} ${taka(p.oldPrice)}`}>
            {taka(p.oldPrice)}
          </del>
        ) : null}
      </p>
      {p.discountPercent > 0 || p.cashback > 0 ? (
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          {p.discountPercent > 0 ? <span className="rounded bg-red-700 px-2 py-1 text-white">{t('price.percentOff', { n: num(p.discountPercent) })}</span> : null}
          {p.cashback > 0 ? <span className="rounded bg-emerald-800 px-2 py-1 text-white">{t('price.cashback', { amount: taka(p.cashback) })}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

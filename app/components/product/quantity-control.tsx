// The quantity control (spec §5): − and + buttons around a number field. A typed value below 1
// becomes 1; above what can be ordered it alerts "Not available this amount of product" and
// resets to 1; + is disabled out of stock, at max_item_in_order or for a switched-off variant.
// Without JavaScript the field is the buy form's `quantity` and − / + submit the choose form
// (the product page again, with `qty`), so every part works with scripts off (issue 16).
import { useI18n } from '../../lib/i18n';
import { useEffect, useState } from 'react';
import { decrementQuantity, incrementQuantity, isMinusDisabled, isPlusDisabled, normalizeQuantity } from '../../../core/quantity';
import { useAlert } from '../layout/alert';
import type { ProductSelection } from './use-product-selection';

export function QuantityControl({ selection, id, buyForm, chooseForm }: { selection: ProductSelection; id: string; buyForm: string; chooseForm: string }) {
  const alert = useAlert();
  const { t } = useI18n();
  const { control, quantity, setQuantity } = selection;
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  const commit = () => {
    // Leaving the field untouched (e.g. tabbing past it on a sold-out item) checks nothing.
    if (text.trim() === String(quantity)) return;
    const result = normalizeQuantity(text, { available: selection.maxQuantity });
    if (result.error) alert(result.error, 'danger');
    setQuantity(result.quantity);
    setText(String(result.quantity));
  };
  const button = 'grid h-10 w-10 place-items-center text-lg font-semibold text-gray-900 disabled:cursor-not-allowed disabled:text-gray-400';
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {t('quantity.label')}
      </label>
      <div className="inline-flex items-center rounded-md border border-gray-300 bg-white">
        <button
          type="submit"
          form={chooseForm}
          name="qty"
          value={decrementQuantity(control)}
          className={button}
          aria-label={t('quantity.decrease')}
          disabled={isMinusDisabled(control)}
          onClick={(e) => {
            e.preventDefault();
            setQuantity(decrementQuantity(control));
          }}
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          form={buyForm}
          inputMode="numeric"
          pattern="[0-9]*"
          className="h-10 w-14 border-x border-gray-300 text-center tabular-nums"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="submit"
          form={chooseForm}
          name="qty"
          value={incrementQuantity(control)}
          className={button}
          aria-label={t('quantity.increase')}
          disabled={isPlusDisabled(control)}
          onClick={(e) => {
            e.preventDefault();
            setQuantity(incrementQuantity(control));
          }}
        >
          +
        </button>
      </div>
    </div>
  );
}

// The quantity control (spec §5): − and + buttons around a number field. A typed value below 1
// becomes 1; above what can be ordered it alerts "Not available this amount of product" and
// resets to 1; + is disabled out of stock, at max_item_in_order or for a switched-off variant.
import { useEffect, useState } from 'react';
import { decrementQuantity, incrementQuantity, isMinusDisabled, isPlusDisabled, normalizeQuantity } from '../../../core/quantity';
import { useAlert } from '../layout/alert';
import type { ProductSelection } from './use-product-selection';

export function QuantityControl({ selection, id }: { selection: ProductSelection; id: string }) {
  const alert = useAlert();
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
        Quantity
      </label>
      <div className="inline-flex items-center rounded-md border border-gray-300 bg-white">
        <button type="button" className={button} aria-label="Decrease quantity" disabled={isMinusDisabled(control)} onClick={() => setQuantity(decrementQuantity(control))}>
          −
        </button>
        <input
          id={id}
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
        <button type="button" className={button} aria-label="Increase quantity" disabled={isPlusDisabled(control)} onClick={() => setQuantity(incrementQuantity(control))}>
          +
        </button>
      </div>
    </div>
  );
}

// Variant selectors (spec §2, §3): one group of buttons per variant group; colour values are
// swatches in their own colour code, named for screen readers by their label. Each value is
// a submit button of the page's "choose" form (a GET of the product page with the choice so
// far and `pick`), so choosing works without JavaScript too; with it, the click is handled
// here and nothing is submitted.
import type { ProductSelection } from './use-product-selection';
import type { VariantGroupView } from '../../../services/catalog/catalog-types';

export function VariantSelector({ groups, selection, idPrefix, chooseForm }: { groups: VariantGroupView[]; selection: ProductSelection; idPrefix: string; chooseForm: string }) {
  return (
    <div className="space-y-3">
      {groups.map((group) => {
        const chosen = group.values.find((v) => v.id === selection.selected[group.id]);
        return (
          <fieldset key={group.id} id={`${idPrefix}-group-${group.id}`} tabIndex={-1} className="outline-none">
            <legend className="mb-1.5 text-sm font-medium text-gray-700">
              {group.title}
              {chosen ? <span className="font-normal text-gray-600">: {chosen.label}</span> : null}
            </legend>
            <div className="flex flex-wrap gap-2">
              {group.values.map((value) => {
                const pressed = value.id === selection.selected[group.id];
                const swatch = group.isColor && value.colorCode;
                // Marked before it is chosen (issue 16 item 9): a value whose combinations are sold out or off.
                const outlook = selection.outlook(group.id, value.id);
                const note = outlook === 'available' ? '' : outlook === 'sold-out' ? 'sold out' : 'not available';
                return (
                  <button
                    key={value.id}
                    type="submit"
                    form={chooseForm}
                    name="pick"
                    value={value.id}
                    aria-pressed={pressed}
                    aria-label={swatch ? `${group.title}: ${value.label}${note ? `, ${note}` : ''}` : undefined}
                    title={swatch ? (note ? `${value.label} (${note})` : value.label) : undefined}
                    data-variant-value={value.id}
                    data-outlook={outlook}
                    onClick={(event) => {
                      event.preventDefault();
                      selection.choose(group, value);
                    }}
                    className={
                      swatch
                        ? `relative h-9 w-9 rounded-full border-2 ring-offset-2 ${pressed ? 'border-white ring-2 ring-gray-900' : 'border-gray-300'}`
                        : `min-h-9 min-w-11 rounded-md border px-3 text-sm ${pressed ? 'border-primary bg-primary text-on-primary' : `border-gray-300 bg-white hover:border-gray-500 ${note ? 'text-gray-600 line-through' : 'text-gray-900'}`}`
                    }
                    style={swatch ? { backgroundColor: value.colorCode ?? undefined } : undefined}
                  >
                    {swatch ? null : value.label}
                    {note && !swatch ? <span className="sr-only">{`, ${note}`}</span> : null}
                    {note && swatch ? (
                      <span aria-hidden="true" className="pointer-events-none absolute left-1/2 top-1/2 h-0.5 w-[125%] -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.7)]" />
                    ) : null}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

// What a variant value leads to before it is chosen (issue 16 item 9), so the swatches can say
// so: with the other groups as chosen so far (unchosen groups: any value), 'available' when
// some combination with it can be bought, 'sold-out' when its combinations exist but none has
// stock, 'unavailable' when none exists or every one is switched off.
import { isPurchasable } from './availability';

interface CombinationStock {
  /** The value ids of each group, in group order, joined by "-". */
  variant: string;
  status?: number | null;
  quantity: number;
  unlimitedQuantity: boolean;
}

export type ValueOutlook = 'available' | 'sold-out' | 'unavailable';

export function valueOutlook(
  groupIds: readonly number[],
  combinations: readonly CombinationStock[],
  selected: Readonly<Record<number, number>>,
  groupId: number,
  valueId: number,
): ValueOutlook {
  const wanted = groupIds.map((g) => (g === groupId ? String(valueId) : selected[g] === undefined ? null : String(selected[g])));
  const matching = combinations.filter((c) => {
    const parts = c.variant.split('-');
    return parts.length === wanted.length && wanted.every((w, i) => w === null || parts[i] === w);
  });
  const live = matching.filter((c) => c.status !== 0);
  if (live.length === 0) return 'unavailable';
  return live.some((c) => isPurchasable({ status: c.status, quantity: c.quantity, unlimited: c.unlimitedQuantity })) ? 'available' : 'sold-out';
}

// The small picture of a cart, wishlist or order line (issue 16 item 1): the first chosen
// variant value (in group order) that has its own picture — a "Mustard" line shows the
// mustard panjabi — else the product's thumbnail.
import { catalogImageUrl } from './catalog-image-urls';

export function lineImage(variant: string, valueImages: ReadonlyMap<number, string | null>, thumbnail: string | null): string | null {
  if (variant !== '') {
    for (const id of variant.split('-')) {
      const image = valueImages.get(Number(id));
      if (image) return catalogImageUrl(image, 'small');
    }
  }
  return catalogImageUrl(thumbnail, 'small');
}

/** Value id → its picture file (or null), from listVariantValueLabels rows. */
export function valueImageMap(rows: readonly { id: number; image: string | null }[]): Map<number, string | null> {
  return new Map(rows.map((v) => [v.id, v.image]));
}

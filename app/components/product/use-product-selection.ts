// The state a product page and Quick View share (spec §4 "Product page"): the chosen value of
// each variant group, the combination they make, its price and stock, the quantity (reset to
// 1 whenever a variant is chosen) and the gallery (a colour's own gallery once one is chosen,
// fetched through get-color-variant-gallery-image; failures are ignored as §8 says).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuerySelection } from '../../../core/purchase-intent';
import { withProductVideos } from '../../../core/gallery-videos';
import type { ColorGalleryAnswer } from '../../lib/catalog-answers';
import { valueOutlook } from '../../../core/variant-outlook';
import { DEFAULT_QUANTITY, maxOrderableQuantity, type QuantityControl } from '../../../core/quantity';
import type { GalleryImage, ProductDetail, VariantGroupView, VariantPriceView, VariantValueView } from '../../../services/catalog/catalog-types';

interface StockState {
  status?: number;
  quantity: number;
  unlimited: boolean;
}

/**
 * `initial` is the choice the page's address carries (issue 16: a no-script form, a reload or
 * the way back from the login detour restores the variant and quantity).
 */
export function useProductSelection(product: ProductDetail, inCartVariants: readonly string[], initial?: QuerySelection) {
  const groups = product.variantGroups;
  const hasVariants = product.hasVariant && groups.length > 0;
  const [selected, setSelected] = useState<Record<number, number>>(() => (hasVariants ? { ...(initial?.selected ?? {}) } : {}));
  const [quantity, setQuantity] = useState(initial?.quantity ?? DEFAULT_QUANTITY);
  const [gallery, setGallery] = useState<GalleryImage[]>(product.gallery);
  // Keys added here since the last load; the loader's keys follow revalidation.
  const [added, setAdded] = useState<readonly string[]>([]);
  const galleryRequest = useRef(0);
  const galleryCache = useRef(new Map<number, GalleryImage[]>());

  const missing: VariantGroupView[] = hasVariants ? groups.filter((g) => selected[g.id] === undefined) : [];
  const variantKey = hasVariants ? groups.map((g) => selected[g.id]).join('-') : '';
  const combination: VariantPriceView | null =
    hasVariants && missing.length === 0 ? (product.variantPrices.find((c) => c.variant === variantKey) ?? null) : null;

  // A complete choice that names no combination cannot be bought: it reads "Not Available".
  const stock: StockState = !hasVariants
    ? { quantity: product.quantity, unlimited: product.unlimitedQuantity }
    : combination
      ? { status: combination.status, quantity: combination.quantity, unlimited: combination.unlimitedQuantity }
      : missing.length === 0
        ? { status: 0, quantity: 0, unlimited: false }
        : { quantity: product.quantity, unlimited: product.unlimitedQuantity };

  const control: QuantityControl = {
    quantity,
    available: stock.quantity,
    unlimited: stock.unlimited,
    maxItemInOrder: product.maxPerOrder,
    status: stock.status,
  };

  const loadColorGallery = useCallback(
    (group: VariantGroupView, value: VariantValueView) => {
      const request = ++galleryRequest.current;
      const cached = galleryCache.current.get(value.id);
      if (cached) {
        setGallery(cached);
        return;
      }
      // The answer's reader loads with the first colour picked, beside the call (docs/decisions/058).
      Promise.all([
        fetch('/api/front/get-color-variant-gallery-image', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ variant_id: value.id, variant_title: group.title, product_id: product.id }),
        }).then((r) => r.json() as Promise<ColorGalleryAnswer>),
        import('../../lib/catalog-answers'),
      ])
        .then(([body, { readGalleryImage }]) => {
          if (!body.success || !body.gallery_image?.length) return;
          // The product's video thumbnails stay in the gallery (issue 16 item 9).
          const shown = withProductVideos(body.gallery_image.map(readGalleryImage), product.gallery);
          galleryCache.current.set(value.id, shown);
          if (request === galleryRequest.current) setGallery(shown);
        })
        .catch(() => {});
    },
    [product.id, product.gallery],
  );

  const choose = useCallback(
    (group: VariantGroupView, value: VariantValueView) => {
      setSelected((s) => ({ ...s, [group.id]: value.id }));
      setQuantity(DEFAULT_QUANTITY);
      if (group.isColor) loadColorGallery(group, value);
    },
    [loadColorGallery],
  );

  // A colour the address chose shows its own gallery too, once the page is live.
  useEffect(() => {
    for (const group of hasVariants ? groups : []) {
      const value = group.isColor ? group.values.find((v) => v.id === initial?.selected[group.id]) : undefined;
      if (value) loadColorGallery(group, value);
    }
    // Only for the choice the page opened with.
  }, []);

  return {
    hasVariants,
    selected,
    missing,
    variantKey,
    combination,
    stock,
    control,
    maxQuantity: maxOrderableQuantity(control),
    quantity,
    setQuantity,
    gallery,
    choose,
    /** Whether choosing this value can lead to something buyable (core/variant-outlook). */
    outlook: (groupId: number, valueId: number) => valueOutlook(groups.map((g) => g.id), product.variantPrices, selected, groupId, valueId),
    inCart: (!hasVariants || missing.length === 0) && (inCartVariants.includes(variantKey) || added.includes(variantKey)),
    markInCart: () => setAdded((keys) => (keys.includes(variantKey) ? keys : [...keys, variantKey])),
  };
}

export type ProductSelection = ReturnType<typeof useProductSelection>;

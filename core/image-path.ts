// Product image URLs per spec §9: uploads/thumnail/small/{file} (150 px) for the cart and
// search layouts, uploads/thumnail/thumnail_original/{file} (at most 600 px) for the grid.
// A stored reference that is already an http(s) URL is used as it is; none gives null.

type ProductImageSize = 'small' | 'grid';

const FOLDERS: Readonly<Record<ProductImageSize, string>> = {
  small: '/uploads/thumnail/small/',
  grid: '/uploads/thumnail/thumnail_original/',
};

export function productImagePath(file: string | null | undefined, size: ProductImageSize): string | null {
  if (!file) return null;
  if (/^https?:\/\//i.test(file)) return file;
  return FOLDERS[size] + encodeURIComponent(file);
}

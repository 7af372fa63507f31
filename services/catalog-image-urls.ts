// Public URLs of stored catalog images (spec §9 "Image paths"): a stored file name lives in
// three renditions — uploads/thumnail/thumnail_original (≤ 600 px, grid and product page),
// uploads/thumnail/small (150 px, cart and search) and uploads/zoom (≤ 1200 px, zoom and
// lightbox). An http(s) URL stored by the import is used as given for every size.
export type ImageSize = 'original' | 'small' | 'zoom';

const PREFIX: Record<ImageSize, string> = {
  original: '/uploads/thumnail/thumnail_original/',
  small: '/uploads/thumnail/small/',
  zoom: '/uploads/zoom/',
};

export function catalogImageUrl(file: string | null | undefined, size: ImageSize): string | null {
  if (!file) return null;
  if (/^https?:\/\//i.test(file)) return file;
  return PREFIX[size] + encodeURIComponent(file);
}

// Public URLs of stored catalog images (spec §9 "Image paths"): a stored file name lives in
// three renditions — uploads/thumnail/thumnail_original (≤ 600 px, grid and product page),
// uploads/thumnail/small (150 px, cart and search) and uploads/zoom (≤ 1200 px, zoom and
// lightbox). The first two come from core's productImagePath; an http(s) URL stored by the
// import is used as given for every size.
import { productImagePath } from '../../../core/image-path';

type ImageSize = 'original' | 'small' | 'zoom';

export function catalogImageUrl(file: string | null | undefined, size: ImageSize): string | null {
  if (size === 'small') return productImagePath(file, 'small');
  if (size === 'original') return productImagePath(file, 'grid');
  if (!file) return null;
  if (/^https?:\/\//i.test(file)) return file;
  return '/uploads/zoom/' + encodeURIComponent(file);
}

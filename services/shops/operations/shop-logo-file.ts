// Where a shop's own logo file is (UPLOADS_DIR/logos, as the console and the import store it):
// for the app icons and the product share cards. Null without a logo, or for a picture on
// another site, or a stored name that is not a plain file name.
import { join } from 'node:path';
import type { Shop } from '../../../db/schema';

export function shopLogoFile(uploadsDir: string, shop: Pick<Shop, 'logo'>): string | null {
  const logo = shop.logo;
  if (!logo || /^https?:\/\//i.test(logo) || logo.includes('/') || logo.includes('\\') || logo.startsWith('.')) return null;
  return join(uploadsDir, 'logos', logo);
}

// `/uploads/thumnail/w300/{file}` for a picture stored before the 300 px width existed: the
// static file server found nothing, so the width is made once from the stored 600 px file
// (services/catalog/make-missing-picture-width.ts) and served with the uploads' own headers.
// Likewise `/uploads/logos/h48/{file}`, the logo a data-saver page's header shows (decision 085).
import type { Hono } from 'hono';
import { readLogoLight, readPictureW300 } from '../services/catalog/make-missing-picture-width';
import type { AppEnv } from './hono-env';

export const W300_PREFIX = '/uploads/thumnail/w300/';

/** The shop's logo 48 px high, for a data-saver page's header (decision 085; root data names it). */
export const LOGO_LIGHT_PREFIX = '/uploads/logos/h48/';

export function registerMissingRenditions(app: Hono<AppEnv>, uploadsDir: string): void {
  for (const [prefix, read] of [
    [W300_PREFIX, readPictureW300],
    [LOGO_LIGHT_PREFIX, readLogoLight],
  ] as const) {
    app.get(`${prefix}:file`, async (c, next) => {
      const bytes = await read(uploadsDir, c.req.param('file'));
      if (!bytes) return next();
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=604800' });
    });
  }
}

// `/uploads/thumnail/w300/{file}` for a picture stored before the 300 px width existed: the
// static file server found nothing, so the width is made once from the stored 600 px file
// (services/catalog/make-missing-picture-width.ts) and served with the uploads' own headers.
import type { Hono } from 'hono';
import { readPictureW300 } from '../services/catalog/make-missing-picture-width';
import type { AppEnv } from './hono-env';

export const W300_PREFIX = '/uploads/thumnail/w300/';

export function registerMissingRenditions(app: Hono<AppEnv>, uploadsDir: string): void {
  app.get(`${W300_PREFIX}:file`, async (c, next) => {
    const bytes = await readPictureW300(uploadsDir, c.req.param('file'));
    if (!bytes) return next();
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=604800' });
  });
}

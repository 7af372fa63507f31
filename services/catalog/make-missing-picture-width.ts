// A picture width asked for that is not on disk yet (issue 29 item 3; docs/decisions/070): the
// ≤ 300 px rendition of a picture stored before that width existed is made from its ≤ 600 px
// file on the first ask and kept, so every width is still made once, by the image pipeline.
import { readFile } from 'node:fs/promises';
import { ensureLogoLightRendition, ensureW300Rendition, uploadsPaths } from './operations/store-catalog-image';

/** The ≤ 300 px file's bytes, made now when missing; null when `file` is no stored picture. */
export async function readPictureW300(uploadsDir: string, file: string): Promise<Buffer | null> {
  if (!(await ensureW300Rendition(uploadsDir, file))) return null;
  return readFile(uploadsPaths(uploadsDir, file).w300);
}

/** The 48 px high logo's bytes (a data-saver page's, decision 085), made now when missing; null when `file` is no stored logo. */
export async function readLogoLight(uploadsDir: string, file: string): Promise<Buffer | null> {
  if (!(await ensureLogoLightRendition(uploadsDir, file))) return null;
  return readFile(uploadsPaths(uploadsDir, file).logoLight);
}

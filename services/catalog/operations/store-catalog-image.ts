// Turns an image reference from an import document into the file names the catalog stores.
// Local files become WebP renditions (150 px square, ≤ 300, ≤ 600 and ≤ 1200 px) named by a hash of their bytes, so the same picture
// used by many products (or imported twice) is resized and stored once; http(s) URLs are
// stored as given and never fetched.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { sharpImages as images, type ImageInfo, type WebpBox } from '../../adapters/images';
import { imageRefProblem, isImageUrl } from './catalog-document';
import { SLIDE_BOX, TILE_BOX } from '../../../core/home-banners';

/**
 * `gallery`: products, categories, brands, deals (three sizes). `logo`: a shop's logo.
 * `banner`: a home slide (12:5, two widths); `tile`: a home category tile (a square) — decision 067.
 */
export type ImageKind = 'gallery' | 'logo' | 'banner' | 'tile';

export interface StoredImage {
  /** `{hash}.webp` under the uploads folders, or the URL itself. */
  file: string;
  /** Of the `thumnail_original` rendition (or the logo); null for URLs. */
  width: number | null;
  height: number | null;
}

const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const RASTER_FORMATS = new Set<string>(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Where each rendition of a stored image lives under the uploads directory. */
export function uploadsPaths(uploadsDir: string, file: string) {
  return {
    original: join(uploadsDir, 'thumnail', 'thumnail_original', file),
    small: join(uploadsDir, 'thumnail', 'small', file),
    /** ≤ 300 px (srcset's smallest width, and data saver's only one: core/responsive-image.ts). */
    w300: join(uploadsDir, 'thumnail', 'w300', file),
    zoom: join(uploadsDir, 'zoom', file),
    logo: join(uploadsDir, 'logos', file),
    /** The logo 48 px high (a data-saver page's header at any density: decision 085), made on first ask. */
    logoLight: join(uploadsDir, 'logos', 'h48', file),
    bannerLarge: join(uploadsDir, 'banners', 'large', file),
    bannerSmall: join(uploadsDir, 'banners', 'small', file),
    tile: join(uploadsDir, 'tiles', file),
  };
}

export class ImageRefError extends Error {}

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // Readers (the static file server, a concurrent import) never see a half-written file.
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Reads a local reference, refusing anything outside `baseDir` (symbolic links included). */
async function readSource(baseDir: string, ref: string): Promise<Buffer> {
  const problem = imageRefProblem(ref);
  if (problem) throw new ImageRefError(problem);
  const root = await realpath(resolve(baseDir)).catch(() => {
    throw new ImageRefError('the import folder does not exist');
  });
  let file: string;
  try {
    file = await realpath(resolve(root, ref.replace(/\\/g, '/')));
  } catch {
    throw new ImageRefError(`no file '${ref}' in the import folder`);
  }
  const rel = relative(root, file);
  if (rel.startsWith('..') || isAbsolute(rel)) throw new ImageRefError("must stay inside the import folder (no '..' escapes)");
  const info = await stat(file);
  if (!info.isFile()) throw new ImageRefError(`'${ref}' is not a file`);
  if (info.size > MAX_SOURCE_BYTES) throw new ImageRefError(`'${ref}' is larger than 25 MB`);
  return readFile(file);
}

/** Runs the image decoding and encoding; a failure there is the document's fault, not the server's. */
async function decode<T>(ref: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    throw new ImageRefError(`'${ref}' is not an image that can be read (${reason})`);
  }
}

async function renderGallery(ref: string, source: Buffer, meta: ImageInfo, uploadsDir: string, file: string): Promise<{ width: number; height: number }> {
  const paths = uploadsPaths(uploadsDir, file);
  if ((await exists(paths.original)) && (await exists(paths.small)) && (await exists(paths.zoom))) {
    // Stored before the 300 px width existed: that one is made from the stored 600 px file.
    await ensureW300Rendition(uploadsDir, file);
    const stored = await images.inspect(paths.original);
    return { width: stored.width ?? 0, height: stored.height ?? 0 };
  }
  // A source no larger than the normal rendition would give the same zoom image: encode once.
  const fitsNormal = Math.max(meta.width ?? Infinity, meta.height ?? Infinity) <= 600;
  const [original, small, w300, zoom] = await decode(ref, () =>
    images.toWebp(source, [
      { width: 600, height: 600, fit: 'inside', quality: 80 },
      { width: 150, height: 150, fit: 'cover', quality: 80 },
      W300_BOX,
      ...(fitsNormal ? [] : [{ width: 1200, height: 1200, fit: 'inside' as const, quality: 80 }]),
    ]),
  );
  await Promise.all([writeAtomically(paths.small, small!.data), writeAtomically(paths.w300, w300!.data), writeAtomically(paths.zoom, (zoom ?? original!).data)]);
  // The rendition whose presence marks the image as complete is written last.
  await writeAtomically(paths.original, original!.data);
  return { width: original!.width, height: original!.height };
}

/** The ≤ 300 px rendition: a little lower quality than the others, for the phones that save data. */
const W300_BOX: WebpBox = { width: 300, height: 300, fit: 'inside', quality: 72 };
/** A stored file name as the pipeline writes it (a hash and `.webp`): nothing else is ever read or made. */
const STORED_FILE = /^[0-9a-f]{16}\.webp$/;

/**
 * Makes the ≤ 300 px rendition of a stored gallery picture from its ≤ 600 px file when it is
 * missing (pictures stored before it existed), once: later asks find the file. Returns whether
 * the rendition exists now; false when `file` is not a stored picture.
 */
export async function ensureW300Rendition(uploadsDir: string, file: string): Promise<boolean> {
  return ensureMadeFrom(uploadsDir, file, 'original', 'w300', W300_BOX);
}

/** The data-saver logo: half the stored one's 600 × 96 box (decision 085). */
const LOGO_LIGHT_BOX: WebpBox = { width: 300, height: 48, fit: 'inside', quality: 80 };

/** Whether the 48 px high logo exists, made now from the stored logo when missing (false when `file` is no stored logo). */
export async function ensureLogoLightRendition(uploadsDir: string, file: string): Promise<boolean> {
  return ensureMadeFrom(uploadsDir, file, 'logo', 'logoLight', LOGO_LIGHT_BOX);
}

/** Makes `file`'s `target` rendition from its `source` one once, when missing; false when it is no stored file or the source is missing. */
async function ensureMadeFrom(uploadsDir: string, file: string, source: keyof ReturnType<typeof uploadsPaths>, target: keyof ReturnType<typeof uploadsPaths>, box: WebpBox): Promise<boolean> {
  if (!STORED_FILE.test(file)) return false;
  const paths = uploadsPaths(uploadsDir, file);
  if (await exists(paths[target])) return true;
  const bytes = await readFile(paths[source]).catch(() => null);
  if (!bytes) return false;
  const [out] = await images.toWebp(bytes, [box]);
  await writeAtomically(paths[target], out!.data);
  return true;
}

async function renderLogo(ref: string, source: Buffer, uploadsDir: string, file: string): Promise<{ width: number; height: number }> {
  const path = uploadsPaths(uploadsDir, file).logo;
  if (await exists(path)) {
    const meta = await images.inspect(path);
    return { width: meta.width ?? 0, height: meta.height ?? 0 };
  }
  const [out] = await decode(ref, () => images.toWebp(source, [{ width: 600, height: 96, fit: 'inside', quality: 90 }]));
  await writeAtomically(path, out!.data);
  return { width: out!.width, height: out!.height };
}

/** A home slide: cropped to 12:5 at the desktop's and the phone's width (the small one written first). */
async function renderBanner(ref: string, source: Buffer, uploadsDir: string, file: string): Promise<{ width: number; height: number }> {
  const paths = uploadsPaths(uploadsDir, file);
  if ((await exists(paths.bannerLarge)) && (await exists(paths.bannerSmall))) return { width: SLIDE_BOX.width, height: SLIDE_BOX.height };
  const [large, small] = await decode(ref, () =>
    images.toWebp(source, [
      { width: SLIDE_BOX.width, height: SLIDE_BOX.height, fit: 'cover', quality: 78 },
      { width: SLIDE_BOX.smallWidth, height: SLIDE_BOX.smallHeight, fit: 'cover', quality: 75 },
    ]),
  );
  await writeAtomically(paths.bannerSmall, small!.data);
  await writeAtomically(paths.bannerLarge, large!.data);
  return { width: large!.width, height: large!.height };
}

/** A home category tile: a square, cropped to fill. */
async function renderTile(ref: string, source: Buffer, uploadsDir: string, file: string): Promise<{ width: number; height: number }> {
  const path = uploadsPaths(uploadsDir, file).tile;
  if (!(await exists(path))) {
    const [out] = await decode(ref, () => images.toWebp(source, [{ width: TILE_BOX.size, height: TILE_BOX.size, fit: 'cover', quality: 78 }]));
    await writeAtomically(path, out!.data);
  }
  return { width: TILE_BOX.size, height: TILE_BOX.size };
}

function render(kind: ImageKind, ref: string, source: Buffer, meta: ImageInfo, uploadsDir: string, file: string): Promise<{ width: number; height: number }> {
  if (kind === 'logo') return renderLogo(ref, source, uploadsDir, file);
  if (kind === 'banner') return renderBanner(ref, source, uploadsDir, file);
  if (kind === 'tile') return renderTile(ref, source, uploadsDir, file);
  return renderGallery(ref, source, meta, uploadsDir, file);
}

/**
 * Stores one referenced image and returns what the database keeps. Throws ImageRefError
 * (with a message for the document's author) when the reference cannot be used.
 */
export async function storeCatalogImage(ref: string, kind: ImageKind, options: { baseDir: string; uploadsDir: string }): Promise<StoredImage> {
  if (isImageUrl(ref)) {
    const problem = imageRefProblem(ref);
    if (problem) throw new ImageRefError(problem);
    return { file: ref, width: null, height: null };
  }
  const source = await readSource(options.baseDir, ref);
  const meta = await decode(ref, () => images.inspect(source));
  // Raster formats only: an SVG could refer to other files, and the importer must read
  // nothing but the files the document names.
  if (!meta.format || !RASTER_FORMATS.has(meta.format)) throw new ImageRefError(`'${ref}' is not a PNG, JPEG, WebP, GIF, AVIF or TIFF image`);
  const file = `${createHash('sha256').update(source).digest('hex').slice(0, 16)}.webp`;
  const size = await render(kind, ref, source, meta, options.uploadsDir, file);
  return { file, ...size };
}

/** What an uploaded picture may be (the console's product form, docs/decisions/056). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const UPLOAD_FORMATS = new Set<string>(['jpeg', 'png', 'webp', 'gif']);
const UPLOAD_MAX_PIXELS = 40_000_000;

/**
 * Stores an uploaded product picture as the import stores a gallery file — the three WebP
 * renditions named by a hash of its bytes — or null when the bytes are not a PNG, JPEG, WebP
 * or GIF of at most 5 MB and 40 megapixels (read from the content, never the name).
 */
export async function storeUploadedGalleryImage(bytes: Uint8Array, uploadsDir: string): Promise<StoredImage | null> {
  return storeUploadedImage(bytes, 'gallery', uploadsDir);
}

/** An uploaded picture of any kind (a home slide, a tile), by the same rules as a product picture. */
export async function storeUploadedImage(bytes: Uint8Array, kind: Exclude<ImageKind, 'logo'>, uploadsDir: string): Promise<StoredImage | null> {
  if (bytes.byteLength === 0 || bytes.byteLength > UPLOAD_MAX_BYTES) return null;
  const source = Buffer.from(bytes);
  let meta: ImageInfo;
  try {
    meta = await images.inspect(source, { maxPixels: UPLOAD_MAX_PIXELS });
  } catch {
    return null;
  }
  if (!meta.format || !UPLOAD_FORMATS.has(meta.format)) return null;
  const file = `${createHash('sha256').update(source).digest('hex').slice(0, 16)}.webp`;
  try {
    const size = await render(kind, 'upload', source, meta, uploadsDir, file);
    return { file, ...size };
  } catch (err) {
    if (err instanceof ImageRefError) return null;
    throw err;
  }
}

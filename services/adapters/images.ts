// Images behind a small interface: what the catalog import and the avatar upload need from
// an image library — the format and size of some bytes, and WebP renditions of them. The one
// implementation is sharp (libvips); nothing else in services/ imports it.
import sharp from 'sharp';

export interface ImageInfo {
  /** Detected from the content ('jpeg', 'png', 'webp', 'gif', 'svg', …), never from a name. */
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

export interface WebpBox {
  width: number;
  height: number;
  /** `inside`: the whole picture within the box, never enlarged; `cover`: cropped to fill it. */
  fit: 'inside' | 'cover';
  quality: number;
}

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export interface ImageProcessor {
  /** The format and size; throws when the bytes (or the file at a path) are not a readable image. */
  inspect(source: Buffer | Uint8Array | string, options?: { maxPixels?: number }): Promise<ImageInfo>;
  /**
   * One WebP rendition per box, turned upright by the EXIF orientation first (phones' photos),
   * decoding the source once. Throws when the source cannot be decoded.
   */
  toWebp(source: Buffer | Uint8Array, boxes: WebpBox[], options?: { maxPixels?: number; animated?: boolean }): Promise<Rendition[]>;
  /**
   * A square PNG of `size` pixels: the picture (bytes, or an SVG document) fitted whole inside
   * the square less `inset` pixels on every side, centred on `background` (an app icon).
   */
  squarePng(source: Buffer | Uint8Array, box: { size: number; inset: number; background: string }): Promise<Buffer>;
  /**
   * A link preview as JPEG, `width` × `height`: the picture (or nothing) fitted whole on white in
   * the left `pictureWidth` pixels, the panel (an SVG document) filling the rest, and the logo
   * (bytes or an SVG document) fitted on white in its square of the panel.
   */
  shareCard(
    picture: Buffer | Uint8Array | null,
    panelSvg: Buffer,
    box: { width: number; height: number; pictureWidth: number },
    logo?: { source: Buffer | Uint8Array; left: number; top: number; size: number },
  ): Promise<Buffer>;
}

export const sharpImages: ImageProcessor = {
  async inspect(source, options = {}) {
    const meta = await sharp(source, { limitInputPixels: options.maxPixels ?? true }).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  },
  async toWebp(source, boxes, options = {}) {
    const base = sharp(source, { failOn: 'error', limitInputPixels: options.maxPixels ?? true, animated: options.animated ?? false }).rotate();
    return Promise.all(
      boxes.map(async (box) => {
        const out = await base
          .clone()
          .resize({ width: box.width, height: box.height, fit: box.fit, withoutEnlargement: box.fit === 'inside' })
          .webp({ quality: box.quality })
          .toBuffer({ resolveWithObject: true });
        return { data: out.data, width: out.info.width, height: out.info.height };
      }),
    );
  },
  async squarePng(source, { size, inset, background }) {
    const inner = Math.max(1, size - 2 * inset);
    const picture = await sharp(source, { failOn: 'error', limitInputPixels: true, density: 300 })
      .resize({ width: inner, height: inner, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background } })
      .composite([{ input: picture, gravity: 'center' }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  },
  async shareCard(picture, panelSvg, { width, height, pictureWidth }, logo) {
    const layers: sharp.OverlayOptions[] = [{ input: await sharp(panelSvg).png().toBuffer(), left: pictureWidth, top: 0 }];
    if (logo) {
      const square = await sharpImages.squarePng(logo.source, { size: logo.size, inset: 6, background: '#ffffff' }).catch(() => null);
      if (square) layers.push({ input: square, left: pictureWidth + logo.left, top: logo.top });
    }
    if (picture) {
      const inner = Math.round(pictureWidth * 0.9);
      const fitted = await sharp(picture, { failOn: 'error', limitInputPixels: true })
        .rotate()
        .resize({ width: inner, height: Math.min(inner, height), fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .toBuffer({ resolveWithObject: true });
      layers.unshift({ input: fitted.data, left: Math.round((pictureWidth - fitted.info.width) / 2), top: Math.round((height - fitted.info.height) / 2) });
    }
    return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .composite(layers)
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  },
};

// Which picture file a page asks for (issue 29 item 3; docs/decisions/070-light-on-data.md).
// The image pipeline stores every catalog picture once in four renditions (services/catalog/
// operations/store-catalog-image.ts): 150 px square (`thumnail/small`), ≤ 300 px
// (`thumnail/w300`), ≤ 600 px (`thumnail/thumnail_original`) and ≤ 1200 px (`zoom`), all WebP.
// `responsiveImage` turns the ≤ 600 px URL a page already has (a card's `image.grid`, the
// gallery's `normalImage`) into the `<img>` attributes: `srcset` with each width that exists and
// `sizes` for where the picture sits (its role), so the browser takes the smallest file that is
// sharp enough; in data-saver mode only the ≤ 300 px file. `width`/`height` are always set
// (the intrinsic ratio: no layout shift). A picture stored as an outside URL is used as it is.
//
//   const img = responsiveImage({ src: p.image.grid, width: p.image.width, height: p.image.height }, 'card', dataSaver);
//   {img ? <img {...img} alt="…" loading="lazy" /> : null}

/** Where a picture sits, which says how wide it is shown (`sizes`) and which widths it may use. */
export type ImageRole = 'card' | 'product' | 'banner';

export interface ResponsiveImageAttrs {
  src: string;
  /** Absent when there is one file only (data saver, an outside URL, a small original). */
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/** The folder of each stored width under /uploads (the ≤ 600 px one is the URL the page has). */
const NORMAL_FOLDER = '/uploads/thumnail/thumnail_original/';
export const RENDITION_FOLDERS = { 300: '/uploads/thumnail/w300/', 600: NORMAL_FOLDER, 1200: '/uploads/zoom/' } as const;

/** How wide each role is shown: half the phone (two cards a row), the page's half on a desktop… */
const SIZES: Readonly<Record<ImageRole, string>> = {
  card: '(min-width: 62rem) 15rem, (min-width: 40rem) 33vw, 50vw',
  product: '(min-width: 80rem) 36rem, (min-width: 48rem) 45vw, 100vw',
  banner: '(min-width: 80rem) 80rem, 100vw',
};
/** The widths a role may ask for: a card is never shown wider than 600 px worth. */
const WIDTHS: Readonly<Record<ImageRole, ReadonlyArray<300 | 600 | 1200>>> = {
  card: [300, 600],
  product: [300, 600, 1200],
  banner: [300, 600, 1200],
};

/** The picture as the page has it: the ≤ 600 px rendition's URL and size (null size: unknown, taken as square). */
export interface StoredPicture {
  src: string | null | undefined;
  width?: number | null;
  height?: number | null;
}

/** The stored file name of a ≤ 600 px rendition URL, or null for any other URL. */
export function storedFileOf(src: string): string | null {
  if (!src.startsWith(NORMAL_FOLDER)) return null;
  const file = src.slice(NORMAL_FOLDER.length);
  return file && !file.includes('/') ? file : null;
}

export function responsiveImage(picture: StoredPicture, role: ImageRole, dataSaver: boolean): ResponsiveImageAttrs | null {
  if (!picture.src) return null;
  const width = picture.width && picture.width > 0 ? picture.width : 600;
  const height = picture.height && picture.height > 0 ? picture.height : width;
  const file = storedFileOf(picture.src);
  if (!file) return { src: picture.src, width, height };
  // The long side of the ≤ 600 px rendition: a smaller one means the source was that small,
  // and the larger renditions are the same picture (the pipeline never enlarges).
  const long = Math.max(width, height);
  const candidates = WIDTHS[role]
    .filter((box) => box === 300 ? long > 300 : box === 600 || long >= 600)
    .map((box) => ({ url: RENDITION_FOLDERS[box] + file, w: box === 600 ? width : Math.round((width * box) / long) }));
  const small = candidates[0]!;
  if (dataSaver || candidates.length === 1) return { src: small.url, width, height };
  return {
    src: candidates.find((c) => c.url.startsWith(NORMAL_FOLDER))!.url,
    srcSet: candidates.map((c) => `${c.url} ${c.w}w`).join(', '),
    sizes: SIZES[role],
    width,
    height,
  };
}

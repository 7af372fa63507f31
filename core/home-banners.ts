// Home banners the owner sets (issue 28 item 3; docs/decisions/067): up to five slides — a
// picture, a link, an optional start and end — and category tiles with their own pictures.
// The rules the console, the import and the home page share: which slides show at a moment,
// when the next one starts or stops (the shared home page is kept no longer than that), what a
// slide's link may be, the Bangladesh wall-clock times the console's form speaks, the picture
// boxes and their public paths, and the texts the calls answer with.

export const HOME_SLIDES_MAX = 5;
export const HOME_TILES_MAX = 8;
export const SLIDE_TITLE_MAX = 120;
export const BANNER_LINK_MAX = 500;

/** A slide's picture: 12:5, stored at two widths (the phone's and the desktop's). */
export const SLIDE_BOX = { width: 1200, height: 500, smallWidth: 600, smallHeight: 250 } as const;
/** A tile's picture: a square. */
export const TILE_BOX = { size: 320 } as const;

export interface SlideWindow {
  /** ISO instants; null: no start (always begun) / no end (never over). */
  starts_at: string | null;
  ends_at: string | null;
}

/** Whether a slide shows at `nowMs`: from its start (inclusive) to its end (exclusive). */
export function slideShowing(slide: SlideWindow, nowMs: number): boolean {
  if (slide.starts_at && Date.parse(slide.starts_at) > nowMs) return false;
  if (slide.ends_at && Date.parse(slide.ends_at) <= nowMs) return false;
  return true;
}

/** The slides showing at `nowMs`, in the order given. */
export function showingSlides<T extends SlideWindow>(slides: readonly T[], nowMs: number): T[] {
  return slides.filter((s) => slideShowing(s, nowMs));
}

/** The first moment after `nowMs` at which a slide starts or stops showing; null: never. */
export function nextSlideChange(slides: readonly SlideWindow[], nowMs: number): number | null {
  let next: number | null = null;
  for (const s of slides) {
    for (const at of [s.starts_at, s.ends_at]) {
      const ms = at ? Date.parse(at) : Number.NaN;
      if (ms > nowMs && (next === null || ms < next)) next = ms;
    }
  }
  return next;
}

/**
 * How long a page showing these slides may be shared from `nowMs`: until the next slide
 * change, at most `maxMs`, at least 1 ms.
 */
export function sharedForMs(slides: readonly SlideWindow[], nowMs: number, maxMs: number): number {
  const next = nextSlideChange(slides, nowMs);
  return next === null ? maxMs : Math.max(1, Math.min(maxMs, next - nowMs));
}

/**
 * A slide's link: a path on the shop's own site (one slash, no backslash, no spaces or control
 * characters) or an http(s) URL, at most BANNER_LINK_MAX characters; anything else null.
 */
export function readBannerLink(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  // eslint-disable-next-line no-control-regex
  if (text === '' || text.length > BANNER_LINK_MAX || /[\\\s\u0000-\u001f\u007f]/.test(text)) return null;
  if (text.startsWith('/')) return text.startsWith('//') ? null : text;
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    new URL(text);
    return text;
  } catch {
    return null;
  }
}

/** Whether a link leaves the shop's site (it opens as a plain link all the same). */
export const isExternalLink = (link: string): boolean => !link.startsWith('/');

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/**
 * A start or end as the console's form or the API sends it: '' or nothing is none (null); a
 * wall-clock time "2026-12-03T14:30" is Bangladesh time (UTC+6, no daylight saving); anything
 * else `Date.parse` reads with its own zone. The ISO instant, or undefined when unreadable.
 */
export function readShopDateTime(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return null;
  const local = LOCAL_TIME.exec(text);
  if (local) {
    const [, y, mo, d, h, mi] = local.map(Number) as [number, number, number, number, number, number];
    const ms = Date.UTC(y, mo - 1, d, h, mi) - DHAKA_OFFSET_MS;
    const back = new Date(ms + DHAKA_OFFSET_MS);
    // 2026-02-31 is not a day: refused rather than moved into March.
    if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return undefined;
    return new Date(ms).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** An ISO instant as the console's `datetime-local` field shows it, in Bangladesh time; '' for none. */
export function shopDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

const isUrl = (file: string) => /^https?:\/\//i.test(file);

/** A slide picture's public path at the phone's (`small`) or the desktop's (`large`) width; a URL as it is. */
export function slideImagePath(file: string, size: 'small' | 'large'): string {
  return isUrl(file) ? file : `/uploads/banners/${size}/${encodeURIComponent(file)}`;
}

/** A tile picture's public path; a URL as it is. */
export function tileImagePath(file: string): string {
  return isUrl(file) ? file : `/uploads/tiles/${encodeURIComponent(file)}`;
}

export const bannerMessages = {
  titleRequired: 'Give the slide a title: it is what the picture says to a screen reader',
  titleTooLong: `A title may be at most ${SLIDE_TITLE_MAX} characters`,
  linkInvalid: 'The link must be a path on this shop (like /deals/eid-sale) or an http(s) address',
  timeInvalid: 'Give a date and time, or leave it empty',
  endBeforeStart: 'The end must be after the start',
  positionInvalid: `The place must be a number from 1 to ${HOME_SLIDES_MAX}`,
  slidesFull: `A home page shows at most ${HOME_SLIDES_MAX} slides: remove one first`,
  tilesFull: `A home page shows at most ${HOME_TILES_MAX} category tiles: remove one first`,
  pictureRequired: 'Choose a picture',
  pictureInvalid: 'The picture must be a PNG, JPEG, WebP or GIF of at most 5 MB',
  slideNotFound: 'No such slide',
  tileNotFound: 'No such category tile',
  categoryNotFound: 'No such category in this shop',
  categoryTaken: 'That category has a tile already: change that one',
  slideSaved: 'The slide is saved',
  slideRemoved: 'The slide is removed',
  tileSaved: 'The category tile is saved',
  tileRemoved: 'The category tile is removed',
} as const;

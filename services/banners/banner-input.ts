// What the owner sends to save a home slide or a category tile (issue 28 item 3; decision 067):
// one schema per use case, parsed the same way by the JSON API (multipart fields) and the
// console's page action (its form), so both refuse the same input with the same words. The
// picture itself travels beside the fields as bytes (storeUploadedImage's rules).
import { z } from 'zod';
import { bannerMessages, HOME_SLIDES_MAX, HOME_TILES_MAX, readBannerLink, readShopDateTime, SLIDE_TITLE_MAX } from '../../core/home-banners';
import { optionalIdField, requiredIdField } from '../input';

const scalar = z.union([z.string(), z.number(), z.null()]).optional();

const place = (max: number) =>
  scalar.transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > max) {
      ctx.addIssue({ code: 'custom', message: bannerMessages.positionInvalid });
      return z.NEVER;
    }
    return n;
  });

const moment = scalar.transform((v, ctx) => {
  const iso = readShopDateTime(v);
  if (iso === undefined) {
    ctx.addIssue({ code: 'custom', message: bannerMessages.timeInvalid });
    return z.NEVER;
  }
  return iso;
});

export const slideInputSchema = z
  .object({
    /** Leave out to add a slide. */
    slide_id: optionalIdField('slide_id'),
    title: z
      .string({ error: bannerMessages.titleRequired })
      .trim()
      .min(1, { error: bannerMessages.titleRequired })
      .max(SLIDE_TITLE_MAX, { error: bannerMessages.titleTooLong }),
    title_bn: z
      .string()
      .trim()
      .max(SLIDE_TITLE_MAX, { error: bannerMessages.titleTooLong })
      .nullish()
      .transform((v) => v || null),
    link: z.unknown().transform((v, ctx) => {
      const link = readBannerLink(v);
      if (link === null) {
        ctx.addIssue({ code: 'custom', message: bannerMessages.linkInvalid });
        return z.NEVER;
      }
      return link;
    }),
    /** Bangladesh wall-clock time (`2026-12-03T14:30`) or an instant with its zone; empty: none. */
    starts_at: moment,
    ends_at: moment,
    /** 1–5; empty: after the others. */
    position: place(HOME_SLIDES_MAX),
  })
  .superRefine((s, ctx) => {
    if (s.starts_at && s.ends_at && Date.parse(s.ends_at) <= Date.parse(s.starts_at)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: bannerMessages.endBeforeStart });
  });
export type SlideInput = z.output<typeof slideInputSchema>;

export const tileInputSchema = z.object({
  /** Leave out to add a tile. */
  tile_id: optionalIdField('tile_id'),
  category_id: requiredIdField('category_id'),
  /** 1–8; empty: after the others. */
  position: place(HOME_TILES_MAX),
});
export type TileInput = z.output<typeof tileInputSchema>;

export const removeSlideInputSchema = z.object({ slide_id: requiredIdField('slide_id') });
export const removeTileInputSchema = z.object({ tile_id: requiredIdField('tile_id') });

// The owner's home banners over HTTP (issue 28 item 3; docs/decisions/067), the same use cases
// and input schemas as the console's /seller/banners page:
// - POST /api/seller/home-banners: every slide (with its window and whether it shows now) and tile;
// - POST /api/seller/home-slide-save (multipart: `image` and the fields, or JSON without a
//   picture to change one): add a slide (no `slide_id`; a picture is required; at most 5) or change one;
// - POST /api/seller/home-slide-remove (`slide_id`);
// - POST /api/seller/home-tile-save (multipart: `image`, `category_id`, `position`, `tile_id`?);
// - POST /api/seller/home-tile-remove (`tile_id`).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bannerMessages } from '../../../core/home-banners';
import { listHomeBanners } from '../../../services/banners/list-home-banners';
import { removeHomeSlide } from '../../../services/banners/remove-home-slide';
import { removeHomeTile } from '../../../services/banners/remove-home-tile';
import { saveHomeSlide } from '../../../services/banners/save-home-slide';
import { saveHomeTile } from '../../../services/banners/save-home-tile';
import { requireOwner } from '../../../services/actors';
import { UPLOAD_MAX_BYTES } from '../../../services/catalog/operations/store-catalog-image';
import { DomainError } from '../../../services/domain-error';
import { apiError } from '../../errors';
import type { ApiApp, AppEnv } from '../../hono-env';
import { assertStorable, okResponse, refusal, requestBody, validBody } from '../kit';

const id = z.union([z.number(), z.string().max(20)]);
const field = z.union([z.string().max(2000), z.number(), z.null()]).optional();
const RemoveSlideBody = z.object({ slide_id: id });
const RemoveTileBody = z.object({ tile_id: id });
const SlideFields = z.object({
  slide_id: field.openapi({ description: 'The slide to change; leave out to add one' }),
  title: field.openapi({ description: 'What the picture says (its text alternative), at most 120 characters' }),
  title_bn: field.openapi({ description: 'The title in Bangla (optional)' }),
  link: field.openapi({ description: 'A path on this shop (/deals/eid-sale) or an http(s) URL' }),
  starts_at: field.openapi({ description: 'Bangladesh wall-clock time (2026-12-03T14:30) or an ISO instant; empty: from now on' }),
  ends_at: field.openapi({ description: 'Likewise; empty: no end' }),
  position: field.openapi({ description: '1–5; empty: after the others (a new slide) or unchanged' }),
  image: z.string().optional().openapi({ format: 'binary', description: 'PNG, JPEG, WebP or GIF (read from the content), at most 5 MB; cut to 12:5' }),
});
const TileFields = z.object({
  tile_id: field.openapi({ description: 'The tile to change; leave out to add one' }),
  category_id: field.openapi({ description: 'A category of this shop (one tile each)' }),
  position: field.openapi({ description: '1–8; empty: after the others or unchanged' }),
  image: z.string().optional().openapi({ format: 'binary', description: 'PNG, JPEG, WebP or GIF, at most 5 MB; cut to a square' }),
});

const Slide = z.object({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  title_bn: z.string().nullable(),
  link: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  image: z.object({ small: z.string(), large: z.string() }),
});
const Tile = z.object({ id: z.number(), position: z.number(), category_id: z.number(), name: z.string(), slug: z.string(), image: z.string() });
const Done = z.object({ success: z.literal(true), message: z.string() });

const refusals = {
  401: { description: 'Not staff of this shop', ...refusal },
  403: { description: 'Staff (not the owner) cannot change the banners', ...refusal },
  404: { description: 'No such slide or tile in this shop', ...refusal },
  422: { description: 'Invalid input', ...refusal },
} as const;

const post = <B extends z.ZodType>(path: string, body: B, reply: z.ZodType, description: string) =>
  createRoute({ method: 'post', path, tags: ['seller'], security: [{ bearer: [] }], request: { body: requestBody(body) }, responses: { ...okResponse(reply, description), ...refusals } });

/** The fields and the picture of a multipart (or JSON) body; every text checked storable. */
async function fieldsAndPicture(c: Context<AppEnv>): Promise<{ fields: Record<string, unknown>; picture: Uint8Array | null }> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/json/i.test(type)) {
    const body = (await c.req.json().catch(() => null)) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new DomainError('invalid', 'Send a JSON object or a multipart form');
    assertStorable(body);
    return { fields: body as Record<string, unknown>, picture: null };
  }
  if (!/^multipart\/form-data/i.test(type)) throw new DomainError('invalid', 'Send a JSON object or a multipart form');
  const form = await c.req.parseBody().catch(() => null);
  if (!form) throw new DomainError('invalid', 'Send a JSON object or a multipart form');
  const fields: Record<string, unknown> = {};
  let picture: Uint8Array | null = null;
  for (const [name, value] of Object.entries(form)) {
    if (name === 'image') {
      if (value instanceof File && value.size > 0) picture = new Uint8Array(await value.arrayBuffer());
    } else if (typeof value === 'string') fields[name] = value;
  }
  assertStorable(fields);
  return { fields, picture };
}

/** A multipart call: its OpenAPI entry, refused before its body is read when not the owner's or too large. */
function multipartCall(app: ApiApp, path: string, schema: z.ZodType, reply: z.ZodType, description: string, handle: (c: Context<AppEnv>) => Promise<Response>) {
  app.openAPIRegistry.registerPath({
    method: 'post',
    path,
    tags: ['seller'],
    security: [{ bearer: [] }],
    request: { body: { content: { 'multipart/form-data': { schema }, 'application/json': { schema } } } },
    responses: { ...okResponse(reply, description), ...refusals, 413: { description: 'More than 5 MB', ...refusal } },
  });
  app.post(
    path,
    async (c, next) => {
      requireOwner(c.get('ctx'));
      await next();
    },
    bodyLimit({ maxSize: UPLOAD_MAX_BYTES + 64 * 1024, onError: (c) => apiError(c, bannerMessages.pictureInvalid, 413) }),
    handle,
  );
}

export function registerSellerBanners(app: ApiApp): void {
  app.openapi(
    post('/api/seller/home-banners', z.object({}), z.object({ success: z.literal(true), slides: z.array(Slide.extend({ showing: z.boolean() })), tiles: z.array(Tile), categories: z.array(z.object({ id: z.number(), name: z.string() })) }), 'The home page’s slides and category tiles'),
    async (c) => c.json({ success: true as const, ...(await listHomeBanners(c.get('ctx'))) }, 200),
  );
  multipartCall(app, '/api/seller/home-slide-save', SlideFields, Done.extend({ slide: Slide }), 'Saved; the home page shows it in its window', async (c) => {
    const { fields, picture } = await fieldsAndPicture(c);
    const slide = await saveHomeSlide(c.get('ctx'), fields, picture);
    return c.json({ success: true as const, message: bannerMessages.slideSaved, slide }, 200);
  });
  multipartCall(app, '/api/seller/home-tile-save', TileFields, Done.extend({ tile: Tile }), 'Saved', async (c) => {
    const { fields, picture } = await fieldsAndPicture(c);
    const tile = await saveHomeTile(c.get('ctx'), fields, picture);
    return c.json({ success: true as const, message: bannerMessages.tileSaved, tile }, 200);
  });
  app.openapi(post('/api/seller/home-slide-remove', RemoveSlideBody, Done, 'Removed'), async (c) => {
    await removeHomeSlide(c.get('ctx'), validBody(c, RemoveSlideBody));
    return c.json({ success: true as const, message: bannerMessages.slideRemoved }, 200);
  });
  app.openapi(post('/api/seller/home-tile-remove', RemoveTileBody, Done, 'Removed'), async (c) => {
    await removeHomeTile(c.get('ctx'), validBody(c, RemoveTileBody));
    return c.json({ success: true as const, message: bannerMessages.tileRemoved }, 200);
  });
}

// The owner adds or changes a home slide (issue 28 item 3; decision 067). With `slide_id` the
// shop's slide is changed (another shop's is 404) and a new picture is optional (none keeps
// it); without, a slide is added — a picture is required and at most five slides exist. The
// picture goes through the catalog's image pipeline (storeUploadedImage: PNG, JPEG, WebP or GIF
// of at most 5 MB, read from the content; two WebP widths cropped to 12:5). The row, its audit
// entry and markCatalogChanged (the shared home page is built again) in one transaction.
import { bannerMessages, HOME_SLIDES_MAX } from '../../core/home-banners';
import { renumberHomeBanners, countHomeSlides, findHomeSlide, insertHomeSlide, updateHomeSlide } from '../../db/home-banner.repository';
import { runWrite } from '../../db/run-write';
import { requireOwner } from '../actors';
import { recordAudit } from '../audit';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import { storeUploadedImage } from '../catalog/operations/store-catalog-image';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseInput } from '../input';
import { slideInputSchema } from './banner-input';
import { slideView, type SlideView } from './banner-views';

/** `picture`: the uploaded file's bytes, or null/empty for none. */
export async function saveHomeSlide(ctx: Ctx, input: unknown, picture: Uint8Array | null): Promise<SlideView> {
  requireOwner(ctx);
  const s = parseInput(slideInputSchema, input);
  const { db, shop } = ctx;
  const now = new Date(ctx.clock.now()).toISOString();
  const before = s.slide_id !== null ? await findHomeSlide(db, shop.id, s.slide_id) : undefined;
  if (s.slide_id !== null && !before) throw new DomainError('not_found', bannerMessages.slideNotFound);
  const hasPicture = picture !== null && picture.byteLength > 0;
  if (!before && !hasPicture) throw new DomainError('invalid', bannerMessages.pictureRequired, { image: bannerMessages.pictureRequired });
  if (!before && (await countHomeSlides(db, shop.id)) >= HOME_SLIDES_MAX) throw new DomainError('limit_reached', bannerMessages.slidesFull);
  let image = before?.image ?? '';
  if (hasPicture) {
    const stored = await storeUploadedImage(picture, 'banner', ctx.deps.uploadsDir);
    if (!stored) throw new DomainError('invalid', bannerMessages.pictureInvalid, { image: bannerMessages.pictureInvalid });
    image = stored.file;
  }
  const id = await runWrite(db, async (trx) => {
    const count = await countHomeSlides(trx, shop.id);
    const row = { image, link: s.link, title: s.title, title_bn: s.title_bn, starts_at: s.starts_at, ends_at: s.ends_at };
    let slideId: number;
    if (before) {
      await updateHomeSlide(trx, shop.id, before.id, { ...row, position: s.position ?? before.position }, now);
      slideId = before.id;
    } else {
      // Two owners adding the fifth slide at once: the second is refused here, in its transaction.
      if (count >= HOME_SLIDES_MAX) throw new DomainError('limit_reached', bannerMessages.slidesFull);
      slideId = await insertHomeSlide(trx, shop.id, { ...row, position: s.position ?? count + 1 }, now);
    }
    // A place given puts it there, the others after it; the places stay 1, 2, 3….
    await renumberHomeBanners(trx, 'home_slides', shop.id, s.position !== null ? slideId : null);
    const after = (await findHomeSlide(trx, shop.id, slideId))!;
    await recordAudit(trx, ctx, { action: before ? 'banner.slide.edit' : 'banner.slide.add', entity: 'home_slide', entityId: slideId, before: before ?? null, after });
    await markCatalogChanged(trx, shop.id);
    return slideId;
  });
  return slideView((await findHomeSlide(db, shop.id, id))!);
}

// The owner removes a home slide (decision 067): 404 for a slide that is not the shop's; the
// audit entry and markCatalogChanged with it. The picture's files stay (a cached page or
// another slide may name them; they are named by their content).
import { bannerMessages } from '../../core/home-banners';
import { renumberHomeBanners, deleteHomeSlide, findHomeSlide } from '../../db/home-banner.repository';
import { runWrite } from '../../db/run-write';
import { requireOwner } from '../actors';
import { recordAudit } from '../audit';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseInput } from '../input';
import { removeSlideInputSchema } from './banner-input';

export async function removeHomeSlide(ctx: Ctx, input: unknown): Promise<void> {
  requireOwner(ctx);
  const { slide_id } = parseInput(removeSlideInputSchema, input);
  await runWrite(ctx.db, async (trx) => {
    const before = await findHomeSlide(trx, ctx.shop.id, slide_id);
    if (!before || !(await deleteHomeSlide(trx, ctx.shop.id, slide_id))) throw new DomainError('not_found', bannerMessages.slideNotFound);
    await recordAudit(trx, ctx, { action: 'banner.slide.remove', entity: 'home_slide', entityId: slide_id, before, after: null });
    await renumberHomeBanners(trx, 'home_slides', ctx.shop.id, null);
    await markCatalogChanged(trx, ctx.shop.id);
  });
}

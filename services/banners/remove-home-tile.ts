// The owner removes a home category tile (decision 067): 404 for one that is not the shop's.
import { bannerMessages } from '../../core/home-banners';
import { renumberHomeBanners, deleteHomeTile, findHomeTile } from '../../db/home-banner.repository';
import { runWrite } from '../../db/run-write';
import { requireOwner } from '../actors';
import { recordAudit } from '../audit';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseInput } from '../input';
import { removeTileInputSchema } from './banner-input';

export async function removeHomeTile(ctx: Ctx, input: unknown): Promise<void> {
  requireOwner(ctx);
  const { tile_id } = parseInput(removeTileInputSchema, input);
  await runWrite(ctx.db, async (trx) => {
    const before = await findHomeTile(trx, ctx.shop.id, tile_id);
    if (!before || !(await deleteHomeTile(trx, ctx.shop.id, tile_id))) throw new DomainError('not_found', bannerMessages.tileNotFound);
    await recordAudit(trx, ctx, { action: 'banner.tile.remove', entity: 'home_tile', entityId: tile_id, before, after: null });
    await renumberHomeBanners(trx, 'home_tiles', ctx.shop.id, null);
    await markCatalogChanged(trx, ctx.shop.id);
  });
}

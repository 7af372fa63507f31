// The owner adds or changes a home category tile (decision 067): a category of this shop (one
// tile each) with its picture — a square cut by the image pipeline (storeUploadedImage). A new
// tile needs a picture; at most eight. Audit entry and markCatalogChanged in the transaction.
import { bannerMessages, HOME_TILES_MAX } from '../../core/home-banners';
import { findCategoryByIdOrSlug } from '../../db/category.repository';
import { renumberHomeBanners, countHomeTiles, findHomeTile, findHomeTileIdOfCategory, insertHomeTile, listHomeTiles, updateHomeTile } from '../../db/home-banner.repository';
import { runWrite } from '../../db/run-write';
import { isUniqueViolation } from '../../db/unique-violation';
import { requireOwner } from '../actors';
import { recordAudit } from '../audit';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import { storeUploadedImage } from '../catalog/operations/store-catalog-image';
import { langOf, type Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseInput } from '../input';
import { tileInputSchema } from './banner-input';
import { tileView, type TileView } from './banner-views';

export async function saveHomeTile(ctx: Ctx, input: unknown, picture: Uint8Array | null): Promise<TileView> {
  requireOwner(ctx);
  const t = parseInput(tileInputSchema, input);
  const { db, shop } = ctx;
  const now = new Date(ctx.clock.now()).toISOString();
  const before = t.tile_id !== null ? await findHomeTile(db, shop.id, t.tile_id) : undefined;
  if (t.tile_id !== null && !before) throw new DomainError('not_found', bannerMessages.tileNotFound);
  const category = await findCategoryByIdOrSlug(db, shop.id, t.category_id);
  if (!category) throw new DomainError('invalid', bannerMessages.categoryNotFound, { category_id: bannerMessages.categoryNotFound });
  const hasPicture = picture !== null && picture.byteLength > 0;
  if (!before && !hasPicture) throw new DomainError('invalid', bannerMessages.pictureRequired, { image: bannerMessages.pictureRequired });
  let image = before?.image ?? '';
  if (hasPicture) {
    const stored = await storeUploadedImage(picture, 'tile', ctx.deps.uploadsDir);
    if (!stored) throw new DomainError('invalid', bannerMessages.pictureInvalid, { image: bannerMessages.pictureInvalid });
    image = stored.file;
  }
  const taken = () => new DomainError('invalid', bannerMessages.categoryTaken, { category_id: bannerMessages.categoryTaken });
  const id = await runWrite(db, async (trx) => {
    const holder = await findHomeTileIdOfCategory(trx, shop.id, category.id);
    if (holder !== undefined && holder !== before?.id) throw taken();
    const count = await countHomeTiles(trx, shop.id);
    let tileId: number;
    try {
      if (before) {
        await updateHomeTile(trx, shop.id, before.id, { category_id: category.id, image, position: t.position ?? before.position }, now);
        tileId = before.id;
      } else {
        if (count >= HOME_TILES_MAX) throw new DomainError('limit_reached', bannerMessages.tilesFull);
        tileId = await insertHomeTile(trx, shop.id, { category_id: category.id, image, position: t.position ?? count + 1 }, now);
      }
    } catch (err) {
      // Two owners giving one category a tile at once: the unique index refuses the second.
      throw isUniqueViolation(err) ? taken() : err;
    }
    // A place given puts it there, the others after it; the places stay 1, 2, 3….
    await renumberHomeBanners(trx, 'home_tiles', shop.id, t.position !== null ? tileId : null);
    const after = await findHomeTile(trx, shop.id, tileId);
    await recordAudit(trx, ctx, { action: before ? 'banner.tile.edit' : 'banner.tile.add', entity: 'home_tile', entityId: tileId, before: before ?? null, after });
    await markCatalogChanged(trx, shop.id);
    return tileId;
  });
  const saved = (await listHomeTiles(db, shop.id)).find((x) => x.id === id)!;
  return tileView(saved, langOf(ctx));
}

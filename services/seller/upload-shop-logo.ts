// The owner uploads the shop's logo (issue 14 item 6; docs/decisions/026). The type is read
// from the content (services/adapters/images.ts), never from the name or declared type: PNG,
// JPEG, WebP or GIF, at most 5 MB and 40 megapixels. Stored like the import's logos — one WebP
// rendition fitting 600×96 under UPLOADS_DIR/logos, named by a hash of its bytes — then the
// shop row, the audit row and markCatalogChanged in one transaction (every page's header
// shows the logo). The old file stays: the import may share it and cached pages name it.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sellerSettingsMessages } from '../../core/seller-settings';
import { runWrite } from '../../db/run-write';
import { findShopLogo, updateShop } from '../../db/shop.repository';
import { sharpImages as images, type Rendition } from '../adapters/images';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { recordAudit } from '../audit';
import { requireOwner } from '../actors';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_PIXELS = 40_000_000;

export async function uploadShopLogo(ctx: Ctx, bytes: Uint8Array): Promise<{ logo: string }> {
  requireOwner(ctx);
  const invalid = () => new DomainError('invalid', sellerSettingsMessages.logoInvalid, { logo: sellerSettingsMessages.logoInvalid });
  if (bytes.byteLength === 0 || bytes.byteLength > LOGO_MAX_BYTES) throw invalid();
  let out: Rendition;
  try {
    const meta = await images.inspect(bytes, { maxPixels: MAX_PIXELS });
    if (!meta.format || !ACCEPTED.has(meta.format)) throw invalid();
    [out] = (await images.toWebp(bytes, [{ width: 600, height: 96, fit: 'inside', quality: 90 }], { maxPixels: MAX_PIXELS })) as [Rendition];
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw invalid();
  }
  const file = `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.webp`;
  const dir = join(ctx.deps.uploadsDir, 'logos');
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `${file}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(tmp, out.data);
    await rename(tmp, join(dir, file));
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  await runWrite(ctx.db, async (trx) => {
    const before = await findShopLogo(trx, ctx.shop.id);
    await updateShop(trx, ctx.shop.id, { logo: file }, new Date(ctx.clock.now()).toISOString());
    await recordAudit(trx, ctx, { action: 'settings.logo', entity: 'shop', entityId: `${ctx.shop.id}:logo`, before: { logo: before }, after: { logo: file, width: out.width, height: out.height } });
    await markCatalogChanged(trx, ctx.shop.id);
  });
  return { logo: `/uploads/logos/${file}` };
}

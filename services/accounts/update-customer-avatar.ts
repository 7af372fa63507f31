// Manage Account: the avatar. The type is read from the content (services/adapters/images.ts), never from the name
// or the declared type; the picture is cropped to 256×256 WebP and stored under
// UPLOADS_DIR/avatars with a random name; the previous file is removed.
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharpImages as images, type Rendition } from '../adapters/images';
import { accountMessages } from '../../core/account-messages';
import { findCustomerById, updateCustomerAvatar } from '../../db/customer.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import type { CustomerView } from '../context';
import { toCustomerView } from './customer-views';
import { DomainError } from '../domain-error';
import { newSessionToken } from './operations/secret';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_PIXELS = 40_000_000;

export async function updateCustomerAvatarImage(ctx: Ctx, bytes: Uint8Array): Promise<CustomerView> {
  const customerId = requireCustomerId(ctx);
  const invalid = () => new DomainError('invalid', accountMessages.avatarInvalid, { avatar: accountMessages.avatarInvalid });
  if (bytes.byteLength === 0 || bytes.byteLength > AVATAR_MAX_BYTES) throw invalid();
  let output: Buffer;
  try {
    const meta = await images.inspect(bytes, { maxPixels: MAX_PIXELS });
    if (!meta.format || !ACCEPTED.has(meta.format)) throw invalid();
    [{ data: output }] = (await images.toWebp(bytes, [{ width: 256, height: 256, fit: 'cover', quality: 82 }], { maxPixels: MAX_PIXELS })) as [Rendition];
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw invalid();
  }
  const before = await findCustomerById(ctx.db, ctx.shop.id, customerId);
  if (!before) throw new DomainError('unauthenticated', accountMessages.notLoggedIn);
  const dir = join(ctx.deps.uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const file = `${ctx.shop.id}-${customerId}-${newSessionToken().slice(0, 16)}.webp`;
  await writeFile(join(dir, file), output);
  await updateCustomerAvatar(ctx.db, ctx.shop.id, customerId, file, new Date(ctx.clock.now()).toISOString());
  if (before.avatar && /^[\w-]+\.webp$/.test(before.avatar)) await unlink(join(dir, before.avatar)).catch(() => undefined);
  return toCustomerView({ ...before, avatar: file });
}

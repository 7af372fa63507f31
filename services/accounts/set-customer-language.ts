// The logged-in customer's language choice, kept on the account (docs/decisions/047): a
// `?lang=` link followed while logged in stores it, so the next device and the SMS use it too.
import { updateCustomerLanguage } from '../../db/customer.repository';
import type { Lang } from '../../core/i18n/lang';
import { customerOf } from '../actors';
import type { Ctx } from '../context';

/** Stores `lang` as the logged-in customer's language; a guest has no account to keep it on. */
export async function setCustomerLanguage(ctx: Ctx, lang: Lang): Promise<void> {
  const customer = customerOf(ctx);
  if (!customer) return;
  await updateCustomerLanguage(ctx.db, ctx.shop.id, customer.id, lang, new Date(ctx.clock.now()).toISOString());
}

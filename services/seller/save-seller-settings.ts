// The owner saves settings (issue 14 item 6; docs/decisions/026): any subset of the keys of
// settingsInputSchema; a key left out keeps what is stored. One transaction: the shop row's
// columns, the social links / district overrides / pickup points as sets (pickup points keep
// their ids by name, as the import does), one audit row per changed part with its before and
// after, and markCatalogChanged — the import's invalidation — so shoppers see the change on
// their next request (the checkout reads the shop row this forgets).
import { isDistrict } from '../../core/bd-districts';
import { replaceDeliveryDistricts, replacePickupPoints } from '../../db/shop-settings.repository';
import { replaceSocialLinks, updateShop } from '../../db/shop.repository';
import { runWrite } from '../../db/run-write';
import type { ShopUpdate } from '../../db/schema';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import type { Ctx } from '../context';
import { availablePaymentMethods, readSellerSettings } from './operations/read-seller-settings';
import type { SellerSettings } from './settings-views';
import { recordAudit } from '../audit';
import { requireOwner } from '../actors';
import { settingsInputSchema } from './settings-input';
import { parseInput } from '../input';

type Part = keyof SellerSettings;

export async function saveSellerSettings(ctx: Ctx, input: unknown): Promise<SellerSettings> {
  requireOwner(ctx);
  const s = parseInput(settingsInputSchema, input);
  const { db, shop } = ctx;
  const available = availablePaymentMethods(ctx);
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(db, async (trx) => {
    const before = await readSellerSettings(trx, shop.id, available);
    const row: ShopUpdate = {};
    const parts: Part[] = [];
    if (s.shop_name !== undefined) {
      row.shop_name = s.shop_name;
      parts.push('shop_name');
    }
    if (s.contact_number !== undefined) {
      row.contact_number = s.contact_number;
      parts.push('contact_number');
    }
    if (s.theme_primary_color !== undefined) {
      row.theme_primary_color = s.theme_primary_color?.toLowerCase() ?? null;
      parts.push('theme_primary_color');
    }
    if (s.shop_rate !== undefined) {
      Object.assign(row, { s_rate_type: s.shop_rate.type, s_increase: s.shop_rate.increase, s_discount: s.shop_rate.discount });
      parts.push('shop_rate');
    }
    if (s.delivery !== undefined) {
      Object.assign(row, { delivery_inside_dhaka: s.delivery.inside_dhaka, delivery_outside_dhaka: s.delivery.outside_dhaka, free_delivery_over: s.delivery.free_over ?? null });
      if (s.delivery.inside_dhaka_days !== undefined) row.delivery_days_inside_dhaka = s.delivery.inside_dhaka_days;
      if (s.delivery.outside_dhaka_days !== undefined) row.delivery_days_outside_dhaka = s.delivery.outside_dhaka_days;
      const districts = Object.fromEntries(Object.entries(s.delivery.districts).map(([name, charge]) => [isDistrict(name) as string, charge]));
      await replaceDeliveryDistricts(trx, shop.id, districts);
      parts.push('delivery');
    }
    if (s.payment_methods !== undefined) {
      row.payment_methods = s.payment_methods.join(',');
      parts.push('payment_methods');
    }
    if (s.cod_advance !== undefined) {
      row.cod_advance = s.cod_advance;
      parts.push('cod_advance');
    }
    if (s.return_days !== undefined) {
      row.return_days = s.return_days;
      parts.push('return_days');
    }
    if (s.default_language !== undefined) {
      row.default_language = s.default_language;
      parts.push('default_language');
    }
    if (s.owner_alerts !== undefined) {
      row.owner_alerts = s.owner_alerts.on ? 1 : 0;
      row.owner_alert_phone = s.owner_alerts.phone;
      parts.push('owner_alerts');
    }
    if (s.social_links !== undefined) {
      await replaceSocialLinks(trx, shop.id, s.social_links.map((l) => ({ name: l.name, url: l.url, bg_color: l.bg_color?.toLowerCase() ?? null })));
      parts.push('social_links');
    }
    if (s.pickup_points !== undefined) {
      await replacePickupPoints(trx, shop.id, s.pickup_points.map((p) => ({ name: p.name, address: p.address, phone: p.phone ?? null, hours: p.hours, charge: p.charge })));
      parts.push('pickup_points');
    }
    if (parts.length === 0) return;
    await updateShop(trx, shop.id, row, now);
    const after = await readSellerSettings(trx, shop.id, available);
    for (const part of parts) {
      const was = JSON.stringify(before[part]);
      const is = JSON.stringify(after[part]);
      if (was === is) continue;
      await recordAudit(trx, ctx, { action: 'settings.save', entity: 'shop', entityId: `${shop.id}:${part}`, before: { [part]: before[part] }, after: { [part]: after[part] } });
    }
    await markCatalogChanged(trx, shop.id);
  });
  return readSellerSettings(db, shop.id, available);
}

// A request's shop: a custom domain mapped to a shop wins; otherwise the first label of the
// host is the shop's slug (decisions.md "Tenancy").
import { normalizeHost, shopSlugFromHost } from '../core/host';
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import { findShopByDomainOrSlug, findShopBySlug } from '../db/shop.repository';

export async function resolveShopByHost(db: Db, host: string | null | undefined): Promise<Shop | null> {
  const domain = normalizeHost(host);
  if (!domain) return null;
  return (await findShopByDomainOrSlug(db, domain, shopSlugFromHost(domain))) ?? null;
}

/** A shop named by a client-sent slug (the spec's `shop`/`shopSlug` fields carry {host}). */
export async function resolveShopBySlugOrHost(db: Db, value: string): Promise<Shop | null> {
  const v = value.trim().toLowerCase();
  if (!v) return null;
  return (await findShopBySlug(db, v)) ?? (await resolveShopByHost(db, v));
}

// A request's shop: a custom domain mapped to a shop wins; otherwise the first label of the
// host is the shop's slug (decisions.md "Tenancy").
import { normalizeHost, shopSlugFromHost } from '../core/host';
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import { findShopByDomain, findShopBySlug } from '../db/shop.repository';

export async function resolveShopByHost(db: Db, host: string | null | undefined): Promise<Shop | null> {
  const domain = normalizeHost(host);
  if (!domain) return null;
  const mapped = await findShopByDomain(db, domain);
  if (mapped) return mapped;
  const slug = shopSlugFromHost(domain);
  return slug ? ((await findShopBySlug(db, slug)) ?? null) : null;
}

/** A shop named by a client-sent slug (the spec's `shop`/`shopSlug` fields carry {host}). */
export async function resolveShopBySlugOrHost(db: Db, value: string): Promise<Shop | null> {
  const v = value.trim().toLowerCase();
  if (!v) return null;
  return (await findShopBySlug(db, v)) ?? (await resolveShopByHost(db, v));
}

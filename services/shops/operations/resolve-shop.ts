// A request's shop: a custom domain mapped to a shop wins; otherwise the first label of the
// host is the shop's slug (decisions.md "Tenancy").
//
// Read-only requests (page GETs, Quick View, suggestions) may take the shop row this process
// read for the same host up to `maxAgeMs` ago instead of asking the database again: with the
// shared answer cache (server/response-cache.ts) that query was most of what a cached answer
// cost, and on PostgreSQL a round trip. Anything that writes — a cart, an account form — reads
// the row fresh. An import clears this process's rows at once (forgetResolvedShops); other
// processes see a changed shop (its settings, its content version) within `maxAgeMs`.
import { normalizeHost, shopSlugFromHost } from '../../../core/host';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { findShopByDomainOrSlug, findShopBySlug } from '../../../db/shop.repository';

/** How stale a shop row a read-only request may use (docs/decisions/009). */
export const READ_ONLY_SHOP_MAX_AGE_MS = 1000;
const MAX_REMEMBERED_HOSTS = 1000;

type Remembered = { shop: Shop; at: number; refreshing?: boolean };
/**
 * Per database: the rows by host, and a generation that forgetResolvedShops raises (a read
 * that started before a forget must not be remembered).
 */
type Memory = { hosts: Map<string, Remembered>; generation: number };
const memories = new WeakMap<Db, Memory>();

function memoryOf(db: Db): Memory {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = { hosts: new Map(), generation: 0 }));
  return memory;
}

export interface ResolveOptions {
  /** Accept a row this process read at most this long ago (read-only requests only). */
  maxAgeMs?: number;
  now?: number;
}

export async function resolveShopByHost(db: Db, host: string | null | undefined, options: ResolveOptions = {}): Promise<Shop | null> {
  const domain = normalizeHost(host);
  if (!domain) return null;
  const now = options.now ?? Date.now();
  const known = memoryOf(db).hosts.get(domain);
  if (known && options.maxAgeMs !== undefined && now - known.at <= options.maxAgeMs) {
    // Past half its age, the row is read again in the background, so that a busy host's
    // requests never wait for the database (nor, on PostgreSQL, for its process to run).
    if (now - known.at > options.maxAgeMs / 2 && !known.refreshing) {
      known.refreshing = true;
      readAndRemember(db, domain, now).catch(() => {
        known.refreshing = false;
      });
    }
    return known.shop;
  }
  return readAndRemember(db, domain, now);
}

async function readAndRemember(db: Db, domain: string, now: number): Promise<Shop | null> {
  const memory = memoryOf(db);
  const { generation, hosts } = memory;
  const shop = (await findShopByDomainOrSlug(db, domain, shopSlugFromHost(domain))) ?? null;
  if (memory.generation !== generation) return shop;
  hosts.delete(domain);
  if (shop) {
    if (hosts.size >= MAX_REMEMBERED_HOSTS) hosts.delete(hosts.keys().next().value!);
    hosts.set(domain, { shop, at: now });
  }
  return shop;
}

/** Forgets every shop row this process remembers for `db` (after a catalog or shop write). */
export function forgetResolvedShops(db: Db): void {
  const memory = memoryOf(db);
  memory.hosts.clear();
  memory.generation++;
}

/** A shop named by a client-sent slug (the spec's `shop`/`shopSlug` fields carry {host}). */
export async function resolveShopBySlugOrHost(db: Db, value: string): Promise<Shop | null> {
  const v = value.trim().toLowerCase();
  if (!v) return null;
  return (await findShopBySlug(db, v)) ?? (await resolveShopByHost(db, v));
}

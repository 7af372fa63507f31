// Who is acting, and who may: the guards a use case starts with (DESIGN.md "One request",
// docs/decisions/039-feature-modules.md). The actor comes from the one context (services/
// context.ts): a guest, a customer of this shop, staff of this shop (seller console paths
// only: server/context.ts) or the system. Only use cases call these; an operation never
// decides who may act (lint: operations do not import this file).
import { sellerMessages } from '../core/seller-messages';
import { sellerSettingsMessages } from '../core/seller-settings';
import { supportMessages } from '../core/support-messages';
import type { Ctx } from './context';
import { DomainError } from './domain-error';

export interface StaffActor {
  staffId: number;
  role: 'owner' | 'staff';
}

/**
 * Every seller console use case starts here: the actor must be staff of this shop. Anyone
 * else — a guest, a customer, the system — is refused as not logged in (401).
 */
export function requireStaff(ctx: Ctx): StaffActor {
  if (ctx.actor.kind !== 'staff') throw new DomainError('unauthenticated', sellerMessages.notLoggedIn);
  return { staffId: ctx.actor.staffId, role: ctx.actor.role };
}

/**
 * Owner-only use cases (issue 14: "staff cannot change settings, rates or staff"): settings,
 * coupons, the shop and per-product rates, the logo and staff management. A staff member is
 * refused with 403 before anything is read or written; anyone who is not staff of this shop
 * gets requireStaff's 401.
 */
export function requireOwner(ctx: Ctx): StaffActor {
  const staff = requireStaff(ctx);
  if (staff.role !== 'owner') throw new DomainError('forbidden', sellerSettingsMessages.ownerOnly);
  return staff;
}

/**
 * The shop's side of a customer's thread (support/*-seller-thread.ts): a customer is refused
 * as forbidden (403: they are logged in, and a thread is theirs, but the shop's side is not);
 * anyone else who is not staff of this shop is not logged in (401), like every console call.
 */
export function requireThreadStaff(ctx: Ctx): StaffActor {
  if (ctx.actor.kind === 'customer') throw new DomainError('forbidden', supportMessages.staffOnly);
  return requireStaff(ctx);
}

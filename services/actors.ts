// Who is acting, and who may: the guards a use case starts with (DESIGN.md "One request",
// docs/decisions/039-feature-modules.md). The actor comes from the one context (services/
// context.ts): a guest, a customer of this shop, staff of this shop (seller console paths
// only: server/context.ts) or the system. Only use cases call these; an operation never
// decides who may act (lint: operations do not import this file).
import { timingSafeEqual } from 'node:crypto';
import { accountMessages } from '../core/account-messages';
import type { Payment } from '../db/schema';
import { sellerMessages } from '../core/seller-messages';
import { sellerSettingsMessages } from '../core/seller-settings';
import { supportMessages } from '../core/support-messages';
import type { Ctx, CustomerView } from './context';
import { DomainError } from './domain-error';

// ---- customers ----

/** The logged-in customer, or null for anyone else. */
export function customerOf(ctx: Ctx): CustomerView | null {
  return ctx.actor.kind === 'customer' ? ctx.actor.customer : null;
}

/** The logged-in customer's id; a use case for customers only refuses anyone else (401). */
export function requireCustomerId(ctx: Ctx): number {
  return requireCustomerSession(ctx).customerId;
}

/** The logged-in customer and the session they act in (401 for anyone else). */
export function requireCustomerSession(ctx: Ctx): { customerId: number; sessionId: number } {
  if (ctx.actor.kind !== 'customer') throw new DomainError('unauthenticated', accountMessages.notLoggedIn);
  return { customerId: ctx.actor.customer.id, sessionId: ctx.actor.sessionId };
}

/** The logged-in customer's session id, or null for anyone else (logout ends only one's own). */
export function customerSessionOf(ctx: Ctx): number | null {
  return ctx.actor.kind === 'customer' ? ctx.actor.sessionId : null;
}

/** What a payment's way back (the bKash callback, the Stripe return and cancel) carries of who is asking. */
export interface ReturnCredentials {
  /** The `attempt=` token the URL carried, if any. */
  accessToken: string | null;
  /** The customer whose session cookie came along, if any (authenticated in this shop). */
  customerId: number | null;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may act on a payment's way back: the paying shopper only — their session in this shop,
 * or the attempt's unguessable access token that the return URL carries (decision 036). A link
 * naming someone else's attempt, or typed from our old sequential ids, has neither.
 */
export function mayActOnPayment(payment: Pick<Payment, 'customer_id' | 'access_token'>, credentials: ReturnCredentials): boolean {
  if (credentials.customerId !== null && credentials.customerId === payment.customer_id) return true;
  return Boolean(credentials.accessToken && payment.access_token && sameToken(credentials.accessToken, payment.access_token));
}

// ---- staff ----

export interface StaffActor {
  staffId: number;
  role: 'owner' | 'staff';
}

/** The staff member acting in the seller console, or null for anyone else. */
export function staffOf(ctx: Ctx): StaffActor | null {
  return ctx.actor.kind === 'staff' ? { staffId: ctx.actor.staffId, role: ctx.actor.role } : null;
}

/**
 * Every seller console use case starts here: the actor must be staff of this shop. Anyone
 * else — a guest, a customer, the system — is refused as not logged in (401).
 */
export function requireStaff(ctx: Ctx): StaffActor {
  const staff = staffOf(ctx);
  if (!staff) throw new DomainError('unauthenticated', sellerMessages.notLoggedIn);
  return staff;
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

// Every seller use case starts here: the actor must be staff of this shop (server/context.ts
// makes a staff actor only from a staff token of the request's shop, and only on /seller and
// /api/seller). Anyone else — a guest, a customer, the system — is refused as not logged in.
import { sellerMessages } from '../../core/seller-messages';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';

export interface StaffActor {
  staffId: number;
  role: 'owner' | 'staff';
}

export function requireStaff(ctx: Ctx): StaffActor {
  if (ctx.actor.kind !== 'staff') throw new DomainError('unauthenticated', sellerMessages.notLoggedIn);
  return { staffId: ctx.actor.staffId, role: ctx.actor.role };
}

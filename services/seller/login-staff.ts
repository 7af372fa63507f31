// Staff log in by phone and password (docs/decisions/023). Like customers (decision 005): a
// wrong password and an unknown phone get one reply after the same scrypt work, attempts are
// limited per phone (in this shop) and per client address — in buckets of their own, so a
// customer's failed logins never lock a seller out nor the other way round. Every login
// creates a fresh 256-bit token; only its sha256 is stored.
import { sellerMessages } from '../../core/seller-messages';
import { STAFF_RATE_RULES } from '../../core/seller-rules';
import { normalizePhone } from '../../core/customer-auth';
import { deleteDeadStaffSessions, findStaffByPhone } from '../../db/staff.repository';
import { addressSubject, enforceRateLimits, phoneSubject } from '../accounts/operations/enforce-rate-limits';
import { shopCountryCode } from '../accounts/operations/get-auth-settings';
import { verifyAgainstDummy, verifyPassword } from '../accounts/operations/password-hash';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { startStaffSession, type StaffLogin } from './operations/staff-session';

export async function loginStaff(ctx: Ctx, input: { phone: unknown; password: unknown }): Promise<StaffLogin> {
  const refused = () => new DomainError('unauthenticated', sellerMessages.loginFailed, { password: sellerMessages.loginFailed });
  const phone = normalizePhone(input.phone, shopCountryCode(ctx.shop));
  if (!phone) throw new DomainError('invalid', sellerMessages.phoneInvalid, { phone: sellerMessages.phoneInvalid });
  const password = typeof input.password === 'string' ? input.password.slice(0, 200) : '';
  if (password.length === 0) throw new DomainError('invalid', sellerMessages.loginFailed, { password: sellerMessages.loginFailed });
  const now = ctx.clock.now();
  await enforceRateLimits(
    ctx.db,
    [
      { rule: STAFF_RATE_RULES.loginPerPhone, subject: phoneSubject(ctx.shop.id, phone) },
      { rule: STAFF_RATE_RULES.loginPerAddress, subject: addressSubject(ctx.request.clientAddress) },
    ],
    now,
  );
  const staff = await findStaffByPhone(ctx.db, ctx.shop.id, phone);
  const ok = staff ? await verifyPassword(password, staff.password_hash) : await verifyAgainstDummy(password);
  if (!staff || !ok || staff.disabled_at !== null) throw refused();
  const login = await startStaffSession(ctx.db, ctx.shop.id, staff, now);
  if (Math.random() < 0.01) await deleteDeadStaffSessions(ctx.db, ctx.shop.id, new Date(now).toISOString());
  return login;
}

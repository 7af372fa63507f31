// A staff member changes their own password (issue 26 item 6; docs/decisions/057): the current
// password is required and checked (scrypt, decision 005), the new one follows the password
// rule and must differ from it. Every other session of theirs ends (a password someone else
// knew stops working everywhere) but the one it was changed in. The hash is replaced only if it is still the one checked, so
// two changes at once cannot both win. Kept in the audit log without either password.
import { passwordError } from '../../core/customer-auth';
import { sellerPointsMessages } from '../../core/seller-points-messages';
import { runWrite } from '../../db/run-write';
import { findStaffPasswordHash, replaceStaffPasswordHash, revokeOtherStaffSessions } from '../../db/staff.repository';
import { hashPassword, verifyPassword } from '../accounts/operations/password-hash';
import { requireStaff } from '../actors';
import { recordAudit } from '../audit';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';

export async function changeOwnPassword(ctx: Ctx, input: { current_password?: unknown; new_password?: unknown }): Promise<void> {
  const me = requireStaff(ctx);
  const current = typeof input.current_password === 'string' ? input.current_password : '';
  const next = input.new_password;
  const wrong = () => new DomainError('invalid', sellerPointsMessages.currentPasswordWrong, { current_password: sellerPointsMessages.currentPasswordWrong });
  const stored = await findStaffPasswordHash(ctx.db, ctx.shop.id, me.staffId);
  if (!stored || !current || !(await verifyPassword(current, stored))) throw wrong();
  const rule = passwordError(next);
  if (rule) throw new DomainError('invalid', rule, { new_password: rule });
  if (next === current) throw new DomainError('invalid', sellerPointsMessages.newPasswordSame, { new_password: sellerPointsMessages.newPasswordSame });
  const hash = await hashPassword(next as string);
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(ctx.db, async (trx) => {
    if (!(await replaceStaffPasswordHash(trx, ctx.shop.id, me.staffId, stored, hash, now))) throw wrong();
    await revokeOtherStaffSessions(trx, ctx.shop.id, me.staffId, ctx.actor.kind === 'staff' ? (ctx.actor.sessionId ?? null) : null, now);
    await recordAudit(trx, ctx, { action: 'staff.password', entity: 'staff', entityId: me.staffId, before: null, after: { password_changed: true } });
  });
}

// Account use cases of issue 5 on SQLite and PostgreSQL: registration per shop, logins,
// one-time codes (tries, expiry, single use, resend limits), enumeration, sessions
// (rotation, grace, 30-day cap, logout), password change and reset, profile and avatar.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../core/account-messages';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopById } from '../../db/shop.repository';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop, insertTestShop } from '../../db/test-shop';
import type { Ctx } from '../context';
import { authenticateCustomer } from './operations/authenticate-customer';
import { changeCustomerPassword } from './change-customer-password';
import { DomainError } from '../domain-error';
import { loginCustomerWithCode } from './login-customer-with-code';
import { loginCustomerWithPassword } from './login-customer-with-password';
import { logoutCustomer } from './logout-customer';
import { refreshCustomerSession } from './refresh-customer-session';
import { registerCustomer } from './register-customer';
import { resetCustomerPassword } from './reset-customer-password';
import { sendCustomerCode } from './send-customer-code';
import { createLogSmsProvider, type LogSmsProvider } from '../adapters/sms-provider';
import { updateCustomerAccount } from './update-customer-account';
import { updateCustomerAvatarImage } from './update-customer-avatar';
import { testContext } from '../test-context';
import { sendSmsJob } from '../adapters/send-sms-job';
import { jobHandlers } from '../job-handler';
import { runDueJobs } from '../run-job';
import { customerTexts } from '../../core/customer-texts';

const english = customerTexts('en');

const DAY = 86_400_000;

async function failure(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected a DomainError');
}

for (const t of testDatabases()) {
  describe(t.kind, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let plain: Shop; // password only
    let verified: Shop; // phone verification on
    let other: Shop;
    const clock = { now: Date.UTC(2026, 0, 10, 12) };
    const uploadsDir = mkdtempSync(join(tmpdir(), 'haat-avatars-'));
    let address = 0;

    function ctx(
      shop: Shop,
      sms: LogSmsProvider = createLogSmsProvider({ log: () => {} }),
      clientAddress = `10.0.0.${++address}`,
      who?: { customerId: number; sessionId?: number },
    ): Ctx & { sms: LogSmsProvider } {
      const made = testContext(db, shop, { sms, now: () => clock.now, deps: { uploadsDir }, request: { clientAddress }, customerId: who?.customerId, sessionId: who?.sessionId });
      return { ...made, sms };
    }
    // SMS leave as sms.send jobs: run the queued ones, as the job runner would, before reading the outbox.
    const flush = (sms: LogSmsProvider) =>
      runDueJobs({ db, handlers: jobHandlers([sendSmsJob]), deps: { sms, uploadsDir, attachmentsDir: uploadsDir }, clock: { now: () => clock.now }, workerId: 'test', leaseMs: 60_000 });
    const lastCode = async (sms: LogSmsProvider) => {
      await flush(sms);
      return /(\d{6})/.exec(sms.outbox()[0]?.text ?? '')?.[1];
    };

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      plain = (await findShopById(db, await insertTestShop(db, 'plain')))!;
      verified = (await findShopById(db, await insertTestShop(db, 'verified', { auth_default_firebase_customer: 1 })))!;
      other = (await findShopById(db, await insertTestShop(db, 'other', { default_country_code: '+91' })))!;
    });
    afterAll(() => closeAndDrop(db, drop));

    it('registers per shop with the shop country code, and refuses bad fields beside each field', async () => {
      const bad = await failure(registerCustomer(ctx(plain), { name: ' ', phone: 'abc', password: 'short' }));
      expect(bad.code).toBe('invalid');
      expect(bad.details).toEqual({ phone: accountMessages.phoneInvalid, name: accountMessages.nameRequired, password: accountMessages.passwordTooShort });

      // One rule for Bangladeshi mobiles (issue 24 item 9): 11 digits, operator 013–019.
      for (const phone of ['017190000010', '01211000001', '01111000001', '+88017190000010']) {
        expect((await failure(registerCustomer(ctx(plain), { name: 'Rahim', phone, password: 'password1' }))).details).toEqual({ phone: accountMessages.phoneInvalid });
      }
      const a = await registerCustomer(ctx(plain), { name: 'Rahim', phone: '01711000001', password: 'password1' });
      expect(a.customer).toMatchObject({ name: 'Rahim', phone: '+8801711000001', avatar: null });
      expect(a.token).toMatch(/^[\w-]{43}$/);
      const dup = await failure(registerCustomer(ctx(plain), { name: 'X', phone: '+880 1711-000001', password: 'password2' }));
      expect(dup.code).toBe('conflict');
      // Another shop: the same phone is a new account, and the first shop's token is unknown there.
      const b = await registerCustomer(ctx(other), { name: 'Rahim B', phone: '+8801711000001', password: 'password9' });
      expect(b.customer.id).not.toBe(a.customer.id);
      expect(await authenticateCustomer(db, other, a.token, clock.now)).toBeNull();
      expect((await authenticateCustomer(db, plain, a.token, clock.now))?.customer.id).toBe(a.customer.id);
      const india = await registerCustomer(ctx(other), { name: 'Asha', phone: '9876543210', password: 'password9' });
      expect(india.customer.phone).toBe('+919876543210');
    });

    it('logs in by password with one reply for a wrong password and an unknown phone, a new token each time', async () => {
      await registerCustomer(ctx(plain), { name: 'Karim', phone: '01711000002', password: 'password1' });
      const wrong = await failure(loginCustomerWithPassword(ctx(plain), { phone: '01711000002', password: 'password2' }));
      const unknown = await failure(loginCustomerWithPassword(ctx(plain), { phone: '01799999999', password: 'password2' }));
      expect([wrong.code, wrong.message, wrong.details]).toEqual([unknown.code, unknown.message, unknown.details]);
      expect(wrong.message).toBe(accountMessages.loginFailed);
      const one = await loginCustomerWithPassword(ctx(plain), { phone: '+8801711000002', password: 'password1' });
      const two = await loginCustomerWithPassword(ctx(plain), { phone: '01711000002', password: 'password1' });
      expect(one.token).not.toBe(two.token);
      expect(one.sessionId).not.toBe(two.sessionId);
    });

    it('limits login attempts per phone and per client address', async () => {
      const c = ctx(plain);
      for (let i = 0; i < 10; i++) await failure(loginCustomerWithPassword(ctx(plain), { phone: '01711000003', password: `guess${i}xx` }));
      const limited = await failure(loginCustomerWithPassword(ctx(plain), { phone: '01711000003', password: 'guess' }));
      expect(limited.code).toBe('rate_limited');
      for (let i = 0; i < 30; i++) await failure(loginCustomerWithPassword(c, { phone: `0171200${String(i).padStart(4, '0')}`, password: 'guessguess' }));
      expect((await failure(loginCustomerWithPassword(c, { phone: '01713000000', password: 'guessguess' }))).code).toBe('rate_limited');
      clock.now += 900_000;
      expect((await failure(loginCustomerWithPassword(c, { phone: '01713000000', password: 'guessguess' }))).code).toBe('unauthenticated');
    });

    it('offers codes for register and login only when the shop asks for phone verification', async () => {
      expect((await failure(sendCustomerCode(ctx(plain), { phone: '01711000004', purpose: 'login' }))).code).toBe('forbidden');
      expect((await failure(sendCustomerCode(ctx(plain), { phone: '01711000004', purpose: 'register' }))).code).toBe('forbidden');
      expect((await failure(loginCustomerWithCode(ctx(plain), { phone: '01711000004', code: '123456' }))).code).toBe('forbidden');
      const sent = await sendCustomerCode(ctx(plain), { phone: '01711000004', purpose: 'reset' });
      expect(sent.message).toBe(accountMessages.codeSent);
    });

    it('registers with a verified phone, then logs in by code', async () => {
      const c = ctx(verified);
      await sendCustomerCode(c, { phone: '01711000005', purpose: 'register' });
      const code = (await lastCode(c.sms))!;
      expect(c.sms.outbox()[0]!.to).toBe('+8801711000005');
      expect((await failure(registerCustomer(c, { name: 'V', phone: '01711000005', password: 'password1' }))).details).toEqual({ code: accountMessages.codeInvalid });
      const reg = await registerCustomer(c, { name: 'V', phone: '01711000005', password: 'password1', code });
      expect(reg.customer.name).toBe('V');
      // A used code is dead.
      expect((await failure(registerCustomer(c, { name: 'V', phone: '01711000005', password: 'password1', code }))).message).toBe(accountMessages.codeWrong);

      clock.now += 61_000;
      await sendCustomerCode(c, { phone: '01711000005', purpose: 'login' });
      const loginCode = (await lastCode(c.sms))!;
      const session = await loginCustomerWithCode(c, { phone: '01711000005', code: loginCode });
      expect(session.customer.id).toBe(reg.customer.id);
      expect((await failure(loginCustomerWithCode(c, { phone: '01711000005', code: loginCode }))).message).toBe(accountMessages.codeWrong);
    });

    it('answers the same for registered and unregistered phones, and texts only where a code is usable', async () => {
      clock.now += 61_000;
      const c = ctx(verified);
      await registerCustomer(ctx(plain), { name: 'P', phone: '01711000006', password: 'password1' }); // other shop
      const a = await sendCustomerCode(c, { phone: '01711000005', purpose: 'login' });
      await flush(c.sms);
      expect(c.sms.outbox()).toHaveLength(1);
      const b = await sendCustomerCode(c, { phone: '01711000006', purpose: 'login' });
      expect(a.message).toBe(b.message);
      await flush(c.sms);
      expect(c.sms.outbox()).toHaveLength(1); // nothing sent to a phone without an account here
      clock.now += 61_000;
      const r = await sendCustomerCode(c, { phone: '01711000005', purpose: 'register' });
      expect(r.message).toBe(a.message);
      await flush(c.sms);
      expect(c.sms.outbox()[0]!.text).toBe(english.alreadyRegisteredSms('Shop verified'));
      // Guessing a code for a phone with no account fails like any wrong code.
      const err = await failure(loginCustomerWithCode(c, { phone: '01711000006', code: '000000' }));
      expect(err.message).toBe(accountMessages.codeWrong);
    });

    it('allows 5 wrong tries per code, then refuses even the right code', async () => {
      clock.now += 3_600_000;
      const c = ctx(verified);
      await sendCustomerCode(c, { phone: '01711000005', purpose: 'login' });
      const code = (await lastCode(c.sms))!;
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect((await failure(loginCustomerWithCode(ctx(verified), { phone: '01711000005', code: wrongCode }))).message).toBe(accountMessages.codeWrong);
      }
      expect((await failure(loginCustomerWithCode(ctx(verified), { phone: '01711000005', code }))).message).toBe(accountMessages.codeWrong);
    });

    it('expires codes after 5 minutes, binds them to their purpose and shop', async () => {
      clock.now += 3_600_000;
      const c = ctx(verified);
      await sendCustomerCode(c, { phone: '01711000005', purpose: 'login' });
      const code = (await lastCode(c.sms))!;
      expect((await failure(resetCustomerPassword(c, { phone: '01711000005', code, password: 'password7' }))).message).toBe(accountMessages.codeWrong);
      clock.now += 5 * 60_000 + 1;
      expect((await failure(loginCustomerWithCode(c, { phone: '01711000005', code }))).message).toBe(accountMessages.codeWrong);
    });

    it('limits resends: 1 a minute and 5 an hour per phone, and per client address', async () => {
      clock.now = Math.ceil(clock.now / 3_600_000) * 3_600_000 + 1000;
      const phone = '01711000007';
      await sendCustomerCode(ctx(plain), { phone, purpose: 'reset' });
      expect((await failure(sendCustomerCode(ctx(plain), { phone, purpose: 'reset' }))).code).toBe('rate_limited');
      for (let i = 0; i < 4; i++) {
        clock.now += 61_000;
        await sendCustomerCode(ctx(plain), { phone, purpose: 'reset' });
      }
      clock.now += 61_000;
      expect((await failure(sendCustomerCode(ctx(plain), { phone, purpose: 'reset' }))).code).toBe('rate_limited');
      // The minute rule is per purpose: a reset code right after a login code is fine.
      clock.now += 3_600_000;
      await sendCustomerCode(ctx(verified), { phone: '01711000099', purpose: 'login' });
      await sendCustomerCode(ctx(verified), { phone: '01711000099', purpose: 'reset' });
      expect((await failure(sendCustomerCode(ctx(verified), { phone: '01711000099', purpose: 'reset' }))).code).toBe('rate_limited');
      const one = ctx(plain);
      for (let i = 0; i < 20; i++) await sendCustomerCode(one, { phone: `0171400${String(i).padStart(4, '0')}`, purpose: 'reset' });
      expect((await failure(sendCustomerCode(one, { phone: '01715000000', purpose: 'reset' }))).code).toBe('rate_limited');
    });

    it('resets a password by code and ends every session', async () => {
      clock.now += 3_600_000;
      const session = await registerCustomer(ctx(plain), { name: 'Reset', phone: '01711000008', password: 'password1' });
      const c = ctx(plain);
      await sendCustomerCode(c, { phone: '01711000008', purpose: 'reset' });
      const code = (await lastCode(c.sms))!;
      expect((await failure(resetCustomerPassword(c, { phone: '01711000008', code, password: 'short' }))).details).toEqual({ password: accountMessages.passwordTooShort });
      await resetCustomerPassword(c, { phone: '01711000008', code, password: 'newpassword' });
      expect(await authenticateCustomer(db, plain, session.token, clock.now)).toBeNull();
      await failure(loginCustomerWithPassword(ctx(plain), { phone: '01711000008', password: 'password1' }));
      expect((await loginCustomerWithPassword(ctx(plain), { phone: '01711000008', password: 'newpassword' })).customer.name).toBe('Reset');
    });

    it('refreshes: extends, rotates at most once a day, keeps the old token 60 s, caps at 30 days, ends at logout', async () => {
      const start = await registerCustomer(ctx(plain), { name: 'Ref', phone: '01711000009', password: 'password1' });
      const c = ctx(plain);
      let auth = await authenticateCustomer(db, plain, start.token, clock.now);
      const same = await refreshCustomerSession(c, auth);
      expect(same).toMatchObject({ is_login: true, is_refreshed: false, token: null, user: { name: 'Ref' } });

      clock.now += DAY;
      auth = await authenticateCustomer(db, plain, start.token, clock.now);
      const rotated = await refreshCustomerSession(c, auth);
      expect(rotated.is_refreshed).toBe(true);
      const token2 = rotated.token!;
      expect(token2).not.toBe(start.token);
      // The old token keeps working for 60 s, and cannot rotate again.
      const old = await authenticateCustomer(db, plain, start.token, clock.now + 59_000);
      expect(old?.previousToken).toBe(true);
      expect(await refreshCustomerSession(c, old)).toMatchObject({ is_login: true, is_refreshed: false });
      expect(await authenticateCustomer(db, plain, start.token, clock.now + 60_000)).toBeNull();
      expect(await refreshCustomerSession(c, null)).toEqual({ is_login: false, is_refreshed: false, token: null, user: null });

      // Refreshing every few days keeps it alive until 30 days after login, never longer.
      const loginAt = Date.parse(auth!.session.login_at);
      let token = token2;
      for (let day = 6; day <= 26; day += 5) {
        clock.now = loginAt + day * DAY;
        const a = await authenticateCustomer(db, plain, token, clock.now);
        expect(a).not.toBeNull();
        const r = await refreshCustomerSession(c, a);
        if (r.token) token = r.token;
      }
      expect(await authenticateCustomer(db, plain, token, loginAt + 30 * DAY - 1000)).not.toBeNull();
      expect(await authenticateCustomer(db, plain, token, loginAt + 30 * DAY)).toBeNull();
      clock.now = loginAt + 30 * DAY + 1000;

      const fresh = await loginCustomerWithPassword(ctx(plain), { phone: '01711000009', password: 'password1' });
      const freshAuth = await authenticateCustomer(db, plain, fresh.token, clock.now);
      await logoutCustomer(ctx(plain, undefined, undefined, { customerId: fresh.customer.id, sessionId: freshAuth!.session.id }));
      await logoutCustomer(c);
      expect(await authenticateCustomer(db, plain, fresh.token, clock.now)).toBeNull();
    });

    it('changes the password with the current one and ends every other session', async () => {
      const a = await registerCustomer(ctx(plain), { name: 'Chg', phone: '01711000010', password: 'password1' });
      const b = await loginCustomerWithPassword(ctx(plain), { phone: '01711000010', password: 'password1' });
      const auth = { customerId: a.customer.id, sessionId: a.sessionId };
      const wrong = await failure(changeCustomerPassword(ctx(plain, undefined, undefined, auth), { currentPassword: 'nope', newPassword: 'password2', confirmPassword: 'password2' }));
      expect(wrong.details).toEqual({ currentPassword: accountMessages.currentPasswordWrong });
      expect((await failure(changeCustomerPassword(ctx(plain, undefined, undefined, auth), { currentPassword: 'password1', newPassword: 'short', confirmPassword: 'short' }))).details).toEqual({ newPassword: accountMessages.passwordTooShort });
      expect((await failure(changeCustomerPassword(ctx(plain, undefined, undefined, auth), { currentPassword: 'password1', newPassword: 'password2', confirmPassword: 'password3' }))).details).toEqual({ confirmPassword: accountMessages.passwordsDiffer });
      const done = await changeCustomerPassword(ctx(plain, undefined, undefined, auth), { currentPassword: 'password1', newPassword: 'password2', confirmPassword: 'password2' });
      expect(done.endedSessions).toBe(1);
      expect(await authenticateCustomer(db, plain, a.token, clock.now)).not.toBeNull();
      expect(await authenticateCustomer(db, plain, b.token, clock.now)).toBeNull();
      expect((await failure(changeCustomerPassword(ctx(other, undefined, undefined, auth), { currentPassword: 'password2', newPassword: 'password3', confirmPassword: 'password3' }))).code).toBe('unauthenticated');
    });

    it('updates name and e-mail, and an avatar checked by content', async () => {
      const a = await registerCustomer(ctx(plain), { name: 'Acc', phone: '01711000011', password: 'password1' });
      expect((await failure(updateCustomerAccount(ctx(plain, undefined, undefined, { customerId: a.customer.id }), { name: '', email: 'bad' }))).details).toEqual({ name: accountMessages.nameRequired, email: accountMessages.emailInvalid });
      expect(await updateCustomerAccount(ctx(plain, undefined, undefined, { customerId: a.customer.id }), { name: ' Acc Two ', email: ' acc@example.com ' })).toMatchObject({ name: 'Acc Two', email: 'acc@example.com' });
      expect(await updateCustomerAccount(ctx(plain, undefined, undefined, { customerId: a.customer.id }), { name: 'Acc', email: '' })).toMatchObject({ email: null });

      const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
      expect((await failure(updateCustomerAvatarImage(ctx(plain, undefined, undefined, { customerId: a.customer.id }), fake))).details).toEqual({ avatar: accountMessages.avatarInvalid });
      expect((await failure(updateCustomerAvatarImage(ctx(plain, undefined, undefined, { customerId: a.customer.id }), new TextEncoder().encode('GIF89a not really')))).code).toBe('invalid');
      const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } }).png().toBuffer();
      const first = await updateCustomerAvatarImage(ctx(plain, undefined, undefined, { customerId: a.customer.id }), png);
      expect(first.avatar).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
      const stored = join(uploadsDir, 'avatars', first.avatar!.split('/').pop()!);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
      const second = await updateCustomerAvatarImage(ctx(plain, undefined, undefined, { customerId: a.customer.id }), png);
      expect(second.avatar).not.toBe(first.avatar);
      expect(readdirSync(join(uploadsDir, 'avatars')).filter((f) => f.startsWith(`${plain.id}-${a.customer.id}-`))).toHaveLength(1);
    });
  });
}

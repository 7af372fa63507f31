import { describe, it, expect } from 'vitest';
import {
  CODE_PURPOSES,
  OLD_TOKEN_GRACE_MS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  RATE_RULES,
  SESSION_HARD_CAP_MS,
  SESSION_TTL_MS,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
  TOKEN_REFRESH_INTERVAL_MS,
  TOKEN_ROTATION_INTERVAL_MS,
  emailError,
  isCodePurpose,
  isSameOriginRequest,
  nameError,
  normalizeCode,
  normalizePhone,
  passwordError,
  sessionExpiry,
  shouldRotateToken,
  secondsLeftInWindow,
  windowStart,
} from './customer-auth';
import { accountMessages } from './account-messages';

describe('session constants (spec §4, §7, §9; issue 5)', () => {
  it('keeps the spec figures', () => {
    expect(TOKEN_COOKIE_MAX_AGE_SECONDS).toBe(604800);
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(2_400_000);
    expect(SESSION_TTL_MS).toBe(604_800_000);
    expect(SESSION_HARD_CAP_MS).toBe(30 * 86_400_000);
    expect(TOKEN_ROTATION_INTERVAL_MS).toBe(86_400_000);
    expect(OLD_TOKEN_GRACE_MS).toBe(60_000);
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_TTL_MS).toBe(300_000);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
  });
  it('limits resends to 1 a minute and 5 an hour per phone', () => {
    expect(RATE_RULES.codeSendPerPhoneMinute).toMatchObject({ limit: 1, windowSeconds: 60 });
    expect(RATE_RULES.codeSendPerPhoneHour).toMatchObject({ limit: 5, windowSeconds: 3600 });
    const names = Object.values(RATE_RULES).map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('sessionExpiry and shouldRotateToken', () => {
  const login = Date.UTC(2026, 0, 1);
  it('extends 7 days from now, capped at 30 days from login', () => {
    expect(sessionExpiry(login, login)).toBe(login + SESSION_TTL_MS);
    expect(sessionExpiry(login, login + 10 * 86_400_000)).toBe(login + 17 * 86_400_000);
    expect(sessionExpiry(login, login + 25 * 86_400_000)).toBe(login + SESSION_HARD_CAP_MS);
    expect(sessionExpiry(login, login + 40 * 86_400_000)).toBe(login + SESSION_HARD_CAP_MS);
  });
  it('rotates at most once a day', () => {
    expect(shouldRotateToken(login, login + 86_399_999)).toBe(false);
    expect(shouldRotateToken(login, login + 86_400_000)).toBe(true);
  });
});

describe('normalizePhone', () => {
  it('prepends the shop country code to national numbers', () => {
    expect(normalizePhone('01712345678')).toBe('+8801712345678');
    expect(normalizePhone('017-1234 5678')).toBe('+8801712345678');
    expect(normalizePhone('1712345678')).toBe('+8801712345678');
    expect(normalizePhone('(0171) 234.5678', '+880')).toBe('+8801712345678');
    expect(normalizePhone('2025550123', '+1')).toBe('+12025550123');
  });
  it('keeps international forms', () => {
    expect(normalizePhone('+8801712345678')).toBe('+8801712345678');
    expect(normalizePhone('008801712345678')).toBe('+8801712345678');
    expect(normalizePhone('8801712345678')).toBe('+8801712345678');
    expect(normalizePhone('+44 20 7946 0958', '+880')).toBe('+442079460958');
  });
  it('refuses anything else', () => {
    for (const bad of ['', '   ', 'abc', '+0123456789', '12', '+1234567890123456', '01712x45678', '++8801712345678']) {
      expect(normalizePhone(bad)).toBeNull();
    }
    expect(normalizePhone(undefined)).toBeNull();
    // +880 numbers must be Bangladeshi mobiles: 11 digits nationally, operator 013–019.
    for (const bad of ['017190000010', '+88017190000010', '01212345678', '01112345678', '0171234567']) expect(normalizePhone(bad)).toBeNull();
    expect(normalizePhone(8801712345678)).toBeNull();
  });
});

describe('field checks', () => {
  it('passwordError', () => {
    expect(passwordError('12345678')).toBeNull();
    expect(passwordError('1234567')).toBe(accountMessages.passwordTooShort);
    expect(passwordError(undefined)).toBe(accountMessages.passwordTooShort);
    expect(passwordError('x'.repeat(201))).toBe(accountMessages.passwordTooLong);
  });
  it('nameError', () => {
    expect(nameError('Rahim')).toBeNull();
    expect(nameError('   ')).toBe(accountMessages.nameRequired);
    expect(nameError(null)).toBe(accountMessages.nameRequired);
    expect(nameError('x'.repeat(101))).toBe(accountMessages.nameTooLong);
  });
  it('emailError', () => {
    expect(emailError('')).toBeNull();
    expect(emailError(undefined)).toBeNull();
    expect(emailError(null)).toBeNull();
    expect(emailError('a@b.co')).toBeNull();
    expect(emailError('not-an-email')).toBe(accountMessages.emailInvalid);
    expect(emailError(42)).toBe(accountMessages.emailInvalid);
  });
  it('normalizeCode', () => {
    expect(normalizeCode('123456')).toBe('123456');
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('12345')).toBeNull();
    expect(normalizeCode('12345a')).toBeNull();
    expect(normalizeCode(123456)).toBeNull();
  });
  it('isCodePurpose', () => {
    for (const p of CODE_PURPOSES) expect(isCodePurpose(p)).toBe(true);
    expect(isCodePurpose('admin')).toBe(false);
    expect(isCodePurpose(1)).toBe(false);
  });
});

describe('windowStart', () => {
  it('floors to the window', () => {
    const rule = { name: 'x', limit: 1, windowSeconds: 60 };
    expect(windowStart(rule, 125_000)).toBe(120);
    expect(windowStart(rule, 119_999)).toBe(60);
  });
  it('says how many seconds the window has left', () => {
    const rule = { name: 'x', limit: 1, windowSeconds: 60 };
    expect(secondsLeftInWindow(rule, 125_000)).toBe(55);
    expect(secondsLeftInWindow(rule, 120_000)).toBe(60);
    expect(secondsLeftInWindow(rule, 179_999)).toBe(1);
  });
});

describe('isSameOriginRequest', () => {
  it('trusts an Origin of the same host only', () => {
    expect(isSameOriginRequest('alpha.localhost:3000', 'http://alpha.localhost:3000', 'cross-site')).toBe(true);
    expect(isSameOriginRequest('Alpha.localhost:3000', 'http://alpha.localhost:3000', null)).toBe(true);
    expect(isSameOriginRequest('alpha.localhost:3000', 'http://beta.localhost:3000', 'same-site')).toBe(false);
    expect(isSameOriginRequest('alpha.localhost:3000', 'null', null)).toBe(false);
    expect(isSameOriginRequest('alpha.localhost:3000', 'not a url', null)).toBe(false);
  });
  it('falls back to Sec-Fetch-Site, then allows non-browser clients', () => {
    expect(isSameOriginRequest('a', null, 'same-origin')).toBe(true);
    expect(isSameOriginRequest('a', null, 'none')).toBe(true);
    expect(isSameOriginRequest('a', null, 'same-site')).toBe(false);
    expect(isSameOriginRequest('a', null, 'cross-site')).toBe(false);
    expect(isSameOriginRequest('a', null, null)).toBe(true);
  });
});

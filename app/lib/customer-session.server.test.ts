// The route guards of spec §4 and decisions.md "Return targets": a guest is sent to login
// with the path kept; a logged-in customer skips login; only same-shop paths are followed.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../services/context';
import { guestOnly, redirectAfterLogin, requireCustomer, returnTargetOf } from './customer-session.server';

const customer = { id: 1, name: 'A', phone: '+8801711000000', email: null, avatar: null };
function ctx(loggedIn: boolean, secure = false): Ctx {
  return {
    actor: loggedIn ? { kind: 'customer', customer, sessionId: 7 } : { kind: 'guest' },
    request: { secureCookies: secure, origin: 'http://alpha.localhost', clientAddress: '127.0.0.1' },
  } as unknown as Ctx;
}
const req = (path: string, cookie?: string) => new Request(`http://alpha.localhost${path}`, { headers: cookie ? { cookie } : {} });

function thrown(fn: () => unknown): Response {
  try {
    fn();
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
  throw new Error('expected a redirect');
}

const FORGED = ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example', ' /x'];

describe('returnTargetOf', () => {
  it('takes a safe ?redirect=, else the stored cookie, else the dashboard', () => {
    expect(returnTargetOf(req('/customer/login?redirect=%2Fcustomer%2Fcart'))).toBe('/customer/cart');
    expect(returnTargetOf(req('/customer/login', 'customerReturnTo=%2Fproducts%2Fx-1'))).toBe('/products/x-1');
    expect(returnTargetOf(req('/customer/login'))).toBe('/customer/dashboard');
    for (const forged of FORGED) {
      expect(returnTargetOf(req(`/customer/login?redirect=${encodeURIComponent(forged)}`))).toBe('/customer/dashboard');
      expect(returnTargetOf(req('/customer/login', `customerReturnTo=${encodeURIComponent(forged)}`))).toBe('/customer/dashboard');
    }
  });
});

describe('requireCustomer', () => {
  it('returns the customer and session when logged in', () => {
    expect(requireCustomer(req('/customer/dashboard'), ctx(true))).toEqual({ customer, sessionId: 7 });
  });
  it('sends a guest to login and stores the path (with its query) as the return target', () => {
    const res = thrown(() => requireCustomer(req('/customer/dashboard/manage-account?tab=1'), ctx(false, true)));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/customer/login');
    expect(res.headers.get('set-cookie')).toBe(
      'customerReturnTo=%2Fcustomer%2Fdashboard%2Fmanage-account%3Ftab%3D1; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure',
    );
  });
});

describe('guestOnly', () => {
  it('sends a logged-in customer to the stored target and clears it', () => {
    const res = thrown(() => guestOnly(req('/customer/register', 'customerReturnTo=%2Fcustomer%2Fcart'), ctx(true)));
    expect(res.headers.get('location')).toBe('/customer/cart');
    expect(res.headers.get('set-cookie')).toContain('customerReturnTo=; Path=/; Max-Age=0');
    const forged = thrown(() => guestOnly(req('/customer/login?redirect=%2F%2Fevil.example'), ctx(true)));
    expect(forged.headers.get('location')).toBe('/customer/dashboard');
  });
  it('remembers a safe ?redirect= for a guest, never a forged one', () => {
    expect(guestOnly(req('/customer/login?redirect=%2Fr%2Falpha%2Fproducts%2F5'), ctx(false)).get('set-cookie')).toContain(
      'customerReturnTo=%2Fr%2Falpha%2Fproducts%2F5;',
    );
    for (const f of FORGED) expect(guestOnly(req(`/customer/login?redirect=${encodeURIComponent(f)}`), ctx(false)).get('set-cookie')).toBeNull();
  });
});

describe('redirectAfterLogin', () => {
  it('sets the session cookie, clears the target and follows it', async () => {
    const token = 'a'.repeat(43);
    const res = await redirectAfterLogin(req('/customer/login', 'customerReturnTo=%2Fcustomer%2Fcart'), ctx(false), { token, customer: { id: 1 } as never, sessionId: 1 });
    expect(res.headers.get('location')).toBe('/customer/cart');
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toBe(`customerUserToken=${token}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`);
    expect(cookies[1]).toContain('customerReturnTo=; Path=/; Max-Age=0');
  });
});

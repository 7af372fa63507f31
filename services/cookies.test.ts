// The one cookie writer: the attributes every cookie of haat carries, and reading them back.
import { describe, expect, it } from 'vitest';
import { clearCookie, readCookie, setCookie } from './cookies';

describe('the cookie writer', () => {
  it('writes host-only, Path=/, SameSite=Lax cookies; HttpOnly and Secure when asked', () => {
    expect(setCookie('customerUserToken', 'abc_-9', { maxAgeSeconds: 604800, httpOnly: true, secure: false })).toBe('customerUserToken=abc_-9; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax');
    expect(setCookie('total_cart_items', '3', { maxAgeSeconds: 604800, httpOnly: false, secure: true })).toBe('total_cart_items=3; Path=/; Max-Age=604800; SameSite=Lax; Secure');
    expect(clearCookie('sellerToken', { httpOnly: true, secure: true })).toBe('sellerToken=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
  it('percent-encodes a value and reads it back decoded', () => {
    const written = setCookie('customerReturnTo', '/r/alpha/products/5?v=1&qty=2', { maxAgeSeconds: 3600, httpOnly: true, secure: false });
    expect(written).toBe('customerReturnTo=%2Fr%2Falpha%2Fproducts%2F5%3Fv%3D1%26qty%3D2; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax');
    const header = `a=1; ${written.split(';')[0]}; b=2`;
    expect(readCookie(header, 'customerReturnTo')).toBe('/r/alpha/products/5?v=1&qty=2');
    expect(readCookie(header, 'b')).toBe('2');
    expect(readCookie(header, 'missing')).toBeNull();
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBeNull();
    expect(readCookie(undefined, 'a')).toBeNull();
  });
});

import { describe, it, expect } from 'vitest';
import { normalizeHost, shopSlugFromHost } from './host';

describe('shopSlugFromHost (decisions.md "Tenancy and accounts")', () => {
  it('takes the first label, lowercased, port stripped', () => {
    expect(shopSlugFromHost('alpha.example.com')).toBe('alpha');
    expect(shopSlugFromHost('alpha.localhost:3000')).toBe('alpha');
    expect(shopSlugFromHost('ALPHA.Example.COM')).toBe('alpha');
    expect(shopSlugFromHost('shop-2.example.com.')).toBe('shop-2');
    expect(shopSlugFromHost('alpha')).toBe('alpha');
  });
  it('names no shop for IP literals, bare localhost and empty hosts', () => {
    for (const host of ['127.0.0.1', '127.0.0.1:8080', '[::1]:3000', '[::1]', 'localhost', 'LOCALHOST:3000', '', '   ', ':3000', null, undefined]) {
      expect(shopSlugFromHost(host)).toBeNull();
    }
  });
  it('refuses labels that are not valid DNS labels', () => {
    for (const host of ['-alpha.example.com', 'alpha-.example.com', 'al_pha.example.com', '.example.com', `${'a'.repeat(64)}.example.com`, 'ålpha.example.com']) {
      expect(shopSlugFromHost(host)).toBeNull();
    }
    expect(shopSlugFromHost(`${'a'.repeat(63)}.example.com`)).toBe('a'.repeat(63));
  });
});

describe('normalizeHost', () => {
  it('lowercases and strips the port and trailing dot', () => {
    expect(normalizeHost('Shop.Example.COM:443')).toBe('shop.example.com');
    expect(normalizeHost('shop.example.com.')).toBe('shop.example.com');
    expect(normalizeHost(' shop.example.com ')).toBe('shop.example.com');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });
  it('gives null for an empty host', () => {
    expect(normalizeHost('')).toBeNull();
    expect(normalizeHost(null)).toBeNull();
    expect(normalizeHost(':80')).toBeNull();
    expect(normalizeHost('[::1')).toBeNull();
  });
});

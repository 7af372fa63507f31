import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeComponent, isStorableText, unstorableFormField, unstorablePath, utf8Text } from './storable-text';

const HIGH = '\uD83D';
const LOW = '\uDE00';

describe('isStorableText', () => {
  it('takes ordinary text: Bangla, emoji (a whole surrogate pair), tabs and line breaks, U+FFFD', () => {
    for (const ok of ['', 'Rahim', 'লাল শাড়ি', `smile ${HIGH}${LOW}`, 'a\tb\r\nc', '\u0001\u007f', '\uFFFD', '\uFFFF'])
      expect(isStorableText(ok)).toBe(true);
  });
  it('refuses U+0000 anywhere and either half of a surrogate pair alone', () => {
    for (const bad of ['\u0000', 'code\u0000', '\u0000code', HIGH, LOW, `a${HIGH}b`, `${LOW}${HIGH}`, `${HIGH}${LOW}${HIGH}`]) expect(isStorableText(bad)).toBe(false);
  });
  it('agrees with "no NUL and well-formed UTF-16" for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const wellFormed = new TextDecoder().decode(new TextEncoder().encode(s)) === s;
        expect(isStorableText(s)).toBe(wellFormed && !s.includes('\u0000'));
      }),
    );
  });
});

describe('unstorablePath', () => {
  it('is null when every text is storable, whatever else the input holds', () => {
    expect(unstorablePath({ name: 'Rahim', qty: 2, ok: true, none: null, at: new Date(0), list: ['a', ['b']], nested: { deep: 'c' } })).toBeNull();
    expect(unstorablePath(undefined)).toBeNull();
    expect(unstorablePath(42)).toBeNull();
    expect(unstorablePath([])).toBeNull();
  });
  it('names the input itself as $', () => {
    expect(unstorablePath('a\u0000')).toBe('$');
  });
  it('names nested fields dot-joined, array items by index, the first one met', () => {
    expect(unstorablePath({ address: { name: 'ok', area: 'x\u0000' } })).toBe('address.area');
    expect(unstorablePath({ items: ['ok', HIGH] })).toBe('items.1');
    expect(unstorablePath({ a: 'x\u0000', b: 'y\u0000' })).toBe('a');
    expect(unstorablePath([{ v: 'ok' }, { v: LOW }])).toBe('1.v');
  });
  it('refuses a key that is not storable, naming the object that holds it', () => {
    expect(unstorablePath({ 'k\u0000': 'v' })).toBe('$');
    expect(unstorablePath({ meta: { [HIGH]: 1 } })).toBe('meta');
  });
  it('looks into plain objects only: a File or a class instance holds no text of its own', () => {
    class Box {
      text = '\u0000';
    }
    expect(unstorablePath({ file: new File(['\u0000'], 'a.txt'), box: new Box() })).toBeNull();
    expect(unstorablePath(Object.assign(Object.create(null) as object, { bare: '\u0000' }))).toBe('bare');
  });
  it('walks a very deeply nested input without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const started = performance.now();
    expect(unstorablePath(deep)).toBe(Array.from({ length: 200_000 }, () => '0').join('.'));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('utf8Text', () => {
  it('decodes UTF-8 and refuses bytes that are not', () => {
    expect(utf8Text(new TextEncoder().encode('লাল'))).toBe('লাল');
    expect(utf8Text(Uint8Array.from([0xc3, 0x28]))).toBeNull();
    expect(utf8Text(Uint8Array.from([0xed, 0xa0, 0x80]))).toBeNull();
    expect(utf8Text(Uint8Array.from([0xe0, 0xa6]))).toBeNull();
  });
});

describe('decodeComponent', () => {
  it('decodes like URLSearchParams for well-formed input', () => {
    for (const raw of ['plain', 'a+b', 'a%20b', '%E0%A6%B2%E0%A6%BE%E0%A6%B2', '%F0%9F%98%80', '50%', '%zz', '%4', 'a%2Bb', 'লাল', `${HIGH}${LOW}`, '%00', 'a+b%20c', 'লাল%20x', `${HIGH}${LOW}%21`, '%e0%a6%b2', '%4g', '%g4', '%:0', '%0:', '%/0'])
      expect(decodeComponent(raw)).toBe(new URLSearchParams(`x=${raw}`).get('x'));
  });
  it('keeps %00 as U+0000 for isStorableText to refuse', () => {
    expect(decodeComponent('a%00b')).toBe('a\u0000b');
  });
  it('refuses percent-encoded bytes that are not UTF-8, where URLSearchParams puts U+FFFD', () => {
    for (const raw of ['%ED%A0%80', '%C3%28', '%E0%A6', 'ok%FF', '%C0%80']) {
      expect(decodeComponent(raw)).toBeNull();
      expect(new URLSearchParams(`x=${raw}`).get('x')).toContain('\uFFFD');
    }
  });
  it('refuses a lone surrogate in the raw text', () => {
    expect(decodeComponent(`a${HIGH}`)).toBeNull();
    expect(decodeComponent(`%41${LOW}`)).toBeNull();
  });
  it('decodes what encodeURIComponent wrote, for any well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(decodeComponent(encodeURIComponent(s))).toBe(s);
      }),
    );
  });
});

describe('unstorableFormField', () => {
  it('is null for an empty or clean urlencoded text', () => {
    expect(unstorableFormField('')).toBeNull();
    expect(unstorableFormField('q=saree&page=2&flag&empty=')).toBeNull();
    expect(unstorableFormField('name=%E0%A6%B2&x=%zz')).toBeNull();
  });
  it('names the first field whose value holds U+0000 or bytes that are not UTF-8', () => {
    expect(unstorableFormField('code=SAVE%00')).toBe('code');
    expect(unstorableFormField('a=1&reason=bad%ED%A0%80&c=%00')).toBe('reason');
    expect(unstorableFormField('session_id=cs_%C3%28')).toBe('session_id');
    expect(unstorableFormField('my+name=%00')).toBe('my name');
  });
  it('answers $ for a name that is not storable itself', () => {
    expect(unstorableFormField('na%00me=x')).toBe('$');
    expect(unstorableFormField('%FF')).toBe('$');
  });
});

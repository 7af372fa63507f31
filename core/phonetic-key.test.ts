import { describe, expect, it } from 'vitest';
import { hasBangla, PHONETIC_MARK, phoneticKey, phoneticQuery, phoneticTokens, romanizeBangla } from './phonetic-key';
import { searchWords } from './search-text';

/** A word as the index and the query see it (core/search-text), then its key. */
const key = (text: string) => phoneticKey(searchWords(text)[0] ?? '');

describe('romanizeBangla', () => {
  it.each([
    ['পাঞ্জাবি', 'panjabi'],
    ['শাড়ি', 'shari'],
    ['কটন', 'koton'],
    ['শার্ট', 'shart'],
    ['লুঙ্গি', 'lunggi'],
    ['ফোন', 'fon'],
    ['মোবাইল', 'mobail'],
    ['ওয়াচ', 'wach'],
    ['চেয়ার', 'cheyar'],
    ['বাংলা', 'bangla'],
    ['দুঃখ', 'duhkh'],
    ['চাঁদ', 'chand'],
    ['ব্যাগ', 'byag'],
    ['কাঁথা', 'kantha'],
    ['১২৫০', '1250'],
    ['আম', 'am'],
    ['ঋতু', 'ritu'],
    ['ঐ', 'oi'],
    ['ঔষধ', 'oushodh'],
  ])('%s → %s', (bangla, latin) => {
    expect(romanizeBangla(bangla)).toBe(latin);
    // The same after the search index's own normalisation (NFKD → NFC splits ড় and য়).
    expect(romanizeBangla(searchWords(bangla)[0]!)).toBe(latin);
  });

  it('leaves other characters as they are', () => {
    expect(romanizeBangla('abc 12 পাঞ্জাবি!')).toBe('abc 12 panjabi!');
  });
});

describe('phoneticKey: the three ways of writing a word meet', () => {
  it.each([
    [['পাঞ্জাবি', 'panjabi', 'punjabi', 'panjbi', 'Panjabi', 'PUNJABEE'], 'pnjb'],
    [['শাড়ি', 'saree', 'sari', 'shari', 'sharee'], 'sr'],
    [['কটন', 'cotton', 'koton', 'kotton'], 'ktn'],
    [['শার্ট', 'shirt', 'shart'], 'srt'],
    [['লুঙ্গি', 'lungi', 'lunggi'], 'lng'],
    [['ফোন', 'phone', 'fone'], 'fn'],
    [['মোবাইল', 'mobile', 'mobail'], 'mbl'],
    [['ওয়াচ', 'watch', 'wach'], 'bc'],
    [['চেয়ার', 'chair', 'cheyar'], 'cr'],
    [['জিপার', 'zipper', 'jipar'], 'jpr'],
    [['ভিডিও', 'video', 'bhidio'], 'bd'],
    [['বক্স', 'box', 'boks'], 'bks'],
    [['ব্যাংক', 'bank'], 'bnk'],
    [['জুয়েলারি', 'jewellery', 'juelari'], 'jlr'],
    [['পাওয়ার', 'power'], 'pr'],
    [['টিভি', 'tv'], 'tb'],
    [['হ্যান্ডব্যাগ', 'handbag'], 'ndbg'],
    [['কাঁথা', 'kantha'], 'knt'],
    [['ডিজিটাল', 'digital', 'dijital'], 'djtl'],
    [['গেট', 'gate'], 'gt'],
  ])('%j → %s', (spellings, expected) => {
    for (const s of spellings) expect(key(s), s).toBe(expected);
  });

  it('gives no key to words of fewer than two consonants, to numbers, or to other scripts', () => {
    expect(key('আম')).toBe('');
    expect(key('aam')).toBe('');
    expect(key('i')).toBe('');
    expect(key('2024')).toBe('');
    expect(key('১২৫০')).toBe('');
    expect(phoneticKey('жакет')).toBe('');
    expect(phoneticKey('')).toBe('');
  });

  it('reads c as k before a consonant or a/o/u, as s before e/i/y; ck and q as k; x as ks', () => {
    expect(phoneticKey('cap')).toBe('kp');
    expect(phoneticKey('price')).toBe('prs');
    expect(phoneticKey('backpack')).toBe('bkpk');
    expect(phoneticKey('quilt')).toBe('klt');
    expect(phoneticKey('xbox')).toBe('ksbks');
  });
});

describe('hasBangla', () => {
  it('tells Bangla script from Latin', () => {
    expect(hasBangla('পাঞ্জাবি')).toBe(true);
    expect(hasBangla('panjabi ১')).toBe(true);
    expect(hasBangla('panjabi')).toBe(false);
  });
});

describe('phoneticTokens and phoneticQuery', () => {
  it('indexes each key once behind the mark', () => {
    expect(phoneticTokens(['panjabi', 'punjabi', 'aam', 'cotton'])).toEqual([`${PHONETIC_MARK}pnjb`, `${PHONETIC_MARK}ktn`]);
    expect(phoneticTokens([])).toEqual([]);
    expect(phoneticTokens(['goes', 'well', 'with', 'a', 'saree'])).toEqual([`${PHONETIC_MARK}gs`, `${PHONETIC_MARK}bl`, `${PHONETIC_MARK}sr`]);
  });

  it('matches a key exactly, or as a prefix for a 3+ consonant key of a 5+ letter word', () => {
    expect(phoneticQuery('shari')).toEqual({ token: `${PHONETIC_MARK}sr`, prefix: false });
    expect(phoneticQuery('panja')).toEqual({ token: `${PHONETIC_MARK}pnj`, prefix: true });
    expect(phoneticQuery('panj')).toEqual({ token: `${PHONETIC_MARK}pnj`, prefix: false });
    expect(phoneticQuery('পাঞ্জা')).toEqual({ token: `${PHONETIC_MARK}pnj`, prefix: true });
    expect(phoneticQuery('aam')).toBeNull();
  });
});

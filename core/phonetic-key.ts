// Search across scripts (issue 25 item 5): people type a product's name in Bangla script
// (পাঞ্জাবি), in romanized Bangla as it sounds to them (panjabi, panjbi, punjabi) or in English.
// Each word gets a phonetic key that the three ways of writing share: Bangla script is first
// romanized (Avro-style, letter by letter: পাঞ্জাবি → panjabi), then the Latin word is folded
// to the consonants a listener hears — aspirates without their h (bh → b, kh → k), sounds with
// several spellings on one letter (ph/f, v/w/b, z/j, q/k, c before a consonant or a/o/u → k, g before i → j (not after n: lungi),
// sh/s, a w between vowels silent, ng before k as n), doubled letters once — and its vowels dropped: panjabi, punjabi, panjbi and পাঞ্জাবি
// all become "pnjb"; saree, sari, shari and শাড়ি "sr". Words whose key has fewer than two
// consonants (aam, i) get none: too many words would share it.
// The search index holds each word's key as an extra token behind PHONETIC_MARK, and a query
// word also matches the products whose key equals its key (or, for a key of 3+ consonants
// from a word of 5+ letters, starts with it — typing on).

/** What a key token starts with in the index: no word of the shop's text starts this way. */
export const PHONETIC_MARK = 'zq';

/** Keys shorter than this (in consonants) are not indexed or searched. */
const MIN_KEY_LENGTH = 2;
/** A query key of at least this many consonants, from a word of at least MIN_PREFIX_WORD letters, matches keys that start with it. */
const MIN_PREFIX_KEY_LENGTH = 3;
const MIN_PREFIX_WORD = 5;

const HASANTA = '\u09CD';

/** Bangla consonants, romanized as they are usually typed. */
const CONSONANT_LETTERS: Record<string, string> = {
  'ক': 'k', 'খ': 'kh', 'গ': 'g', 'ঘ': 'gh', 'ঙ': 'ng',
  'চ': 'ch', 'ছ': 'ch', 'জ': 'j', 'ঝ': 'jh', 'ঞ': 'n',
  'ট': 't', 'ঠ': 'th', 'ড': 'd', 'ঢ': 'dh', 'ণ': 'n',
  'ত': 't', 'থ': 'th', 'দ': 'd', 'ধ': 'dh', 'ন': 'n',
  'প': 'p', 'ফ': 'f', 'ব': 'b', 'ভ': 'bh', 'ম': 'm',
  'য': 'j', 'র': 'r', 'ল': 'l', 'শ': 'sh', 'ষ': 'sh', 'স': 's', 'হ': 'h',
  'ড়': 'r', 'ঢ়': 'r', 'য়': 'y', 'ৎ': 't',
};
/** The same, keyed as NFC writes them (ড়, ঢ় and য় stay a letter and a nukta). */
const CONSONANTS: Record<string, string> = Object.fromEntries(Object.entries(CONSONANT_LETTERS).map(([k, v]) => [k.normalize('NFC'), v]));
/** Independent vowels. */
const VOWELS: Record<string, string> = {
  'অ': 'o', 'আ': 'a', 'ই': 'i', 'ঈ': 'i', 'উ': 'u', 'ঊ': 'u', 'ঋ': 'ri', 'এ': 'e', 'ঐ': 'oi', 'ও': 'o', 'ঔ': 'ou',
};
/** Vowel signs (after a consonant). */
const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a', 'ি': 'i', 'ী': 'i', 'ু': 'u', 'ূ': 'u', 'ৃ': 'ri', 'ে': 'e', 'ৈ': 'oi', 'ো': 'o', 'ৌ': 'ou',
};
/** Marks: anusvara and visarga as heard, candrabindu as the n people type (কাঁথা → kantha); the nukta silent. */
const MARKS: Record<string, string> = { 'ং': 'ng', 'ঃ': 'h', 'ঁ': 'n', '়': '' };

const BANGLA_DIGIT_ZERO = 0x09e6;

/** Whether the text holds Bangla script. */
export function hasBangla(text: string): boolean {
  return /[\u0980-\u09FF]/u.test(text);
}

/**
 * Bangla script romanized letter by letter (other characters kept): a consonant carries its
 * inherent "o" unless a vowel sign, a hasanta or the end of the word follows — শার্ট → shart,
 * কটন → koton, পাঞ্জাবি → panjabi. Bangla digits become 0–9.
 */
export function romanizeBangla(text: string): string {
  const chars = Array.from(text.normalize('NFC'));
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const code = c.codePointAt(0)!;
    if (code >= BANGLA_DIGIT_ZERO && code <= BANGLA_DIGIT_ZERO + 9) {
      out += String(code - BANGLA_DIGIT_ZERO);
      continue;
    }
    // A consonant written as base + nukta (ড + ়) reads as its own letter.
    const pair = c + (chars[i + 1] ?? '');
    const consonant = CONSONANTS[pair] !== undefined && pair.length > 1 ? pair : CONSONANTS[c] !== undefined ? c : null;
    // ওয় is how Bangla writes a "w" (ওয়াচ, ওয়াটার).
    if (c === 'ও' && (chars[i + 1] ?? '') + (chars[i + 2] ?? '') === 'য়'.normalize('NFC')) {
      out += 'w';
      i += 2;
      continue;
    }
    if (consonant) {
      if (consonant.length > 1) i++;
      // য after a hasanta (য-ফলা: ব্যাগ, ক্যাপ) bends the vowel; it is no j.
      out += consonant === 'য' && chars[i - 1] === HASANTA ? 'y' : CONSONANTS[consonant];
      const next = chars[i + 1];
      const inWord = next !== undefined && /[\u0980-\u09FF]/u.test(next);
      const nextIsLetter = next !== undefined && (CONSONANTS[next] !== undefined || VOWELS[next] !== undefined);
      // The inherent vowel: heard between two consonants inside a word, silent at its end.
      if (inWord && nextIsLetter) out += 'o';
      continue;
    }
    if (c === HASANTA) continue;
    if (VOWELS[c] !== undefined) out += VOWELS[c];
    else if (VOWEL_SIGNS[c] !== undefined) out += VOWEL_SIGNS[c];
    else if (MARKS[c] !== undefined) out += MARKS[c];
    else out += c;
  }
  return out;
}

/**
 * A word's phonetic key: its consonants as heard (see the header), or '' when it has fewer
 * than two. The word is one of core/search-text's words (lower case).
 */
export function phoneticKey(word: string): string {
  let w = hasBangla(word) ? romanizeBangla(word) : word;
  if (!/^[a-z0-9]+$/.test(w)) return '';
  if (/^[0-9]+$/.test(w)) return '';
  w = w
    .replace(/tch/g, 'ch')
    .replace(/ch/g, 'C')
    .replace(/sh/g, 's')
    .replace(/ph/g, 'f')
    .replace(/([kgjtdbr])h/g, '$1')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/(?<![ng])g(?=i)/g, 'j')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 'j')
    .replace(/([aeiou])w(?=[aeiou])/g, '$1')
    .replace(/[vw]/g, 'b')
    .replace(/[aeiouy]/g, '')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1')
    .replace(/ngk/g, 'nk');
  return w.length >= MIN_KEY_LENGTH ? w : '';
}

/** English words of descriptions that carry no product: they get no sound token (বাতি must not find "with"). */
const STOP_WORDS = new Set(['and', 'with', 'for', 'from', 'this', 'that', 'these', 'those', 'your', 'their', 'which', 'will', 'have', 'has', 'into', 'than', 'then', 'when', 'what', 'more', 'most', 'best', 'very', 'made']);

/** The index tokens of a text's words: each word's key behind PHONETIC_MARK, once (not for STOP_WORDS). */
export function phoneticTokens(words: readonly string[]): string[] {
  const out = new Set<string>();
  for (const w of words) {
    if (STOP_WORDS.has(w)) continue;
    const key = phoneticKey(w);
    if (key) out.add(PHONETIC_MARK + key);
  }
  return [...out];
}

/** How a query word matches by sound: the token to look for and whether as a prefix; null when it has no key. */
export function phoneticQuery(word: string): { token: string; prefix: boolean } | null {
  const key = phoneticKey(word);
  if (!key) return null;
  const letters = Array.from(hasBangla(word) ? romanizeBangla(word) : word).length;
  return { token: PHONETIC_MARK + key, prefix: key.length >= MIN_PREFIX_KEY_LENGTH && letters >= MIN_PREFIX_WORD };
}

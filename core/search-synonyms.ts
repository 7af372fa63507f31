// Words people here type for a product in Bangla (or its romanized form) that sound nothing like
// the English name shops give it (issue 25 item 5): a search for পাট also looks for jute. The
// list is small and built in; each entry is a query word as core/search-text makes it (Bangla
// words normalized the same way), mapped to the English words it also matches as prefixes.
import { searchWords } from './search-text';

const LIST: Array<[string[], string[]]> = [
  [['পাট', 'pat', 'paat'], ['jute']],
  [['বাঁশ', 'bansh', 'bash', 'baash'], ['bamboo']],
  [['ঘড়ি', 'ghori', 'ghari', 'ghorhi'], ['watch', 'clock']],
  [['জুতা', 'জুতো', 'juta', 'juto'], ['shoe', 'sandal', 'sneaker']],
  [['গেঞ্জি', 'genji', 'ganji'], ['shirt', 't-shirt', 'tshirt']],
  [['জামা', 'jama'], ['shirt', 'frock', 'dress']],
  [['চাদর', 'chador', 'chadar'], ['bedsheet', 'sheet']],
  [['বিছানার'], ['bedsheet', 'bedding']],
  [['কম্বল', 'kombol', 'kambal'], ['blanket', 'quilt']],
  [['লেপ', 'lep'], ['quilt']],
  [['বালিশ', 'balish'], ['pillow', 'cushion']],
  [['ফুলদানি', 'fuldani', 'phuldani'], ['vase']],
  [['আয়না', 'ayna', 'aina'], ['mirror']],
  [['হাঁড়ি', 'হাড়ি', 'handi', 'hari', 'patil', 'পাতিল'], ['pot', 'pan']],
  [['থালা', 'thala'], ['plate']],
  [['বাটি', 'bati'], ['bowl']],
  [['চুড়ি', 'churi'], ['bangle']],
  [['মালা', 'mala'], ['necklace']],
  [['দুল', 'dul'], ['earring']],
  [['টুপি', 'tupi'], ['cap', 'hat']],
  [['ব্যাগ', 'beg'], ['bag', 'handbag']],
  [['মাটির', 'matir'], ['terracotta', 'clay']],
  [['কাঠের', 'kather'], ['wood', 'wooden']],
];

const SYNONYMS = new Map<string, string[]>();
for (const [words, meanings] of LIST) {
  for (const w of words) for (const key of searchWords(w)) SYNONYMS.set(key, meanings);
}

/** The English words a query word also means (prefixes to match), or none. */
export function synonymsOf(word: string): string[] {
  return SYNONYMS.get(word) ?? [];
}

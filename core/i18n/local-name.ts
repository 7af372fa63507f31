// Content a seller types in two languages (docs/decisions/047): a product's, category's,
// brand's or deal's Bangla name or text is shown on a Bangla page when it has one; otherwise,
// and on English pages, the English one.
import type { Lang } from './lang';

export function localName(lang: Lang, english: string, bangla: string | null | undefined): string {
  return lang === 'bn' && bangla && bangla.trim() !== '' ? bangla : english;
}

/** A text that may be missing in English too (a deal's description): the Bangla one on a Bangla page when there is one. */
export function localText(lang: Lang, english: string | null, bangla: string | null | undefined): string | null {
  return lang === 'bn' && bangla && bangla.trim() !== '' ? bangla : english;
}

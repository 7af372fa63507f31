// A text a rule or use case wrote in English (a login reason, "A 6-digit code has been sent…",
// a saved-address notice) in the request's language, for a loader or action to send: the
// catalog's Bangla of that exact English (core/i18n/compile.ts localizeMessage), else as it came.
import { localizeMessage, translator } from '../../core/i18n/compile';
import type { Translator } from '../../core/i18n/translate';
import { langOf, type Ctx } from '../../services/context';

export function localText<T extends string | null | undefined>(ctx: Ctx, english: T): T {
  return (typeof english === 'string' ? localizeMessage(langOf(ctx), english) : english) as T;
}

/** The request's translator, for a message an action writes itself ("2 of 3 items are in your cart."). */
export function requestTranslator(ctx: Ctx): Translator {
  return translator(langOf(ctx));
}

// A use case's English message (a confirmation, a refusal) in the page's language, for a route
// action that shows it (docs/decisions/047, 051): the catalog's Bangla when the catalog has that
// English word for word, else as it came. Server only: it carries the catalog compiler.
import { localizeMessage, translator } from '../../core/i18n/compile';
import type { Translator } from '../../core/i18n/translate';
import { langOf, type Ctx } from '../../services/context';

export function localMessage(ctx: Ctx, english: string): string {
  return localizeMessage(langOf(ctx), english);
}

/** The translator of the request's language, for a message an action writes itself. */
export function actionTranslator(ctx: Ctx): Translator {
  return translator(langOf(ctx));
}

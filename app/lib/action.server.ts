// The page side of the one edge (issue 22 item 2; docs/decisions/040-one-edge.md). A page
// action reads its form into an object and parses it with the use case's own input schema
// (`parseForm`, the schema the JSON API parses with too), calls the use case inside
// `runAction`, and a refusal becomes the form's answer with the status of the one error map
// (services/error-status.ts, docs/decisions/012): 422 for a bad field, 429 for a rate limit,
// 409 for a lost race… Anything that is not a DomainError — a redirect the work throws, a
// bug — goes on as it was thrown. The refusal is in the page's language, by the mapping the
// API's refusals use (`localizeMessage`, server/errors.ts; docs/decisions/053); English as it is.
import { data } from 'react-router';
import type { z } from 'zod';
import { localizeMessage } from '../../core/i18n/compile';
import type { Lang } from '../../core/i18n/lang';
import { messages } from '../../core/messages';
import { pageLanguage } from '../../services/page-language';
import { DomainError, type DomainErrorCode, type FieldErrors } from '../../services/domain-error';
import { errorStatus } from '../../services/error-status';
import { parseInput } from '../../services/input';

export interface FormFailure {
  /** Field name → message, shown beside the field. */
  errors: Record<string, string>;
  /** A message for the whole form (rate limits, refusals), or null. */
  message: string | null;
}

/** A use case's refusal, as a form needs it. */
export interface Refusal extends FormFailure {
  /** The HTTP status of the one error map. */
  status: number;
  code: DomainErrorCode;
  /** The refusal's own words (never empty). */
  reason: string;
  /** The inputs it names, field → message (none for a refusal of the whole form). */
  fields: FieldErrors;
  error: DomainError;
}

/**
 * Turns a service failure into what the form shows: its fields' messages; else its message on
 * `fieldForMessage`; else its message for the whole form. Anything else is rethrown.
 */
export function formFailure(err: unknown, fieldForMessage?: string): FormFailure {
  if (!(err instanceof DomainError)) throw err;
  if (err.details) return { errors: err.details, message: null };
  if (fieldForMessage) return { errors: { [fieldForMessage]: err.message }, message: null };
  return { errors: {}, message: err.message || messages.somethingWentWrong };
}

export interface RunActionOptions {
  /** The field a refusal that names none is shown beside (formFailure). */
  field?: string;
  /** The language of the refusal's words; unset: the page being answered's (services/page-language.ts). */
  lang?: Lang;
  /** Headers the refusal's answer carries (cookies the form remembers either way). */
  headers?: HeadersInit;
}

/**
 * Runs a page's use case: its result (or the redirect it throws) as it is; a refusal as
 * `answer(refusal)` with the refusal's status. `answer` may throw (a redirect, the 404 page).
 */
export async function runAction<T, A>(work: () => Promise<T>, answer: (refusal: Refusal) => A | Promise<A>, options: RunActionOptions = {}) {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError) inLanguage(err, options.lang ?? pageLanguage());
    const failure = formFailure(err, options.field);
    const error = err as DomainError;
    const status = errorStatus(error);
    const refusal: Refusal = { ...failure, status, code: error.code, reason: error.message || messages.somethingWentWrong, fields: error.details ?? {}, error };
    return data(await answer(refusal), { status, headers: options.headers });
  }
}

/**
 * The refusal's words in `lang`: its message and each field's, so whatever part of it a page
 * shows (`message`, `errors`, `reason`, `fields`, `error.message`) is in the page's language.
 */
function inLanguage(err: DomainError, lang: Lang): void {
  if (lang === 'en') return;
  err.message = localizeMessage(lang, err.message);
  // A new object: the rule's may be shared by other refusals.
  if (err.details) (err as { details?: FieldErrors }).details = Object.fromEntries(Object.entries(err.details).map(([field, message]) => [field, localizeMessage(lang, message)]));
}

/** A form field's text ('' when it is missing or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A file input's value as a name and bytes, or null when no file was chosen. */
export async function formFile(form: FormData, name: string): Promise<{ name: string; bytes: Uint8Array } | null> {
  const value = form.get(name);
  if (!(value instanceof File) || (value.name === '' && value.size === 0)) return null;
  return { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/**
 * A form's text fields as the object a JSON client would send: a name sent once is its text,
 * a name sent more than once the list of its texts. Files are left to `formFile`.
 */
export function formObject(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    const texts = form.getAll(name).filter((v): v is string => typeof v === 'string');
    if (texts.length === 1) out[name] = texts[0]!;
    else if (texts.length > 1) out[name] = texts;
  }
  return out;
}

/** The form parsed by a use case's input schema (the API's too), or the one validation refusal. */
export function parseForm<T extends z.ZodType>(form: FormData, schema: T, extra: Record<string, unknown> = {}): z.output<T> {
  return parseInput(schema, { ...formObject(form), ...extra });
}
